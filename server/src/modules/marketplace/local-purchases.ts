import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notFound, unprocessable } from '../../common/errors/domain.exception.js';
import { emailRules, fieldErrors, maxLength, requiredField } from '../../common/validation/field-rules.js';
import { randomToken, sha256 } from '../auth/secret-digest.js';
import type { Instance } from '../instances/entities/instance.entity.js';
import { MarketplaceToken } from '../subscriptions/entities/marketplace-token.entity.js';
import { Plan } from '../subscriptions/entities/plan.entity.js';
import { Subscription } from '../subscriptions/entities/subscription.entity.js';
import { planNotFound } from './marketplace-errors.js';
import { PURCHASE_TOKEN_HOURS, PURCHASE_TOKEN_PARAM } from './marketplace-rules.js';

export const SUBSCRIPTION_NAME_MAX_LENGTH = 200;

/** A purchase to simulate: what a buyer chose on the marketplace. */
export interface NewPurchase {
  offerId: string;
  planId: string;
  purchaserEmail: string;
  subscriptionName: string;
}

/** A purchase token for a subscription that exists already (the marketplace's 'configure account' again). */
export interface RepeatPurchase {
  saasSubscriptionId: string;
}

export interface MintedPurchase {
  /** The token of the landing address; only its SHA-256 is kept. */
  token: string;
  saasSubscriptionId: string;
  subscriptionName: string;
  offerId: string;
  planId: string;
  purchaserEmail: string;
  expiresAt: Date;
}

/** The landing address of a purchase token on the instance's public base (public-links.ts). */
export const landingUrlOf = (base: string, token: string): string =>
  `${base}/?${PURCHASE_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/**
 * The local marketplace's storefront: mints the purchase tokens that the local provider resolves
 * (`porchlight marketplace token`, and POST /api/marketplace/tokens for an instance administrator).
 */
@Injectable()
export class LocalPurchases {
  constructor(private readonly dataSource: DataSource) {}

  /** The plans the instance sells, by offer, in the order they were added. */
  async offersOf(instanceId: number): Promise<Map<string, Plan[]>> {
    const plans = await this.dataSource
      .getRepository(Plan)
      .find({ where: { instanceId }, order: { id: 'ASC' } });
    const offers = new Map<string, Plan[]>();
    for (const plan of plans) offers.set(plan.offerId, [...(offers.get(plan.offerId) ?? []), plan]);
    return offers;
  }

  async mint(
    instance: Pick<Instance, 'id'>,
    purchase: NewPurchase | RepeatPurchase,
  ): Promise<MintedPurchase> {
    const details =
      'saasSubscriptionId' in purchase
        ? await this.existing(instance.id, purchase.saasSubscriptionId)
        : await this.checked(instance.id, purchase);
    const token = randomToken();
    const expiresAt = new Date(Date.now() + PURCHASE_TOKEN_HOURS * 3_600_000);
    await this.dataSource.getRepository(MarketplaceToken).insert({
      instanceId: instance.id,
      tokenHash: sha256(token),
      saasSubscriptionId: details.saasSubscriptionId,
      subscriptionName: details.subscriptionName,
      offerId: details.offerId,
      planId: details.planId,
      purchaserEmail: details.purchaserEmail,
      expiresAt,
    });
    return { token, ...details, expiresAt };
  }

  private async existing(instanceId: number, saasSubscriptionId: string) {
    const found = await this.dataSource
      .getRepository(Subscription)
      .findOneBy({ instanceId, saasSubscriptionId });
    if (!found) {
      throw notFound('subscriptionNotFound', `The instance has no subscription ${saasSubscriptionId}`);
    }
    return {
      saasSubscriptionId,
      subscriptionName: found.name,
      offerId: found.offerId,
      planId: found.planId,
      purchaserEmail: found.purchaserEmail,
    };
  }

  /** A new purchase names an offer and plan the instance sells, a valid email and a name. */
  private async checked(instanceId: number, purchase: NewPurchase) {
    const subscriptionName = purchase.subscriptionName.trim();
    const purchaserEmail = purchase.purchaserEmail.trim().toLowerCase();
    const errors = fieldErrors([
      { field: 'purchaserEmail', value: purchaserEmail, rules: emailRules('Purchaser email') },
      {
        field: 'subscriptionName',
        value: subscriptionName,
        rules: [
          requiredField('Subscription name'),
          maxLength(SUBSCRIPTION_NAME_MAX_LENGTH, {
            code: 'fieldMaxLength',
            message: `Subscription name must be at most ${SUBSCRIPTION_NAME_MAX_LENGTH} characters`,
          }),
        ],
      },
    ]);
    if (errors.length > 0) throw unprocessable(errors);
    const offers = await this.offersOf(instanceId);
    const plans = offers.get(purchase.offerId);
    if (!plans) {
      throw unprocessable([
        {
          field: 'offerId',
          code: 'offerNotFound',
          message: `The instance sells no offer "${purchase.offerId}" (offers: ${[...offers.keys()].join(', ') || 'none'})`,
        },
      ]);
    }
    if (!plans.some((plan) => plan.planId === purchase.planId)) {
      throw planNotFound(
        purchase.planId,
        plans.map((plan) => plan.planId),
      );
    }
    return {
      saasSubscriptionId: randomUUID(),
      subscriptionName,
      offerId: purchase.offerId,
      planId: purchase.planId,
      purchaserEmail,
    };
  }
}
