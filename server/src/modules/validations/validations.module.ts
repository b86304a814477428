import { Module } from '@nestjs/common';
import { ValidationsController } from './validations.controller.js';
import { ValidationsService } from './validations.service.js';

@Module({
  controllers: [ValidationsController],
  providers: [ValidationsService],
  exports: [ValidationsService],
})
export class ValidationsModule {}
