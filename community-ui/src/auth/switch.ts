// Switching to another of the user's accounts (access spec §4).
import { ApiError, api } from '../api/http';
import { type Account, accountKey, type MfaChannelChoice, type SessionAnswer } from '../api/types';
import { t } from '../i18n/i18n';
import { navigate } from '../router/router';
import { forgetSession } from '../session/session';
import { notify, PERSISTENT_NOTIFICATION_MS } from '../ui/notify';

/** After a 401 on switching, login follows the message by 2.5 seconds (access spec §9). */
export const LOGOUT_REDIRECT_MS = 2500;

export interface MfaState {
  account: Account;
  channels: MfaChannelChoice[];
  /** The login token after a password sign-in; absent when switching from a session. */
  loginToken?: string;
  switching?: boolean;
  redirect?: string | null;
  from?: unknown;
}

/** A session elsewhere ended this one: the long message, then login. */
export function loggedOutElsewhere(): void {
  notify('error', t('auth.loggedOutEverywhere'), PERSISTENT_NOTIFICATION_MS);
  forgetSession();
  window.setTimeout(() => navigate('/login', { replace: true }), LOGOUT_REDIRECT_MS);
}

/** MFA when the server asks for it; otherwise the browser goes to the target instance's redirect page. */
export async function switchTo(account: Account): Promise<void> {
  try {
    const answer = await api<SessionAnswer>('/users/switch', {
      method: 'POST',
      body: accountKey(account),
      own401: true,
    });
    if ('mfa' in answer) {
      const state: MfaState = { account, channels: answer.mfa.channels, switching: true };
      navigate('/mfa', { state });
    } else if (answer.redirectUrl) {
      window.location.assign(answer.redirectUrl);
    }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) loggedOutElsewhere();
    else notify('error', error instanceof ApiError ? error.message : t('errors.generic'));
  }
}
