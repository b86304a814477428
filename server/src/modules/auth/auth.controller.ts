import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Caller, SessionCaller } from '../../common/auth/auth-context.js';
import { AcceptsLoginToken, CurrentSession, Public, SignedIn } from '../../common/auth/decorators.js';
import { unauthorized } from '../../common/errors/domain.exception.js';
import { instanceNameOf } from '../instances/instance-resolver.service.js';
import { AccountKeyDto, accountKeyOf } from './dto/account-key.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { LoginService } from './login.service.js';
import { RateLimited } from './rate-limit.js';
import { bearerToken } from './session.strategy.js';
import { SessionMfaService } from './session-mfa.service.js';
import { SessionsService } from './sessions.service.js';

export const originOf = (req: FastifyRequest) => ({ protocol: req.protocol, host: req.headers.host });

@ApiTags('access')
@Controller('users')
export class AuthController {
  constructor(
    private readonly login: LoginService,
    private readonly sessions: SessionsService,
    private readonly mfa: SessionMfaService,
  ) {}

  @Public()
  @RateLimited('address', 'loginId')
  @Post('login-v2')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sign in with email or phone and password: {token} (a login token, 10 min) and accounts, the list GET /api/users/accounts answers, so a client needs no second call',
  })
  loginV2(@Body() dto: LoginDto, @Req() req: FastifyRequest) {
    return this.login.login({
      subdomain: instanceNameOf(req),
      loginId: dto.email ?? dto.phone ?? '',
      password: dto.password,
      captcha: dto,
      remoteIp: req.ip,
    });
  }

  @AcceptsLoginToken()
  @ApiBearerAuth()
  @RateLimited('address')
  @Post('session-v2')
  @HttpCode(200)
  @ApiOperation({ summary: 'Open a session on one account: {token}, or {mfa: {required, channels}}' })
  session(@CurrentSession() caller: Caller, @Body() dto: AccountKeyDto) {
    return this.sessions.choose(caller, accountKeyOf(dto));
  }

  @Public()
  @ApiBearerAuth()
  @RateLimited('address')
  @Post('session-refresh')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A fresh session token for an expired one, while its session lives (12 h at most)',
  })
  refresh(@Req() req: FastifyRequest) {
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    return this.sessions.refresh(token);
  }

  @ApiBearerAuth()
  @SignedIn()
  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out: the session is revoked, its token no longer works' })
  async logout(@CurrentSession() caller: SessionCaller) {
    await this.sessions.logout(caller);
  }

  @ApiBearerAuth()
  @AcceptsLoginToken()
  @Post('switch')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Switch to another of your accounts: with a session token (from government and business accounts) ' +
      '{mfa: {required: true, channels}} or {token, redirectUrl}; with a login token the check ' +
      '{mfa: {required, channels}}; 401 when logged out',
  })
  switch(@CurrentSession() caller: Caller, @Body() dto: AccountKeyDto, @Req() req: FastifyRequest) {
    if (caller.kind === 'login') return this.mfa.switchCheck(caller.userId, accountKeyOf(dto));
    return this.sessions.switchTo(caller, accountKeyOf(dto), originOf(req));
  }
}
