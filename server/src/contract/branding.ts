// The branding answer (access spec §3, API.md "Access and accounts"), in its wire names.
// The contract folder imports only its own files: the server and both UIs import these.
import type { InstanceProgramType } from './accounts.js';
import type { InstanceFeature } from './instance-features.js';

/** GET /api/instances/branding (and the branding of a sub-domain): texts in the language asked for. */
export interface Branding {
  ds_backgroundUrl: string | null;
  ds_logoUrl: string | null;
  ds_portalTitle: string | null;
  ds_loginHeading: string | null;
  ds_loginMessage: string | null;
  ds_textMode: string | null;
  ic_forward_login: boolean;
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
  /** The instance's features (contract/instance-features.ts): screens before sign-in follow them. */
  features: InstanceFeature[];
}

/** An instance's contact info (GET /api/instances/:id contact_info): each part optional. */
export interface ContactInfo {
  email?: string;
  phones?: { label: string; phone: string }[];
  address?: string;
  hours?: string;
}
