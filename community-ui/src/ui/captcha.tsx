// The bot check (access spec §4, §5): reCAPTCHA v3 first; a score under the threshold makes the server ask
// for the v2 challenge, which the form then shows. The server hands out the (public) site key.
import { ERROR_CODE } from '@server/contract/errors.js';
import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../api/http';
import { t } from '../i18n/i18n';

export interface CaptchaFields {
  captchaToken?: string;
  captchaVersion?: 2 | 3;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  render(element: HTMLElement, options: { sitekey: string; callback: (token: string) => void }): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

interface CaptchaStatus {
  activated: boolean;
  /** Present in recaptcha mode only. */
  siteKey?: string;
}

let status: Promise<CaptchaStatus> | null = null;

/** GET recaptcha/is-activated, asked once per page: whether the check is on, and its site key. */
function captchaStatus(): Promise<CaptchaStatus> {
  status ??= api<CaptchaStatus>('/recaptcha/is-activated', { auth: 'none', withInstance: true }).catch(
    () => ({
      activated: false,
    }),
  );
  return status;
}

let script: Promise<{ grecaptcha: Grecaptcha; siteKey: string }> | null = null;

function loadRecaptcha(): Promise<{ grecaptcha: Grecaptcha; siteKey: string }> {
  script ??= captchaStatus().then(
    ({ siteKey }) =>
      new Promise((resolve, reject) => {
        const unavailable = () => reject(new ApiError(0, 'captchaUnavailable', t('captcha.unavailable')));
        if (!siteKey) return unavailable();
        const tag = document.createElement('script');
        tag.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
        tag.async = true;
        tag.onload = () =>
          window.grecaptcha?.ready(() => resolve({ grecaptcha: window.grecaptcha as Grecaptcha, siteKey }));
        tag.onerror = unavailable;
        document.head.append(tag);
      }),
  );
  return script;
}

function Challenge({ onToken }: { onToken: (token: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    loadRecaptcha()
      .then(({ grecaptcha, siteKey }) => {
        if (live && box.current) grecaptcha.render(box.current, { sitekey: siteKey, callback: onToken });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [onToken]);
  return (
    <div className="captcha">
      <p>{t('captcha.challenge')}</p>
      <div ref={box} />
    </div>
  );
}

/**
 * For a form the bot check applies to: `fields()` gives the token to send, `handle()` takes the server's
 * captcha answers (true when it did), and `element` is the v2 challenge when one is asked for.
 */
export function useCaptcha(active: boolean, action: string) {
  const [needChallenge, setNeedChallenge] = useState(false);
  const [challengeToken, setChallengeToken] = useState<string | null>(null);

  const fields = async (): Promise<CaptchaFields> => {
    if (!active) return {};
    if (challengeToken) return { captchaToken: challengeToken, captchaVersion: 2 };
    const { grecaptcha, siteKey } = await loadRecaptcha();
    return { captchaToken: await grecaptcha.execute(siteKey, { action }), captchaVersion: 3 };
  };

  const handle = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    if (error.code === ERROR_CODE.captchaV2Required || error.code === ERROR_CODE.captchaRequired) {
      setChallengeToken(null);
      setNeedChallenge(true);
      return true;
    }
    if (error.code === ERROR_CODE.captchaFailed) {
      // A failed check starts the page over (access spec §4, §5).
      window.location.reload();
      return true;
    }
    return false;
  };

  const element = active && needChallenge ? <Challenge onToken={setChallengeToken} /> : null;
  return { fields, handle, element, blocked: needChallenge && !challengeToken };
}

/** Whether the bot check is on for sign-up and recovery (GET recaptcha/is-activated); off until known. */
export function useCaptchaActivated(): boolean {
  const [activated, setActivated] = useState(false);
  useEffect(() => {
    void captchaStatus().then((answer) => setActivated(answer.activated));
  }, []);
  return activated;
}
