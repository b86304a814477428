import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { unauthorized } from '../../common/errors/domain.exception.js';
import { ERROR_CODE } from '../../contract/errors.js';

/** The kinds of bearer token (API.md "Tokens") and how long each lives. */
export const TOKEN_LIFE_SECONDS = {
  login: 10 * 60,
  session: 30 * 60,
  mfa: 15 * 60,
  operation: 15 * 60,
} as const;
export type TokenKind = keyof typeof TOKEN_LIFE_SECONDS;

export interface TokenClaims {
  typ: TokenKind;
  /** user id */
  sub: number;
  /** instance id */
  ins: number;
  /** session id (session tokens) */
  sid?: string;
  /** operation token row id, or anything else a kind needs */
  ref?: string;
  exp?: number;
}

/** Expired session token: the client refreshes (access spec §8, API.md). */
export const EXPIRED_TOKEN_CODE = ERROR_CODE.tokenExpired;

@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  sign(claims: Omit<TokenClaims, 'exp'>): string {
    return this.jwt.sign({ ...claims }, { expiresIn: TOKEN_LIFE_SECONDS[claims.typ] });
  }

  /** Verifies signature, kind and expiry; an expired token gives code 1, anything else 'unauthorized'. */
  verify(token: string, kinds: TokenKind[], { ignoreExpiration = false } = {}): TokenClaims {
    let claims: TokenClaims;
    try {
      claims = this.jwt.verify<TokenClaims>(token, { ignoreExpiration });
    } catch (error) {
      if ((error as Error).name === 'TokenExpiredError')
        throw unauthorized(EXPIRED_TOKEN_CODE, 'Token expired');
      throw unauthorized();
    }
    if (!kinds.includes(claims.typ)) throw unauthorized();
    return claims;
  }
}
