import type { SubscriptionStatus } from '../subscriptions/subscription-rules.js';

/** A purchase as the marketplace tells it: the SaaS subscription behind a landing-page token. */
export interface Purchase {
  saasSubscriptionId: string;
  name: string;
  offerId: string;
  planId: string;
  status: SubscriptionStatus;
  purchaserEmail: string;
}

export interface MarketplacePlan {
  planId: string;
  displayName: string;
}

/** The subscription a call is about, on the instance whose landing it was bought through. */
export interface SubscriptionRef {
  instanceId: number;
  saasSubscriptionId: string;
  offerId: string;
}

/**
 * The marketplace the subscriptions are bought on (PORCHLIGHT_MARKETPLACE): `local` resolves tokens minted
 * by `porchlight marketplace token`; `azure` speaks Microsoft's SaaS fulfillment API. Callers depend on
 * this port only.
 */
export interface MarketplacePort {
  readonly kind: 'local' | 'azure';
  /** The purchase behind a token from the landing address; unknown 404, expired 410. */
  resolve(instanceId: number, purchaseToken: string): Promise<Purchase>;
  /** Tells the marketplace the subscription is set up: from now on it is Subscribed (and billed). */
  activate(subscription: SubscriptionRef, planId: string): Promise<void>;
  /** The plans of the subscription's offer, its current one included. */
  plans(subscription: SubscriptionRef): Promise<MarketplacePlan[]>;
  /** Moves the subscription to another plan of its offer. */
  changePlan(subscription: SubscriptionRef, planId: string): Promise<void>;
}

export const MARKETPLACE_PORT = Symbol('MARKETPLACE_PORT');
