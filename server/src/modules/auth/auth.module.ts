import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { CaptchaModule } from '../captcha/captcha.module.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { ProgramsModule } from '../programs/programs.module.js';
import { AuthController } from './auth.controller.js';
import { ExternalAuthService } from './external-auth.service.js';
import { LoginService } from './login.service.js';
import { LoginEventsService } from './login-events.service.js';
import { MfaController } from './mfa.controller.js';
import { OneTimeCodesService } from './one-time-codes.service.js';
import { OperationTokensService } from './operation-tokens.service.js';
import { PasswordsService } from './passwords.service.js';
import { RateLimitModule } from './rate-limit.js';
import { RecoveryController } from './recovery.controller.js';
import { RecoveryService } from './recovery.service.js';
import { SecretDigest } from './secret-digest.js';
import { SessionMfaService } from './session-mfa.service.js';
import { SessionsService } from './sessions.service.js';
import { SsoController } from './sso.controller.js';
import { SsoService } from './sso.service.js';

/**
 * Sign-in, sessions, MFA, switching, recovery and single sign-on (access spec §§2, 4, 5, 7, 8), with their
 * rate limits.
 */
@Module({
  imports: [AccountsModule, DeliveryModule, CaptchaModule, RateLimitModule, ProgramsModule],
  controllers: [AuthController, MfaController, RecoveryController, SsoController],
  providers: [
    SecretDigest,
    LoginEventsService,
    LoginService,
    SessionsService,
    SessionMfaService,
    OneTimeCodesService,
    OperationTokensService,
    PasswordsService,
    RecoveryService,
    SsoService,
    ExternalAuthService,
  ],
  exports: [PasswordsService, OperationTokensService, SessionsService],
})
export class AuthModule {}
