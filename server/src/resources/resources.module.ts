import { Module } from '@nestjs/common';
import { RESOURCES } from './registry.js';
import { resourceController } from './resource-controller.factory.js';
import { ResourcesService } from './resources.service.js';
import { SchemaController } from './schema.controller.js';

/** The admin resources of the registry: /api/admin/<name> for each, and /api/admin/schema. */
@Module({
  controllers: [SchemaController, ...RESOURCES.map(resourceController)],
  providers: [ResourcesService],
})
export class ResourcesModule {}
