import type { AuthProvider } from 'react-admin';
import { canAccess } from '../api/access.js';
import { callerName, forgetCaller, getCaller } from '../api/caller.js';
import { ApiError, apiJson, sessionToken } from '../api/client.js';
import { prefetchFirstScreen } from '../api/first-screen.js';

/**
 * Sign-in itself is the login page's sequence of calls (login-v2, accounts, session-v2, MFA); it ends by
 * calling login() with the session token. Identity, permission keys and the schema come from the server.
 */
export const authProvider: AuthProvider = {
  async login({ token }: { token: string }) {
    sessionToken.set(token);
    forgetCaller();
    // A sign-in lands on the queue: its calls go out beside the caller's.
    prefetchFirstScreen();
    await getCaller();
  },

  async logout() {
    const token = sessionToken.get();
    sessionToken.clear();
    forgetCaller();
    if (token) {
      // The session row is revoked server-side; a token that already expired has nothing left to revoke.
      await apiJson('/api/users/logout', { method: 'POST', token }).catch(() => undefined);
    }
  },

  async checkAuth() {
    // Opening the admin signed out goes to the login page without an error notification.
    if (!sessionToken.get()) throw { message: false };
  },

  async checkError(error: unknown) {
    // 401 after the refresh already failed: the session is over. 403 is a refusal, shown where it happens.
    const status = error instanceof ApiError ? error.status : (error as { status?: number })?.status;
    if (status === 401) {
      sessionToken.clear();
      forgetCaller();
      throw new Error('ra.auth.auth_check_error');
    }
  },

  async getIdentity() {
    if (!sessionToken.get()) throw new Error('ra.auth.auth_check_error');
    const { me } = await getCaller();
    return { id: me.id, fullName: callerName(me) };
  },

  async getPermissions() {
    return sessionToken.get() ? getCaller() : undefined;
  },

  async canAccess({ action, resource }) {
    if (!sessionToken.get()) return false;
    return canAccess(await getCaller(), action, resource);
  },
};
