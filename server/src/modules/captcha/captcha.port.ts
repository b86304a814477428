export type CaptchaVersion = 2 | 3;

/** What the bot-check provider said of a token: v3 gives a score (0 bot .. 1 human), v2 only success. */
export interface CaptchaResult {
  success: boolean;
  score: number | null;
}

/** The bot check (off, test or recaptcha); the rules of where and how it applies are in CaptchaService. */
export interface CaptchaPort {
  readonly activated: boolean;
  verify(token: string, version: CaptchaVersion, remoteIp?: string): Promise<CaptchaResult>;
}

export const CAPTCHA_PORT = Symbol('CAPTCHA_PORT');

/** reCAPTCHA v3 score under which the v2 challenge is asked for (access spec §5, §9). */
export const CAPTCHA_V3_THRESHOLD = 0.7;
