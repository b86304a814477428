import type {
  ConfigureAction,
  SubscriptionStatus,
} from '@server/modules/subscriptions/subscription-rules.js';

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
