import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { AuthModule } from '../auth/auth.module.js';
import { RateLimitModule } from '../auth/rate-limit.js';
import { DeliveryModule } from '../delivery/delivery.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { AzureMarketplace } from './azure.marketplace.js';
import { LocalMarketplace } from './local.marketplace.js';
import { LocalPurchases } from './local-purchases.js';
import { MarketplaceController } from './marketplace.controller.js';
import { MARKETPLACE_PORT, type MarketplacePort } from './marketplace.port.js';
import { MarketplaceService } from './marketplace.service.js';

/** The provider PORCHLIGHT_MARKETPLACE names; azure without its app registration stops the start. */
function marketplaceFor(settings: Settings, dataSource: DataSource): MarketplacePort {
  if (settings.PORCHLIGHT_MARKETPLACE === 'azure') {
    return new AzureMarketplace({
      tenantId: settings.AZURE_MARKETPLACE_TENANT_ID ?? '',
      clientId: settings.AZURE_MARKETPLACE_CLIENT_ID ?? '',
      clientSecret: settings.AZURE_MARKETPLACE_CLIENT_SECRET ?? '',
    });
  }
  return new LocalMarketplace(dataSource);
}

/** Marketplace purchases (the port), the landing's calls, and the service instance's subscriptions list. */
@Module({
  imports: [AuthModule, DeliveryModule, RateLimitModule, SubscriptionsModule],
  controllers: [MarketplaceController],
  providers: [
    { provide: MARKETPLACE_PORT, inject: [SETTINGS, DataSource], useFactory: marketplaceFor },
    LocalPurchases,
    MarketplaceService,
  ],
})
export class MarketplaceModule {}
