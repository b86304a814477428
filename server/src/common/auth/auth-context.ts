import type { AccountType } from '../../modules/accounts/account-type.js';
import type { Account } from '../../modules/accounts/entities/account.entity.js';
import type { Instance } from '../../modules/instances/entities/instance.entity.js';
import type { User } from '../../modules/users/entities/user.entity.js';

export type AccessLevelName = 'Hidden' | 'Read' | 'ReadWrite';

/** The caller of a signed-in request, as the session guard resolved it. */
export interface SessionCaller {
  kind: 'session';
  sessionId: string;
  /** The sign-in the session was opened from (null for a single sign-on link's session). */
  signInId: string | null;
  user: User;
  account: Account;
  instance: Instance;
  accountType: AccountType;
  roles: number[];
  /** Set when an API key stands for the caller: its account is the key's maker's, its roles the key's. */
  apiKey?: { id: number; name: string };
}

/** The caller holding only a login token: a user who has not chosen an account yet. */
export interface LoginCaller {
  kind: 'login';
  /** The sign-in the login token stands for; sessions opened with it carry it. */
  signInId: string;
  userId: number;
  instanceId: number;
}

export type Caller = SessionCaller | LoginCaller;

declare module 'fastify' {
  interface FastifyRequest {
    /** The session strategy's answer, put there by the session guard (passport). */
    user?: Caller;
  }
}
