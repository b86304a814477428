import { Global, Module } from '@nestjs/common';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { CaptchaController } from './captcha.controller.js';
import { CAPTCHA_PORT, type CaptchaPort } from './captcha.port.js';
import { OffCaptcha, Recaptcha, TestCaptcha } from './captcha.providers.js';
import { CaptchaService } from './captcha.service.js';

function captchaFor(settings: Settings): CaptchaPort {
  if (settings.PORCHLIGHT_CAPTCHA === 'test') return new TestCaptcha();
  if (settings.PORCHLIGHT_CAPTCHA === 'recaptcha') return new Recaptcha(settings.RECAPTCHA_SECRET ?? '');
  return new OffCaptcha();
}

/** The captcha port chosen by PORCHLIGHT_CAPTCHA, the rules around it, and the two recaptcha calls. */
@Global()
@Module({
  controllers: [CaptchaController],
  providers: [{ provide: CAPTCHA_PORT, inject: [SETTINGS], useFactory: captchaFor }, CaptchaService],
  exports: [CaptchaService],
})
export class CaptchaModule {}
