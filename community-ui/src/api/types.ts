// The wire shapes the UI reads (access spec §3, programs spec §3, API.md).

export type {
  AccountWire as Account,
  Me,
  MfaChannel as MfaChannelChoice,
  SessionAnswer,
} from '@server/contract/accounts.js';
export type { Branding, ContactInfo } from '@server/contract/branding.js';
export { accountKey } from '@server/modules/accounts/account-type.js';
