import { DataSource } from 'typeorm';
import { sha256 } from '../auth/secret-digest.js';
import { MarketplaceToken } from '../subscriptions/entities/marketplace-token.entity.js';
import { Plan } from '../subscriptions/entities/plan.entity.js';
import { Subscription } from '../subscriptions/entities/subscription.entity.js';
import type { MarketplacePlan, MarketplacePort, Purchase, SubscriptionRef } from './marketplace.port.js';
import { purchaseTokenExpired, purchaseTokenNotFound } from './marketplace-errors.js';

/**
 * PORCHLIGHT_MARKETPLACE=local: the marketplace is this database. Purchases are the tokens minted by
 * `porchlight marketplace token` (kept as their SHA-256, scoped to an instance), offers and plans are the
 * instance's plans, and a subscription's state is its own row once it exists.
 */
export class LocalMarketplace implements MarketplacePort {
  readonly kind = 'local';

  constructor(private readonly dataSource: DataSource) {}

  async resolve(instanceId: number, purchaseToken: string): Promise<Purchase> {
    const minted = await this.dataSource
      .getRepository(MarketplaceToken)
      .findOneBy({ instanceId, tokenHash: sha256(purchaseToken) });
    if (!minted) throw purchaseTokenNotFound();
    if (minted.expiresAt.getTime() <= Date.now()) throw purchaseTokenExpired();
    const current = await this.dataSource
      .getRepository(Subscription)
      .findOneBy({ instanceId, saasSubscriptionId: minted.saasSubscriptionId });
    if (current) {
      return {
        saasSubscriptionId: current.saasSubscriptionId,
        name: current.name,
        offerId: current.offerId,
        planId: current.planId,
        status: current.status,
        purchaserEmail: current.purchaserEmail,
      };
    }
    return {
      saasSubscriptionId: minted.saasSubscriptionId,
      name: minted.subscriptionName,
      offerId: minted.offerId,
      planId: minted.planId,
      status: 'PendingFulfillmentStart',
      purchaserEmail: minted.purchaserEmail,
    };
  }

  // The local marketplace bills nothing and keeps no state apart from the subscription's own row, which
  // MarketplaceService writes after an activation or a plan change: both are taken as asked.
  async activate(): Promise<void> {}

  async changePlan(): Promise<void> {}

  async plans({ instanceId, offerId }: SubscriptionRef): Promise<MarketplacePlan[]> {
    const plans = await this.dataSource
      .getRepository(Plan)
      .find({ where: { instanceId, offerId }, order: { id: 'ASC' } });
    return plans.map(({ planId, displayName }) => ({ planId, displayName }));
  }
}
