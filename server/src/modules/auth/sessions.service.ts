import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import type { Caller, SessionCaller } from '../../common/auth/auth-context.js';
import { forbidden, unauthorized } from '../../common/errors/domain.exception.js';
import type { MfaChannel } from '../../contract/accounts.js';
import { canSwitchFrom } from '../accounts/account-type.js';
import { deriveAccountTypeOf, entityKindOf } from '../accounts/account-type-of.js';
import type { LoadedAccount } from '../accounts/account-view.js';
import { type AccountKey, AccountsService } from '../accounts/accounts.service.js';
import type { Instance } from '../instances/entities/instance.entity.js';
import { User } from '../users/entities/user.entity.js';
import { Session } from './entities/session.entity.js';
import { LoginService } from './login.service.js';
import { LoginEventsService } from './login-events.service.js';
import { TokenService } from './token.service.js';

/** A session's hard end (API.md "Tokens"): refresh never goes past it. */
export const SESSION_MAX_HOURS = 12;

export type { MfaChannel as SessionMfaChannel };

export interface MfaRequired {
  mfa: { required: true; channels: MfaChannel[] };
}

/** Where the browser goes after a switch (access spec §4): the target instance's redirect page. */
export interface SwitchTarget {
  token: string;
  redirectUrl: string;
}

/** The request's scheme and host, to send the browser to the target instance's sub-domain. */
export interface RequestOrigin {
  protocol: string;
  host: string | undefined;
}

export function sessionMfaChannels(user: Pick<User, 'email' | 'phone' | 'mfaChannels'>): MfaChannel[] {
  const available: MfaChannel[] = [];
  if (user.email) available.push('email');
  if (user.phone) available.push('phone');
  // The user's chosen channels ('call' is a phone channel), where a contact exists for them.
  const chosen = available.filter((c) => user.mfaChannels.some((m) => (m === 'call' ? 'phone' : m) === c));
  return chosen.length > 0 ? chosen : available;
}

/** The caller's user id, whichever token (login or session) they hold. */
export const userIdOf = (caller: Caller): number =>
  caller.kind === 'login' ? caller.userId : caller.user.id;

/** Where a session opened next comes from: the caller's sign-in. */
export interface SessionOrigin {
  signInId: string | null;
  /** Set when the session was opened for an impersonation or a sub-account login. */
  parentAccountId?: number;
}

export const mfaRequiredFor = (loaded: LoadedAccount): boolean =>
  loaded.account.mfaRequired || loaded.instance.mfaRequired;

