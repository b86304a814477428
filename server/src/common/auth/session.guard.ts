import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors/domain.exception.js';
import { LOGIN_TOKEN_KEY, PUBLIC_KEY } from './decorators.js';

/**
 * Default deny: every route needs a session token unless it is @Public() (or @AcceptsLoginToken() for a
 * login token). Registered globally, so a route nobody declared is closed. passport runs the 'session'
 * strategy (session.strategy.ts), which resolves the caller from a short-lived cache or one query.
 */
@Injectable()
export class SessionGuard extends AuthGuard('session') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    await super.canActivate(context);
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (req.user?.kind === 'login' && !this.reflector.getAllAndOverride<boolean>(LOGIN_TOKEN_KEY, targets)) {
      throw unauthorized();
    }
    return true;
  }

  // passport hands over the strategy's error; keep ours (code 1 for an expired token) as thrown.
  override handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    if (!user) throw unauthorized();
    return user;
  }
}
