import { Inject, Injectable } from '@nestjs/common';
import { badRequest } from '../../common/errors/domain.exception.js';
import { ERROR_CODE } from '../../contract/errors.js';
import type { Instance } from '../instances/entities/instance.entity.js';
import { CAPTCHA_PORT, CAPTCHA_V3_THRESHOLD, type CaptchaPort, type CaptchaVersion } from './captcha.port.js';

export interface CaptchaAnswer {
  captchaToken?: string;
  captchaVersion?: CaptchaVersion;
}

/** Where the bot check applies and what passes it (access spec §4, §5). */
@Injectable()
export class CaptchaService {
  constructor(@Inject(CAPTCHA_PORT) private readonly port: CaptchaPort) {}

  get activated(): boolean {
    return this.port.activated;
  }

  verify(token: string, version: CaptchaVersion, remoteIp?: string) {
    return this.port.verify(token, version, remoteIp);
  }

  /** Login asks for the captcha when the instance turns it on or has no branding of its own. */
  static appliesToLogin(instance: Pick<Instance, 'captchaEnabled' | 'hasBranding'>): boolean {
    return instance.captchaEnabled || !instance.hasBranding;
  }

  /**
   * Passes a v3 token scoring at least 0.7 or a solved v2 challenge; a lower v3 score asks the client for
   * the v2 challenge. Nothing to check when the captcha is off.
   */
  async assertHuman({ captchaToken, captchaVersion = 3 }: CaptchaAnswer, remoteIp?: string): Promise<void> {
    if (!this.port.activated) return;
    if (!captchaToken) throw badRequest(ERROR_CODE.captchaRequired, 'Please complete the captcha');
    const result = await this.port.verify(captchaToken, captchaVersion, remoteIp);
    if (!result.success) throw badRequest(ERROR_CODE.captchaFailed, 'The captcha check failed');
    if (captchaVersion === 3 && (result.score ?? 0) < CAPTCHA_V3_THRESHOLD) {
      throw badRequest(ERROR_CODE.captchaV2Required, 'Please complete the captcha challenge');
    }
  }
}
