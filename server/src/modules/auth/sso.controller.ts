import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Public, SignedIn } from '../../common/auth/decorators.js';
import { originOf } from './auth.controller.js';
import { ExternalAuthDto, SsoLinkAnswerDto, SsoLinkDto, SsoLoginDto, TokenAnswerDto } from './dto/sso.dto.js';
import { ExternalAuthService } from './external-auth.service.js';
import { RateLimited } from './rate-limit.js';
import { bearerToken } from './session.strategy.js';
import { SsoService } from './sso.service.js';

/** Single sign-on between our hosts, and the token the embedded external-auth frame hands its parent. */
@ApiTags('access')
@Controller('users')
export class SsoController {
  constructor(
    private readonly sso: SsoService,
    private readonly external: ExternalAuthService,
  ) {}

  @ApiBearerAuth()
  @SignedIn()
  @RateLimited('address')
  @Post('sso-link')
  @HttpCode(200)
  @ApiOkResponse({ type: SsoLinkAnswerDto })
  @ApiOperation({
    summary:
      'A single sign-on link for your account to another of our addresses: nextUrl with a one-time token; ' +
      '422 nextUrlNotOurs for any other site',
  })
  link(
    @CurrentSession() caller: SessionCaller,
    @Body() dto: SsoLinkDto,
    @Req() req: FastifyRequest,
  ): Promise<SsoLinkAnswerDto> {
    return this.sso.link(caller, dto.nextUrl, originOf(req));
  }

  @Public()
  @RateLimited('address')
  @Post('sso-login')
  @HttpCode(200)
  @ApiOkResponse({ type: TokenAnswerDto })
  @ApiOperation({
    summary:
      "A link's token for a session token on the same account; 401 ssoTokenInvalid when used or expired",
  })
  login(@Body() dto: SsoLoginDto): Promise<TokenAnswerDto> {
    return this.sso.login(dto.tokenGUID);
  }

  @Public()
  @ApiBearerAuth()
  @RateLimited('address')
  @Post('external-open-auth-token')
  @HttpCode(200)
  @ApiOkResponse({ type: TokenAnswerDto })
  @ApiOperation({
    summary:
      'A 5-minute token for a known realm (audience) carrying check, lang and the instance, and the account ' +
      'when a session token is sent; 422 unknownRealm',
  })
  externalToken(@Body() dto: ExternalAuthDto, @Req() req: FastifyRequest): Promise<TokenAnswerDto> {
    return this.external.issue(dto, bearerToken(req), req);
  }
}
