import { Module } from '@nestjs/common';
import { DeclarationsRepository } from './declarations.repository.js';
import { DeclarationsService } from './declarations.service.js';

/** Declarations (resource-instance-declarations): their admin resource is in the registry; submissions use the service. */
@Module({
  providers: [DeclarationsRepository, DeclarationsService],
  exports: [DeclarationsService],
})
export class DeclarationsModule {}
