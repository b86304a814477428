import { Body, Controller, Get, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { RateLimited } from '../auth/rate-limit.js';
import { CaptchaService } from './captcha.service.js';
import { VerifyCaptchaDto } from './dto/captcha.dto.js';

@ApiTags('access')
@Controller('recaptcha')
export class CaptchaController {
  constructor(
    private readonly captcha: CaptchaService,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  @Public()
  @Get('is-activated')
  @ApiQuery({ name: 'instance', required: false })
  @ApiOperation({
    summary:
      'Whether the bot check is on (sign-up always asks for it; login per branding), and with reCAPTCHA the ' +
      'public siteKey the page loads it with',
  })
  isActivated(): { activated: boolean; siteKey?: string } {
    const { PORCHLIGHT_CAPTCHA, RECAPTCHA_SITE_KEY } = this.settings;
    return {
      activated: this.captcha.activated,
      ...(PORCHLIGHT_CAPTCHA === 'recaptcha' && RECAPTCHA_SITE_KEY ? { siteKey: RECAPTCHA_SITE_KEY } : {}),
    };
  }

  @Public()
  @RateLimited('address')
  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'What the provider says of a captcha token: {success, score}' })
  verify(@Body() dto: VerifyCaptchaDto, @Ip() ip: string) {
    return this.captcha.verify(dto.token, dto.captchaVersion ?? 3, ip);
  }
}
