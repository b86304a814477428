import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/decorators.js';
import { unauthorized } from '../../common/errors/domain.exception.js';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { CaptchaService } from '../captcha/captcha.service.js';
import { InstanceResolver } from '../instances/instance-resolver.service.js';
import {
  ChangeLoginIdDto,
  CreateResetTokenDto,
  FindLoginDto,
  OperationCodeRequestDto,
  OperationCodeVerifyDto,
  SetPasswordDto,
  UpdatePasswordDto,
} from './dto/recovery.dto.js';
import { publicBaseOf } from './public-links.js';
import { RateLimited } from './rate-limit.js';
import { RecoveryService } from './recovery.service.js';
import { bearerToken } from './session.strategy.js';

/** The tokens of these calls are MFA or operation tokens, which the session guard does not take: each call reads its own. */
@ApiTags('recovery')
@Controller()
export class RecoveryController {
  constructor(
    private readonly instances: InstanceResolver,
    private readonly captcha: CaptchaService,
    private readonly recovery: RecoveryService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  @Public()
  @RateLimited('address', 'loginId')
  @Post('auth/find-login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Find a login: {reason} when denied or not found, else {token, mfa_channel, contact}',
  })
  async findLogin(@Body() dto: FindLoginDto, @Req() req: FastifyRequest) {
    const instance = await this.instances.fromRequest(req);
    await this.captcha.assertHuman(dto, req.ip);
    return this.recovery.findLogin(instance, dto.loginId);
  }

  @Public()
  @ApiBearerAuth()
  @RateLimited('address')
  @Post('auth/mfa/request')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a code for change_password or change_login_id (MFA or session token)' })
  async requestCode(@Body() dto: OperationCodeRequestDto, @Req() req: FastifyRequest) {
    const caller = await this.recovery.callerOf(bearerToken(req));
    return this.recovery.requestCode(caller, dto.operation, dto.mfaChannel, dto.newLoginId);
  }

  @Public()
  @ApiBearerAuth()
  @RateLimited('address')
  @Post('auth/mfa/verify')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Check an operation code: {token} (operation token, 15 min, single use), createLogin',
  })
  async verifyCode(@Body() dto: OperationCodeVerifyDto, @Req() req: FastifyRequest) {
    const caller = await this.recovery.callerOf(bearerToken(req));
    return this.recovery.verifyCode(caller, dto.operationId, dto.code);
  }

  @Public()
  @ApiBearerAuth()
  @RateLimited('address')
  @Get('auth/login-id')
  @ApiOperation({
    summary:
      'The login id a set-password operation token (create-login link, reset by code) is for: {loginId}; 401 when the token is not live',
  })
  loginId(@Req() req: FastifyRequest) {
    return this.recovery.loginIdFor(operationToken(req));
  }

  @Public()
  @ApiBearerAuth()
  @RateLimited('address')
  @Post('auth/set-password')
  @HttpCode(204)
  @ApiOperation({ summary: 'Create a login or reset the password with the operation token' })
  async setPassword(@Body() dto: SetPasswordDto, @Req() req: FastifyRequest) {
    await this.recovery.setPassword(operationToken(req), dto.password ?? '', dto.password_confirmation ?? '');
  }

  @Public()
  @ApiBearerAuth()
  @RateLimited('address')
  @Post('forward-auth/account/change-login-id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Change the login id with the operation token: {token, newLoginChanged}; 409 loginIdInUse',
  })
  changeLoginId(@Body() dto: ChangeLoginIdDto, @Req() req: FastifyRequest) {
    return this.recovery.changeLoginId(operationToken(req), dto.newLoginId);
  }

  @Public()
  @RateLimited('address')
  @Post('create-token')
  @HttpCode(204)
  @ApiOperation({ summary: 'Email a single-use reset link; the same 204 whether or not the mail is known' })
  async createToken(@Body() dto: CreateResetTokenDto, @Req() req: FastifyRequest) {
    const instance = await this.instances.fromRequest(req);
    await this.recovery.sendResetLink(instance, dto.ds_mail, publicBaseOf(instance, this.settings));
  }

  @Public()
  @RateLimited('address')
  @Get('validate-token/:token')
  @ApiOperation({ summary: 'Whether a reset link is live: {id}; 404 when unknown, used or expired' })
  validateToken(@Param('token') token: string) {
    return this.recovery.validateResetLink(token);
  }

  @Public()
  @RateLimited('address')
  @Patch('update-password')
  @HttpCode(204)
  @ApiOperation({ summary: 'Set the new password of a reset link; 422 usedOrWeakPassword' })
  async updatePassword(@Body() dto: UpdatePasswordDto) {
    await this.recovery.updatePassword(dto.ds_token, dto.ds_password ?? '');
  }
}

function operationToken(req: FastifyRequest): string {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  return token;
}
