import type { CaptchaPort, CaptchaResult, CaptchaVersion } from './captcha.port.js';

/** PORCHLIGHT_CAPTCHA=off: no bot check anywhere. */
export class OffCaptcha implements CaptchaPort {
  readonly activated = false;

  async verify(): Promise<CaptchaResult> {
    return { success: true, score: 1 };
  }
}

/**
 * PORCHLIGHT_CAPTCHA=test: the token says what the provider would answer, so tests and demos can walk every
 * branch: v3 tokens are `score:<0..1>`, v2 tokens are `pass` (anything else fails).
 */
export class TestCaptcha implements CaptchaPort {
  readonly activated = true;

  async verify(token: string, version: CaptchaVersion): Promise<CaptchaResult> {
    if (version === 2) return { success: token === 'pass', score: null };
    const match = /^score:(0(?:\.\d+)?|1(?:\.0+)?)$/.exec(token);
    return match ? { success: true, score: Number(match[1]) } : { success: false, score: null };
  }
}

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** PORCHLIGHT_CAPTCHA=recaptcha: Google's siteverify with RECAPTCHA_SECRET. */
export class Recaptcha implements CaptchaPort {
  readonly activated = true;

  constructor(private readonly secret: string) {}

  async verify(token: string, _version: CaptchaVersion, remoteIp?: string): Promise<CaptchaResult> {
    const form = new URLSearchParams({ secret: this.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const res = await fetch(SITEVERIFY_URL, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await res.json()) as { success?: boolean; score?: number };
      return {
        success: answer.success === true,
        score: typeof answer.score === 'number' ? answer.score : null,
      };
    } catch {
      // Google unreachable: the check fails closed; the caller answers captchaFailed.
      return { success: false, score: null };
    }
  }
}
