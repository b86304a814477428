import { Module } from '@nestjs/common';
import { ResourceUsesRepository } from './resource-uses.repository.js';

/** Resource uses (resource-uses): their admin resource is in the registry; programs read the sums for budgets. */
@Module({
  providers: [ResourceUsesRepository],
  exports: [ResourceUsesRepository],
})
export class ResourceUsesModule {}
