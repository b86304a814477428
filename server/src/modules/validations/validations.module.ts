import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { ValidationsController } from './validations.controller.js';
import { ValidationsService } from './validations.service.js';

@Module({
  imports: [ApplicationsModule],
  controllers: [ValidationsController],
  providers: [ValidationsService],
  exports: [ValidationsService],
})
export class ValidationsModule {}
