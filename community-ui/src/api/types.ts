// The wire shapes the UI reads (access spec §3, programs spec §3, API.md).
import type { AccountType, AccountWire, InstanceProgramType } from '@server/modules/accounts/account-type.js';

export { accountKey } from '@server/modules/accounts/account-type.js';

/** One of the user's accounts, as GET users/accounts lists it. */
export type Account = AccountWire;

/** The session user (GET users/me). */
export interface Me {
  id: number;
  id_entity: number;
  id_entity_type: 1 | 2 | 3;
  cd_instance: number;
  cd_community_entity_type: 1 | 2 | null;
  roles: number[];
  profile: {
    ds_mail: string | null;
    ds_username: string | null;
    ds_firstname: string | null;
    ds_lastname: string | null;
  };
  accountType: AccountType;
  accountTypeTranslation: string;
  accounts: Account[];
  email: string | null;
  default_lang: string;
  landingRoute: string;
}

export interface Branding {
  ds_backgroundUrl: string | null;
  ds_logoUrl: string | null;
  ds_portalTitle: string | null;
  ds_loginHeading: string | null;
  ds_loginMessage: string | null;
  ds_textMode: string | null;
  ic_captcha: boolean;
  ic_sso: boolean;
  ic_sign_up_individuals: boolean;
  ic_sign_up_business: boolean;
  ds_individual_signup_link: string | null;
  ds_business_signup_link: string | null;
  instance_name: string;
  cd_instance: number;
  subdomain: string;
  program_type: InstanceProgramType;
  languages: string[] | null;
}

export interface ContactInfo {
  email?: string;
  phones?: { label: string; phone: string }[];
  address?: string;
  hours?: string;
}

export type MfaChannelChoice = 'email' | 'phone';

/** session-v2 and switch answer a token, or that MFA is required. */
export type SessionAnswer =
  | { token: string; redirectUrl?: string }
  | { mfa: { required: true; channels: MfaChannelChoice[] } };