/** Sessions: choosing an account (session-v2), refresh, logout, and switching between accounts. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly tokens: TokenService,
    private readonly login: LoginService,
    private readonly events: LoginEventsService,
  ) {}

  /** One of the caller's accounts, fit to open a session on. */
  async usableAccount(userId: number, key: AccountKey): Promise<{ user: User; loaded: LoadedAccount }> {
    if (key.userId !== userId) throw forbidden('forbidden', 'This account belongs to another user');
    const loaded = await this.accounts.one(key);
    if (!loaded.account.active || !loaded.instance.active) {
      throw forbidden('accountInactive', 'This account is not active');
    }
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
    if (deriveAccountTypeOf(loaded.account, loaded.instance) === 'Subscriber') {
      const cancelled = await this.login.cancelledSubscriptionError(userId);
      if (cancelled) throw cancelled;
    }
    return { user, loaded };
  }

  /** session-v2: the MFA requirement when the account or its instance demands it, else a session token. */
  async choose(caller: Caller, key: AccountKey): Promise<{ token: string } | MfaRequired> {
    const { user, loaded } = await this.usableAccount(userIdOf(caller), key);
    if (mfaRequiredFor(loaded)) return { mfa: { required: true, channels: sessionMfaChannels(user) } };
    return { token: await this.open(user, loaded, { signInId: caller.signInId }) };
  }

  /**
   * Opens a session on the account and returns its token; the session row is what logout revokes. The first
   * session on an account an administrator added ends its invitation: the instance now sees the person.
   */
  async open(user: User, loaded: LoadedAccount, from: SessionOrigin): Promise<string> {
    const { account } = loaded;
    const session = await this.dataSource.getRepository(Session).save({
      instanceId: account.instanceId,
      userId: user.id,
      accountId: account.id,
      expiresAt: new Date(Date.now() + SESSION_MAX_HOURS * 3_600_000),
      revokedAt: null,
      parentSessionAccountId: from.parentAccountId ?? null,
      signInId: from.signInId,
    });
    if (account.invitation) await this.accounts.acceptInvitation(account);
    await this.events.record({
      instanceId: account.instanceId,
      userId: user.id,
      accountId: account.id,
      communityEntityType: account.communityEntityType,
      failureCode: null,
    });
    return this.tokens.sign({ typ: 'session', sub: user.id, ins: account.instanceId, sid: session.id });
  }

  /** An expired session token buys a fresh one while its session lives (not revoked, under 12 hours). */
  async refresh(token: string): Promise<{ token: string }> {
    const claims = this.tokens.verify(token, ['session'], { ignoreExpiration: true });
    const session = await this.liveSession(claims.sid);
    return { token: this.tokens.sign({ typ: 'session', sub: claims.sub, ins: claims.ins, sid: session.id }) };
  }

  /** The session row, unless it was revoked or has reached its hard end: then 401 unauthorized. */
  async liveSession(sessionId: string | undefined): Promise<Session> {
    const session = sessionId
      ? await this.dataSource.getRepository(Session).findOneBy({ id: sessionId })
      : null;
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw unauthorized();
    return session;
  }

  /** Ends the session and the sign-in it came from: its login token and every session opened with it. */
  async logout(caller: SessionCaller): Promise<void> {
    const sessions = this.dataSource.getRepository(Session);
    const revokedAt = new Date();
    await sessions.update({ id: caller.sessionId }, { revokedAt });
    if (caller.signInId) {
      await sessions.update({ signInId: caller.signInId, revokedAt: IsNull() }, { revokedAt });
    }
  }

  /** Switching is for government and business accounts only (access spec §4). */
  assertMaySwitch(caller: SessionCaller): void {
    if (!canSwitchFrom(entityKindOf(caller.account))) {
      throw forbidden('switchNotAllowed', 'Only government and business accounts may switch accounts');
    }
  }

  /** users/switch: the MFA requirement, or a session on the target and where to send the browser. */
  async switchTo(
    caller: SessionCaller,
    key: AccountKey,
    origin: RequestOrigin,
  ): Promise<SwitchTarget | MfaRequired> {
    this.assertMaySwitch(caller);
    const { user, loaded } = await this.usableAccount(caller.user.id, key);
    if (mfaRequiredFor(loaded)) return { mfa: { required: true, channels: sessionMfaChannels(user) } };
    return this.completeSwitch(caller, user, loaded, origin);
  }

  async completeSwitch(
    caller: SessionCaller,
    user: User,
    loaded: LoadedAccount,
    origin: RequestOrigin,
  ): Promise<SwitchTarget> {
    // The new session and login token belong to the caller's sign-in: one logout ends them all.
    const signInId = caller.signInId ?? randomUUID();
    const token = await this.open(user, loaded, { signInId, parentAccountId: caller.account.id });
    const login = this.tokens.sign({
      typ: 'login',
      sub: user.id,
      ins: loaded.account.instanceId,
      ref: signInId,
    });
    const params = new URLSearchParams({
      login,
      account: String(loaded.account.entityId),
      auth: token,
      'account-type': deriveAccountTypeOf(loaded.account, loaded.instance),
    });
    const base = redirectBase(loaded.instance, caller.instance, origin);
    return { token, redirectUrl: `${base}${base.includes('?') ? '&' : '?'}${params}` };
  }
}

/**
 * The target instance's redirect page: its portal when it has one of its own, its sub-domain in place of
 * the current one when the browser is on a sub-domain, or a path on this host (local host) naming it.
 */
function redirectBase(target: Instance, current: Instance, origin: RequestOrigin): string {
  if (target.portalUrl) return `${target.portalUrl.replace(/\/+$/, '')}/instance-redirect`;
  const host = origin.host ?? '';
  const [first, ...rest] = host.split('.');
  if (rest.length > 0 && first.toLowerCase() === current.subdomain) {
    return `${origin.protocol}://${[target.subdomain, ...rest].join('.')}/instance-redirect`;
  }
  return `/instance-redirect?instance=${encodeURIComponent(target.subdomain)}`;
}
