// Wire shapes of accounts, sessions and the session user (access spec §3, API.md "Access and accounts").
// The contract folder imports only its own files: the server and both UIs import these.
import type { InstanceFeature } from './instance-features.js';

export const ACCOUNT_TYPES = [
  'Government',
  'Reviewer',
  'ReviewerMarket',
  'Demo',
  'Business',
  'Subscriber',
  'Individual',
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export type EntityKind = 'government' | 'business' | 'individual';
export type InstanceProgramType = 'marketplace' | 'workflow' | 'other';

/** An account as GET users/accounts lists it (access spec §3): the fields both UIs read. */
export interface AccountWire {
  cd_user: number;
  cd_entity: number;
  cd_entitytype: 1 | 2 | 3;
  cd_instance: number;
  cd_community_entity: number | null;
  cd_community_entity_type: 1 | 2 | null;
  name: string | null;
  instanceName: string;
  subdomain: string;
  hasName: boolean;
  logo: string | null;
  ic_active: boolean;
  icShowInactiveInstances: boolean;
  accountType: EntityKind;
  accountTypeTranslation: string;
  instanceProgramType: InstanceProgramType;
}

/** POST /api/users/login-v2: the login token, and the accounts GET /api/users/accounts lists (saves a call). */
export interface LoginAnswer {
  token: string;
  accounts: AccountWire[];
}

/** The session user's own names and login, as users/me sends them. */
export interface MeProfile {
  ds_mail: string | null;
  ds_username: string | null;
  ds_firstname: string | null;
  ds_lastname: string | null;
  cd_entitytype: number | null;
}

/** GET /api/users/me: the session user of the access spec §3, with its landing route (§2). */
export interface Me {
  id: number;
  id_entity: number;
  id_entity_type: 1 | 2 | 3;
  cd_instance: number;
  /** The features of the session's instance (contract/instance-features.ts). */
  instanceFeatures: InstanceFeature[];
  cd_community_entity_type: 1 | 2 | null;
  roles: number[];
  profile: MeProfile;
  accountType: AccountType;
  accountTypeTranslation: string;
  ic_show_inactive_instances: boolean;
  accounts: AccountWire[];
  email: string | null;
  default_lang: string;
  landingRoute: string;
}

/** Channels offered on the MFA screen: email and phone, where the user has that contact. */
export type MfaChannel = 'email' | 'phone';

/** session-v2 and switch answer a token (and, on a switch, where to go), or that MFA is required. */
export type SessionAnswer =
  | { token: string; redirectUrl?: string }
  | { mfa: { required: true; channels: MfaChannel[] } };
