// Which screens an instance gets: an instance with the newerLoginLayout feature (the state health exchange)
// has the newer login and recovery layout, whose logins are email or phone and whose reset works by code;
// every other instance has the older, branded layout.
import { hasFeature } from '@server/modules/instances/instance-features.js';
import type { Branding } from '../api/types';

export const usesNewerLayout = (branding: Branding | null): boolean =>
  hasFeature(branding, 'newerLoginLayout');

/** Login asks for the bot check when the instance turns it on or has no branding of its own (§5). */
export const loginNeedsCaptcha = (branding: Branding | null): boolean => !branding || branding.ic_captcha;
