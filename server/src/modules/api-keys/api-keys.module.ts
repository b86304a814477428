import { Module } from '@nestjs/common';
import { ApiKeyAuthenticator } from './api-key.authenticator.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { ApiKeysService } from './api-keys.service.js';

/** API keys: their admin routes, and the authenticator the session strategy hands `plk_…` tokens to. */
@Module({
  controllers: [ApiKeysController],
  providers: [ApiKeysRepository, ApiKeysService, ApiKeyAuthenticator],
  exports: [ApiKeyAuthenticator],
})
export class ApiKeysModule {}
