import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { DataSource } from 'typeorm';
import type { Caller, SessionCaller } from '../../common/auth/auth-context.js';
import { unauthorized } from '../../common/errors/domain.exception.js';
import { deriveAccountTypeOf } from '../accounts/account-type-of.js';
import { Account } from '../accounts/entities/account.entity.js';
import { Instance } from '../instances/entities/instance.entity.js';
import { User } from '../users/entities/user.entity.js';
import { Session } from './entities/session.entity.js';
import { TokenService } from './token.service.js';

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * Bearer token → caller. A session token must name a live session row (logout revokes it server-side);
 * a login token is only accepted where the route says so (the guard checks that).
 */
@Injectable()
export class SessionStrategy extends PassportStrategy(Strategy, 'session') {
  constructor(
    private readonly tokens: TokenService,
    private readonly dataSource: DataSource,
  ) {
    super();
  }

  async validate(req: Request): Promise<Caller> {
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    const claims = this.tokens.verify(token, ['session', 'login']);
    if (claims.typ === 'login') return { kind: 'login', userId: claims.sub, instanceId: claims.ins };
    return this.resolveSession(claims.sid ?? '');
  }

  async resolveSession(sessionId: string): Promise<SessionCaller> {
    const session = await this.dataSource.getRepository(Session).findOne({ where: { id: sessionId } });
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw unauthorized();
    const [user, account, instance] = await Promise.all([
      this.dataSource.getRepository(User).findOneByOrFail({ id: session.userId }),
      this.dataSource.getRepository(Account).findOneByOrFail({ id: session.accountId }),
      this.dataSource.getRepository(Instance).findOneByOrFail({ id: session.instanceId }),
    ]);
    if (!account.active) throw unauthorized();
    return {
      kind: 'session',
      sessionId: session.id,
      user,
      account,
      instance,
      accountType: deriveAccountTypeOf(account, instance),
      roles: account.roles,
    };
  }
}
