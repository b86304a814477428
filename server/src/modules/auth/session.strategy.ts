import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-custom';
import { DataSource, IsNull, Not } from 'typeorm';
import type { Caller, LoginCaller, SessionCaller } from '../../common/auth/auth-context.js';
import { TtlCache } from '../../common/auth/ttl-cache.js';
import { unauthorized } from '../../common/errors/domain.exception.js';
import { isApiKey } from '../../contract/api-keys.js';
import { CacheBus } from '../../database/cache-bus.js';
import { deriveAccountTypeOf } from '../accounts/account-type-of.js';
import { Account } from '../accounts/entities/account.entity.js';
import { ApiKeyAuthenticator } from '../api-keys/api-key.authenticator.js';
import { Instance } from '../instances/entities/instance.entity.js';
import { User } from '../users/entities/user.entity.js';
import { Session } from './entities/session.entity.js';
import { type TokenClaims, TokenService } from './token.service.js';

/**
 * How long a resolved session is served from memory. A write through TypeORM (logout, a revoked session, an
 * account's roles or active flag, the user, the instance) clears it at once in every server process (CacheBus);
 * a change made by raw SQL is seen within this bound (docs/decisions.md "Session cache").
 */
export const SESSION_CACHE_MS = 3_000;
const SESSION_CACHE_ENTRIES = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * Bearer token → caller, for the session guard. An API key (`plk_…`) is the API-keys domain's to resolve. A session token must name a live session row (logout
 * revokes it server-side); a login token is only accepted where the route says so (the guard checks that).
 * The session, its user, account and instance come in one query, kept briefly in memory per session id.
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') implements OnModuleDestroy {
  private readonly callers = new TtlCache<string, SessionCaller>({
    maxEntries: SESSION_CACHE_ENTRIES,
    ttlMs: SESSION_CACHE_MS,
  });
  private readonly stopListening: () => void;

  constructor(
    private readonly tokens: TokenService,
    private readonly dataSource: DataSource,
    private readonly apiKeys: ApiKeyAuthenticator,
    bus: CacheBus,
  ) {
    super();
    this.stopListening = bus.clearedByWrites(
      'sessions',
      dataSource,
      [Session, User, Account, Instance],
      ['update', 'remove'],
      () => this.callers.clear(),
    );
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  async validate(req: FastifyRequest): Promise<Caller> {
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    if (isApiKey(token)) return this.apiKeys.authenticate(token, req);
    const claims = this.tokens.verify(token, ['session', 'login']);
    if (claims.typ === 'login') return this.resolveSignIn(claims);
    return this.resolveSession(claims.sid ?? '');
  }

  /** A login token works until a session opened from it is revoked (logout ends the sign-in). */
  private async resolveSignIn(claims: TokenClaims): Promise<LoginCaller> {
    const signInId = claims.ref ?? '';
    if (!UUID.test(signInId)) throw unauthorized();
    const ended = await this.dataSource
      .getRepository(Session)
      .exists({ where: { signInId, revokedAt: Not(IsNull()) } });
    if (ended) throw unauthorized();
    return { kind: 'login', signInId, userId: claims.sub, instanceId: claims.ins };
  }

  async resolveSession(sessionId: string): Promise<SessionCaller> {
    const cached = this.callers.get(sessionId);
    if (cached) return cached;
    if (!UUID.test(sessionId)) throw unauthorized();
    const ticket = this.callers.ticket();
    const session = await this.dataSource
      .getRepository(Session)
      .createQueryBuilder('s')
      .innerJoinAndSelect('s.user', 'u')
      .innerJoinAndSelect('s.account', 'a')
      .innerJoinAndSelect('s.instance', 'i')
      .where('s.id = :sessionId', { sessionId })
      .getOne();
    if (!session?.user || !session.account || !session.instance) throw unauthorized();
    const { user, account, instance } = session;
    if (session.revokedAt || session.expiresAt.getTime() <= Date.now() || !account.active) {
      throw unauthorized();
    }
    const caller: SessionCaller = {
      kind: 'session',
      sessionId: session.id,
      signInId: session.signInId,
      user,
      account,
      instance,
      accountType: deriveAccountTypeOf(account, instance),
      roles: account.roles,
    };
    // Never served past the session's own end.
    this.callers.set(sessionId, caller, ticket, session.expiresAt.getTime());
    return caller;
  }
}
