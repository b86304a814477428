import { createHash } from 'node:crypto';
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Global,
  Inject,
  Injectable,
  Module,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { DomainException } from '../../common/errors/domain.exception.js';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { loginIdOf } from './abuse-limits.js';

/** address: every limited call, per client address. loginId: sign-in and find-login, per login id. */
export type RateLimitScope = 'address' | 'loginId';

const RATE_LIMIT_KEY = 'porchlight:rate-limit';
const WINDOW_SECONDS = 60;

/** A counter's key: a digest, so a login id of any length fits the table's key column. */
const counterKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Fixed one-minute windows per call and per address or login id, counted by rate-limiter-flexible in the
 * database (the rate_limits table), so several server processes on one database share the counts; the
 * embedded database serves it offline as PostgreSQL does (docs/decisions.md). A key over its limit is then
 * refused from memory until its window ends, so a flood costs the database nothing; while the database
 * cannot be reached, each process counts in memory instead (the insurance limiter).
 */
@Injectable()
export class RateLimiter {
  private readonly limiters: Record<RateLimitScope, RateLimiterPostgres>;

  constructor(@Inject(SETTINGS) settings: Settings, dataSource: DataSource) {
    const limiter = (scope: RateLimitScope, points: number) =>
      new RateLimiterPostgres({
        storeClient: dataSource,
        storeType: 'typeorm',
        tableName: 'rate_limits',
        // Made by a migration (never by the library at run time).
        tableCreated: true,
        keyPrefix: scope,
        points,
        duration: WINDOW_SECONDS,
        inMemoryBlockOnConsumed: points + 1,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: scope, points, duration: WINDOW_SECONDS }),
      });
    this.limiters = {
      address: limiter('address', settings.PORCHLIGHT_RATE_LIMIT_ADDRESS),
      loginId: limiter('loginId', settings.PORCHLIGHT_RATE_LIMIT_LOGIN_ID),
    };
  }

  /** Counts one request; returns the seconds to wait when it is over the scope's limit, else 0. */
  async hit(scope: RateLimitScope, key: string): Promise<number> {
    try {
      await this.limiters[scope].consume(counterKey(key));
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw refusal;
    }
  }
}

export const tooManyRequests = () =>
  new DomainException(429, 'tooManyRequests', 'Too many requests; please wait a minute and try again');

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const scopes =
      this.reflector.getAllAndOverride<RateLimitScope[]>(RATE_LIMIT_KEY, [
        context.getHandler(),
        context.getClass(),
      ]) ?? [];
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const call = `${context.getClass().name}.${context.getHandler().name}`;
    for (const scope of scopes) {
      const tracker = scope === 'address' ? req.ip : loginIdOf(req.body);
      if (!tracker) continue;
      const wait = await this.limiter.hit(scope, `${call}|${tracker}`);
      if (wait > 0) {
        context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(wait));
        throw tooManyRequests();
      }
    }
    return true;
  }
}

/** Limits a call (or every call of a controller) per address, and per login id when asked. */
export const RateLimited = (...scopes: RateLimitScope[]) =>
  applyDecorators(SetMetadata(RATE_LIMIT_KEY, scopes), UseGuards(RateLimitGuard));

/** One limiter for the process, whichever module's controller is limited. */
@Global()
@Module({ providers: [RateLimiter, RateLimitGuard], exports: [RateLimiter, RateLimitGuard] })
export class RateLimitModule {}
