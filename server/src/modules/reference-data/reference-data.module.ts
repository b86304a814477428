import { Module } from '@nestjs/common';
import { ReferenceDataController } from './reference-data.controller.js';
import { ReferenceDataRepository } from './reference-data.repository.js';
import { ReferenceDataService } from './reference-data.service.js';

@Module({
  controllers: [ReferenceDataController],
  providers: [ReferenceDataRepository, ReferenceDataService],
  exports: [ReferenceDataService],
})
export class ReferenceDataModule {}
