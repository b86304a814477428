import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { unprocessable } from '../../common/errors/domain.exception.js';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { InstanceResolver } from '../instances/instance-resolver.service.js';
import { SessionsService } from './sessions.service.js';
import { TokenService } from './token.service.js';

/** An external open-auth token is for the embedding page to use at once: five minutes. */
export const EXTERNAL_TOKEN_SECONDS = 5 * 60;

/** What an external open-auth token says: signed by us, for one realm (its audience). */
export interface ExternalAuthClaims {
  typ: 'external';
  /** The embedding page's value, so it can tell its answer from another. */
  check: string;
  lang: string;
  /** The instance the page belongs to. */
  ins: number;
  /** The user and account, when a signed-in session asked. */
  sub?: number;
  acc?: number;
}

export interface ExternalAuthRequest {
  realm: string;
  check: string;
  lang?: string;
}

/**
 * External open-auth tokens (access spec §2 "Embedded external-auth frame", §7): a page of a known realm (the
 * forms engine by default, PORCHLIGHT_EXTERNAL_AUTH_REALMS) embeds /authFrame and gets, through it, a token
 * naming the instance and the language, and the account when the caller is signed in. The session guard never
 * takes it: its typ is none of the bearer kinds.
 */
@Injectable()
export class ExternalAuthService {
  constructor(
    private readonly jwt: JwtService,
    private readonly tokens: TokenService,
    private readonly sessions: SessionsService,
    private readonly instances: InstanceResolver,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async issue(
    request: ExternalAuthRequest,
    bearer: string | null,
    req: FastifyRequest,
  ): Promise<{ token: string }> {
    if (!this.settings.PORCHLIGHT_EXTERNAL_AUTH_REALMS.includes(request.realm)) {
      throw unprocessable([
        { field: 'realm', code: 'unknownRealm', message: `The realm ${request.realm} is not known here` },
      ]);
    }
    const who = bearer ? await this.sessionOf(bearer) : { ins: (await this.instances.fromRequest(req)).id };
    const claims: ExternalAuthClaims = {
      typ: 'external',
      check: request.check,
      lang: request.lang ?? 'en',
      ...who,
    };
    return { token: this.jwt.sign(claims, { expiresIn: EXTERNAL_TOKEN_SECONDS, audience: request.realm }) };
  }

  /** A bearer must be a live session's token: a login or expired token is refused (401) rather than ignored. */
  private async sessionOf(bearer: string): Promise<Pick<ExternalAuthClaims, 'ins' | 'sub' | 'acc'>> {
    const claims = this.tokens.verify(bearer, ['session']);
    const session = await this.sessions.liveSession(claims.sid);
    return { ins: session.instanceId, sub: session.userId, acc: session.accountId };
  }
}
