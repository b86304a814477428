import type { Settings } from '../../config/settings.js';

/** Where Google's reCAPTCHA loads its script from and shows its challenge in (its documented CSP sources). */
export const RECAPTCHA_SCRIPT_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
export const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/**
 * The Content-Security-Policy directives the bot check adds to helmet's: the reCAPTCHA script and frame
 * origins with PORCHLIGHT_CAPTCHA=recaptcha, nothing otherwise (pages load only our own scripts).
 */
export function captchaCspDirectives(
  settings: Pick<Settings, 'PORCHLIGHT_CAPTCHA'>,
): Record<string, string[]> {
  if (settings.PORCHLIGHT_CAPTCHA !== 'recaptcha') return {};
  return {
    'script-src': ["'self'", ...RECAPTCHA_SCRIPT_SOURCES],
    'frame-src': ["'self'", ...RECAPTCHA_FRAME_SOURCES],
  };
}
