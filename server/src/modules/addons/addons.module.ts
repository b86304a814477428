import { Module } from '@nestjs/common';
import { AddonsRepository } from './addons.repository.js';
import { AddonsService } from './addons.service.js';

/** Add-ons (addons): their admin resource is in the registry; submissions use the service. */
@Module({
  providers: [AddonsRepository, AddonsService],
  exports: [AddonsService],
})
export class AddonsModule {}
