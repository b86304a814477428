// From credentials to a session (access spec §4 "Login"): login token, accounts, then the session picker,
// the account-name screen, MFA, or the session itself.
import type { LoginAnswer } from '@server/contract/accounts.js';
import { ERROR_CODE } from '@server/contract/errors.js';
import { parseLoginId } from '@server/modules/auth/login-id.js';
import { ApiError, api } from '../api/http';
import { type Account, accountKey, type SessionAnswer } from '../api/types';
import { t } from '../i18n/i18n';
import { addressOnInstance, INSTANCE } from '../instance';
import { navigate } from '../router/router';
import { establishSession } from '../session/session';
import { writeToken } from '../session/tokens';
import type { CaptchaFields } from '../ui/captcha';
import type { MfaState } from './switch';

/** Where the user was going when sent to login, and the state that screen had. */
export interface Destination {
  redirect?: string | null;
  from?: unknown;
}

export interface PickerState extends Destination {
  loginToken: string;
  accounts: Account[];
}

export interface NameState extends Destination {
  loginToken: string;
  account: Account;
}

export const PROGRAM_CLOSED_CODE = 101;
export const SUBSCRIPTION_CANCELLED_CODE = 100;

/** What a failed sign-in shows: its message, and for a lockout the reset path and when the lock ends. */
export interface LoginFailure {
  kind: 'error' | 'warning';
  text: string;
  resetPath?: string;
  lockedUntil?: Date;
}

/** The lockout's end as the server sends it (an ISO time), when it is one. */
function lockEndOf(error: ApiError): Date | undefined {
  const until = typeof error.extra.lockedUntil === 'string' ? new Date(error.extra.lockedUntil) : null;
  return until && !Number.isNaN(until.getTime()) ? until : undefined;
}

/** The message a failed sign-in shows (access spec §8). */
export function loginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return { kind: 'error', text: t('login.failed') };
  if (error.code === PROGRAM_CLOSED_CODE) return { kind: 'error', text: t('login.programClosed') };
  if (error.code === SUBSCRIPTION_CANCELLED_CODE)
    return { kind: 'error', text: t('login.subscriptionCancelled') };
  if (error.code === ERROR_CODE.accountNotFound) return { kind: 'warning', text: t('login.accountNotFound') };
  if (error.status === 403 && error.code === ERROR_CODE.loginLockout) {
    const resetPath = typeof error.extra.resetPath === 'string' ? error.extra.resetPath : '/forgot-password';
    return { kind: 'error', text: t('login.lockout'), resetPath, lockedUntil: lockEndOf(error) };
  }
  if ([401, 422, 500].includes(error.status)) return { kind: 'error', text: t('login.failed') };
  // Rate limits and the like: the server's own words ('attempts').
  return { kind: 'error', text: error.message || t('errors.generic') };
}

/** An account on another instance opens its session on that instance's address. */
function openElsewhere(account: Account, sessionToken: string, loginToken: string | undefined): void {
  const params = new URLSearchParams({ auth: sessionToken, account: String(account.cd_entity) });
  if (loginToken) params.set('login', loginToken);
  window.location.assign(addressOnInstance(account.subdomain, `/instance-redirect?${params}`));
}

/** A session token for `account`: here, or on the account's own instance. */
export async function openSession(
  token: string,
  account: Account,
  loginToken: string | undefined,
  destination: Destination,
): Promise<void> {
  writeToken('login', null);
  if (INSTANCE && account.subdomain !== INSTANCE) {
    openElsewhere(account, token, loginToken);
    return;
  }
  await establishSession(token, destination.redirect, destination.from);
}

/** Final login: session-v2 answers the session, or that MFA is needed first. */
export async function finishLogin(
  loginToken: string,
  account: Account,
  destination: Destination,
): Promise<void> {
  const answer = await api<SessionAnswer>('/users/session-v2', {
    method: 'POST',
    auth: { bearer: loginToken },
    body: accountKey(account),
  });
  if ('mfa' in answer) {
    const state: MfaState = { account, channels: answer.mfa.channels, loginToken, ...destination };
    navigate('/mfa', { state });
    return;
  }
  await openSession(answer.token, account, loginToken, destination);
}

/** One named account: final login; one unnamed: the name screen; several: the picker; none: an error. */
export async function continueWithAccounts(
  loginToken: string,
  accounts: Account[],
  destination: Destination,
): Promise<void> {
  if (accounts.length === 0) throw new ApiError(404, 'accountNotFound', t('login.accountNotFound'));
  if (accounts.length > 1) {
    const state: PickerState = { loginToken, accounts, ...destination };
    navigate('/session', { state });
    return;
  }
  const [account] = accounts;
  if (!account.hasName) {
    const state: NameState = { loginToken, account, ...destination };
    navigate('/set-account-name', { state });
    return;
  }
  await finishLogin(loginToken, account, destination);
}

export const loadAccounts = (loginToken: string): Promise<Account[]> =>
  api<Account[]>('/users/accounts', { auth: { bearer: loginToken } });

/** users/login-v2 with an email or a +1 phone, then on to the accounts its answer lists. */
export async function signIn(
  loginId: string,
  password: string,
  captcha: CaptchaFields,
  destination: Destination,
): Promise<void> {
  const id = parseLoginId(loginId);
  const { token, accounts } = await api<LoginAnswer>('/users/login-v2', {
    method: 'POST',
    auth: 'none',
    body: {
      ...(id.kind === 'email' ? { email: id.email } : { phone: id.phone }),
      password,
      ...captcha,
      ...(INSTANCE ? { instance: INSTANCE } : {}),
    },
  });
  writeToken('login', token);
  await continueWithAccounts(token, accounts, destination);
}
