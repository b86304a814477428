import { Global, Module } from '@nestjs/common';
import { BrandingTranslationsController } from './branding-translations.controller.js';
import { BrandingTranslationsService } from './branding-translations.service.js';
import { InstanceContentController } from './instance-content.controller.js';
import { InstanceContentService } from './instance-content.service.js';
import { InstanceFeaturesController } from './instance-features.controller.js';
import { InstanceResolver } from './instance-resolver.service.js';
import { InstancesController } from './instances.controller.js';

@Global()
@Module({
  controllers: [
    InstancesController,
    InstanceContentController,
    InstanceFeaturesController,
    BrandingTranslationsController,
  ],
  providers: [InstanceResolver, InstanceContentService, BrandingTranslationsService],
  exports: [InstanceResolver],
})
export class InstancesModule {}
