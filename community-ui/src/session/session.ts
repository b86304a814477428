// The signed-in session (access spec §4): its token, the session user, expiry and the 401 rules.
import { canSwitchFrom } from '@server/modules/accounts/account-type.js';
import { ROLE } from '@server/modules/accounts/roles.js';
import { DEFAULT_LANGUAGE } from '@server/modules/i18n/languages.js';
import { api, connectSession } from '../api/http';
import type { Account, Me } from '../api/types';
import { chooseLanguage, currentLanguage, t } from '../i18n/i18n';
import { navigate } from '../router/router';
import { notify, PERSISTENT_NOTIFICATION_MS } from '../ui/notify';
import { sharedValue } from '../ui/shared-value';
import { expiryOf, readToken, writeToken } from './tokens';

export interface SessionState {
  /** loading: a stored token is being checked. */
  status: 'loading' | 'signedIn' | 'signedOut';
  user: Me | null;
  /** The token ran out and could not be refreshed: the expired-session dialog shows. */
  expired: boolean;
}

const shared = sharedValue<SessionState>({
  status: readToken('session') ? 'loading' : 'signedOut',
  user: null,
  expired: false,
});
let expiryTimer: number | undefined;

function set(next: Partial<SessionState>): void {
  shared.set({ ...shared.get(), ...next });
}

export const getSession = shared.get;

export const useSession = shared.use;

/** The account the session is on. */
export const currentAccount = (user: Me): Account | undefined =>
  user.accounts.find(
    (a) =>
      a.cd_entity === user.id_entity &&
      a.cd_entitytype === user.id_entity_type &&
      a.cd_instance === user.cd_instance,
  );

export const mayUserSwitch = (user: Me): boolean => {
  const account = currentAccount(user);
  return account !== undefined && canSwitchFrom(account.accountType);
};

// setTimeout takes at most 2^31-1 ms; sessions are far shorter.
const MAX_TIMER_MS = 2_147_483_647;

/** At the token's expiry the session is refreshed, or the expired dialog shows. */
function watchExpiry(token: string): void {
  window.clearTimeout(expiryTimer);
  const exp = expiryOf(token);
  if (exp === null) return;
  const wait = Math.min(Math.max(exp * 1000 - Date.now(), 0), MAX_TIMER_MS);
  expiryTimer = window.setTimeout(async () => {
    if (!(await refresh())) expire();
  }, wait);
}

function storeSession(token: string | null): void {
  writeToken('session', token);
  if (token) watchExpiry(token);
  else window.clearTimeout(expiryTimer);
}

let refreshing: Promise<boolean> | null = null;

async function refreshOnce(): Promise<boolean> {
  const token = readToken('session');
  if (!token) return false;
  try {
    const fresh = await api<{ token: string }>('/users/session-refresh', {
      method: 'POST',
      auth: { bearer: token },
    });
    storeSession(fresh.token);
    return true;
  } catch {
    return false;
  }
}

/** One refresh at a time: calls that meet the expired token together wait for the same new one. */
function refresh(): Promise<boolean> {
  refreshing ??= refreshOnce().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function clearLocal(): void {
  storeSession(null);
  writeToken('login', null);
  set({ status: 'signedOut', user: null });
}

/** Session expiry: the flag set, the token cleared, the dialog shown (it leads back to login). */
function expire(): void {
  if (getSession().status !== 'signedIn') return;
  storeSession(null);
  set({ status: 'signedOut', user: null, expired: true });
}

export const dismissExpired = (): void => set({ expired: false });

/** Any other 401 on a signed-in call: signed out, with the persistent service message. */
function unauthorized(): void {
  if (getSession().status === 'signedOut') return;
  clearLocal();
  notify('error', t('auth.serviceUnavailable'), PERSISTENT_NOTIFICATION_MS);
  navigate('/login', { replace: true });
}

connectSession({
  token: () => readToken('session'),
  isGovernment: () => getSession().user?.accountType === 'Government',
  refresh,
  expired: expire,
  unauthorized,
});

async function loadUser(): Promise<Me> {
  const user = await api<Me>('/users/me');
  set({ status: 'signedIn', user, expired: false });
  return user;
}

/** On start: a stored token is checked by loading the session user. */
export async function startSession(): Promise<void> {
  const token = readToken('session');
  if (!token) return;
  watchExpiry(token);
  try {
    await loadUser();
  } catch {
    // A 401 already signed the user out; any other failure leaves them signed out too.
    if (getSession().status === 'loading') clearLocal();
  }
}

/**
 * Government accounts are switched to the government default language on sign-in, except intake
 * specialists (role 2), who keep the language they chose (access spec §6).
 */
const forcedLanguageOf = (user: Me): string | null =>
  user.accountType === 'Government' && !user.roles.includes(ROLE.IntakeSpecialist) ? DEFAULT_LANGUAGE : null;

/** A session token was obtained (login, MFA, a switch): the user is loaded and sent on. */
export async function establishSession(
  token: string,
  destination?: string | null,
  state?: unknown,
): Promise<void> {
  storeSession(token);
  const user = await loadUser();
  navigate(destination ?? user.landingRoute, { replace: true, state });
  const forced = forcedLanguageOf(user);
  if (forced && forced !== currentLanguage()) chooseLanguage(forced);
}

/** Logout: the server revokes the session; the tokens go whatever it answers. */
export async function logout(): Promise<void> {
  // A session the server already ended has nothing left to revoke: the local sign-out goes ahead.
  await api('/users/logout', { method: 'POST', own401: true }).catch(() => undefined);
  clearLocal();
  navigate('/login', { replace: true });
}

/** Signed out here without telling the server (switching found the session gone). */
export const forgetSession = (): void => clearLocal();

export const reloadUser = (): Promise<Me> => loadUser();
