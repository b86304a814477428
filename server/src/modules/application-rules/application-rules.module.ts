import { Module } from '@nestjs/common';
import { ApplicationRulesRepository } from './application-rules.repository.js';
import { ApplicationRulesService } from './application-rules.service.js';

/** Application rules (application-rules): their admin resource is in the registry; submissions use the service. */
@Module({
  providers: [ApplicationRulesRepository, ApplicationRulesService],
  exports: [ApplicationRulesService],
})
export class ApplicationRulesModule {}
