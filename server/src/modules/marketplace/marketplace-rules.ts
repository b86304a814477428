// Rules of the marketplace landing (access spec §2 "Marketplace landing", §4, §5, §8, §9), shared by the
// server and the community UI: pure functions only.
import { adminEmailRules, adminNameRules, type FieldCheck } from '../../common/validation/field-rules.js';
import type { SubscriptionStatus } from '../subscriptions/subscription-rules.js';

/** The address parameter that carries a purchase token: the marketplace marker of the root path. */
export const PURCHASE_TOKEN_PARAM = 'n';

/** The purchaser's list is a table above this width and cards below it (access spec §9). */
export const MARKETPLACE_TABLE_MIN_WIDTH = 1000;

/** How long the landing's notifications stay (access spec §9). */
export const MARKETPLACE_NOTIFICATION_MS = 120_000;

/** A purchase link is good for a day after it is minted. */
export const PURCHASE_TOKEN_HOURS = 24;

/** The used-subscription code (access spec §8, §9). */
export const ADMIN_ALREADY_CREATED_CODE = 102;
export const ADMIN_ALREADY_CREATED_MESSAGE =
  'An admin account has already been created. It cannot be changed at this time. Contact the provider if you need assistance';

/** A cancelled purchase shows 'Subscription Canceled' and no form. */
export const isCanceled = (status: SubscriptionStatus): boolean => status === 'Unsubscribed';

/** Change Plan is offered only for a subscribed subscription (access spec §2, §4). */
export const canChangePlan = (status: SubscriptionStatus): boolean => status === 'Subscribed';

/** Only subscribed and unsubscribed are shown; any other status leaves the cell empty (access spec §3). */
export const shownStatus = (status: SubscriptionStatus): SubscriptionStatus | null =>
  status === 'Subscribed' || status === 'Unsubscribed' ? status : null;

/** The new-plan selector offers the other plans only. */
export const otherPlans = <P extends { planId: string }>(plans: readonly P[], currentPlanId: string): P[] =>
  plans.filter((plan) => plan.planId !== currentPlanId);

export interface AdminForm {
  email: string;
  firstName: string;
  lastName: string;
}

/** The admin form's fields in form order, with the rules and messages of access spec §5. */
export const adminFormChecks = (admin: AdminForm): FieldCheck[] => [
  { field: 'email', value: admin.email, rules: adminEmailRules() },
  { field: 'firstName', value: admin.firstName, rules: adminNameRules('first') },
  { field: 'lastName', value: admin.lastName, rules: adminNameRules('last') },
];
