// Wire shapes of the marketplace and the service instance's subscriptions (access spec §2-§3, API.md).
// The contract folder imports only its own files: the server and both UIs import these.

/** The SaaS subscription statuses of the marketplace (Suspended: the purchaser's payment failed). */
export const SUBSCRIPTION_STATUSES = [
  'PendingFulfillmentStart',
  'Subscribed',
  'Suspended',
  'Unsubscribed',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What the action link of a subscription row does: start, continue or look at its configuration. */
export type ConfigureAction = 'configure' | 'continue' | 'view';

/** A marketplace subscription as /api/marketplace answers it. */
export interface MarketplaceSubscription {
  id: string;
  name: string;
  offerId: string;
  planId: string;
  planName: string;
  saasSubscriptionStatus: SubscriptionStatus;
  purchaser: { emailId: string };
}

/** A plan of the offer. */
export interface MarketplacePlan {
  planId: string;
  displayName: string;
}

/** One row of GET /api/subscriptions (the subscriber's list on the service instance). */
export interface SubscriptionApplication {
  id: string;
  name: string;
  plan: string;
  offer: string;
  state: SubscriptionStatus;
  formsEngineApplicationId: string | null;
  applicationSubmitted: boolean;
  applicationState: string | null;
  action: ConfigureAction | null;
  configureUrl: string | null;
}
