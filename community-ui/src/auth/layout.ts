// Which screens an instance gets: the newer login and recovery layout is the state health exchange's
// (instance 483), whose logins are email or phone and whose reset works by code; every other instance
// has the older, branded layout.
import { HEALTH_EXCHANGE_INSTANCE_ID } from '@server/modules/accounts/instance-constants.js';
import type { Branding } from '../api/types';

export const usesNewerLayout = (branding: Branding | null): boolean =>
  branding?.cd_instance === HEALTH_EXCHANGE_INSTANCE_ID;

/** Login asks for the bot check when the instance turns it on or has no branding of its own (§5). */
export const loginNeedsCaptcha = (branding: Branding | null): boolean => !branding || branding.ic_captcha;
