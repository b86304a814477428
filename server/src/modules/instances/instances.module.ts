import { Global, Module } from '@nestjs/common';
import { InstanceResolver } from './instance-resolver.service.js';
import { InstancesController } from './instances.controller.js';

@Global()
@Module({
  controllers: [InstancesController],
  providers: [InstanceResolver],
  exports: [InstanceResolver],
})
export class InstancesModule {}
