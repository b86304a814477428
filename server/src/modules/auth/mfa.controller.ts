import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../common/auth/auth-context.js';
import { AcceptsLoginToken, CurrentSession } from '../../common/auth/decorators.js';
import { originOf } from './auth.controller.js';
import { accountKeyOf } from './dto/account-key.dto.js';
import { MfaSendDto, MfaVerifyDto } from './dto/mfa.dto.js';
import { RateLimited } from './rate-limit.js';
import { SessionMfaService } from './session-mfa.service.js';

@ApiTags('access')
@ApiBearerAuth()
@Controller('mfa')
export class MfaController {
  constructor(private readonly mfa: SessionMfaService) {}

  @AcceptsLoginToken()
  @RateLimited('address')
  @Post('send')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Send a 6-digit code for the account (login token; session token when switching)',
  })
  async send(@CurrentSession() caller: Caller, @Body() dto: MfaSendDto) {
    await this.mfa.send(caller, accountKeyOf(dto), dto.channel);
  }

  @AcceptsLoginToken()
  @RateLimited('address')
  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Check the code: {token} after login, {token, redirectUrl} when switching' })
  verify(@CurrentSession() caller: Caller, @Body() dto: MfaVerifyDto, @Req() req: FastifyRequest) {
    return this.mfa.verify(caller, accountKeyOf(dto), dto.code, originOf(req));
  }
}
