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
import { DomainException } from '../../common/errors/domain.exception.js';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { loginIdOf } from './abuse-limits.js';

/** address: every limited call, per client address. loginId: sign-in and find-login, per login id. */
export type RateLimitScope = 'address' | 'loginId';

const RATE_LIMIT_KEY = 'porchlight:rate-limit';
const WINDOW_MS = 60_000;
/** Past this many live counters, expired ones are swept on the next hit. */
const SWEEP_AT = 10_000;

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed one-minute windows per call and per address or login id, in memory (one server process; several
 * processes would each allow the limit). @nestjs/throttler does the same but, being CommonJS over the ESM
 * build of Nest 12, cannot be loaded by the test runner; this is the little of it we need.
 */
@Injectable()
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(@Inject(SETTINGS) private readonly settings: Settings) {}

  /** Requests a minute allowed per address, or per login id (the settings PORCHLIGHT_RATE_LIMIT_*). */
  limitOf(scope: RateLimitScope): number {
    return scope === 'address'
      ? this.settings.PORCHLIGHT_RATE_LIMIT_ADDRESS
      : this.settings.PORCHLIGHT_RATE_LIMIT_LOGIN_ID;
  }

  /** Counts one request; returns the seconds to wait when it is over the limit, else 0. */
  hit(key: string, limit: number, now = Date.now()): number {
    if (this.windows.size > SWEEP_AT) {
      for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    }
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + WINDOW_MS };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > limit ? Math.ceil((window.resetAt - now) / 1000) : 0;
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

  canActivate(context: ExecutionContext): boolean {
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
      const wait = this.limiter.hit(`${scope}|${call}|${tracker}`, this.limiter.limitOf(scope));
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
