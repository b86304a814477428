// The sign-in calls of API.md "Access and accounts", in order: login-v2 (its answer lists the accounts, so
// users/accounts is not asked) → session-v2, with the MFA step (mfa/send, mfa/verify) when session-v2 asks.

import type { LoginAnswer } from '@server/contract/accounts.js';
import { apiJson } from '../api/client.js';
import { type Account, accountKey, GOVERNMENT_ENTITY_TYPE, type SessionAnswer } from '../api/types.js';

/** The sub-domain names the instance; `?instance=` overrides it where the host has none (localhost). */
const instanceParameter = (): { instance?: string } => {
  const instance = new URLSearchParams(window.location.search).get('instance');
  return instance ? { instance } : {};
};

/** A login id with an @ is an email, anything else a phone (the server parses either). */
export function logIn(loginId: string, password: string): Promise<LoginAnswer> {
  const id = loginId.trim();
  const body = { ...(id.includes('@') ? { email: id } : { phone: id }), password, ...instanceParameter() };
  return apiJson<LoginAnswer>('/api/users/login-v2', { method: 'POST', body, token: null });
}

/** The staff accounts of the login (login-v2 lists them): the admin UI opens government accounts only. */
export const staffAccounts = (accounts: Account[]): Account[] =>
  accounts.filter((a) => a.cd_entitytype === GOVERNMENT_ENTITY_TYPE && a.ic_active !== false);

export const openSession = (loginToken: string, account: Account) =>
  apiJson<SessionAnswer>('/api/users/session-v2', {
    method: 'POST',
    body: accountKey(account),
    token: loginToken,
  });

export const sendMfaCode = (loginToken: string, account: Account, channel: 'email' | 'phone') =>
  apiJson<void>('/api/mfa/send', {
    method: 'POST',
    body: { channel, ...accountKey(account) },
    token: loginToken,
  });

export async function verifyMfaCode(loginToken: string, account: Account, code: string): Promise<string> {
  const { token } = await apiJson<{ token: string }>('/api/mfa/verify', {
    method: 'POST',
    body: { ...accountKey(account), code: code.trim() },
    token: loginToken,
  });
  return token;
}
