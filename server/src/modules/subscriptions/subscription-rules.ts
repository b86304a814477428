// Rules of the service instance's subscriptions list (access spec §2 "Subscriptions list", §3, §9), shared by
// the server and the community UI: pure functions only.
import {
  type ConfigureAction,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '../../contract/subscriptions.js';

export { type ConfigureAction, SUBSCRIPTION_STATUSES, type SubscriptionStatus };

/** Rows per page of both subscription lists (access spec §9). */
export const SUBSCRIPTIONS_PAGE_SIZE = 7;

/** The subscriber's list is a table above this width and cards below it (access spec §9 'tablet'). */
export const SUBSCRIPTIONS_TABLE_MIN_WIDTH = 800;

export interface ConfigurationFacts {
  status: SubscriptionStatus;
  formsEngineApplicationId: string | null;
  applicationSubmitted: boolean;
}

/**
 * No application yet: Configure (a new one); an application not submitted: Continue Configuration; a
 * submitted one: View Configuration. A cancelled subscription has nothing left to configure.
 */
export function configureActionOf(facts: ConfigurationFacts): ConfigureAction | null {
  if (facts.status === 'Unsubscribed') return null;
  if (!facts.formsEngineApplicationId) return 'configure';
  return facts.applicationSubmitted ? 'view' : 'continue';
}

export interface ConfigureLinkInput {
  /** The case form: the apply address of the instance's subscription-setup program. */
  formUrl: string;
  /** The instance's sub-domain: the forms service serves every tenant. */
  tenant: string;
  subscriptionId: string;
  subscriptionName: string;
  email: string;
  action: ConfigureAction;
}

/** The case form's address with t, subId, subName, email, and newApp=true when no application exists yet. */
export function configureLinkOf(input: ConfigureLinkInput): string {
  const params = new URLSearchParams({
    t: input.tenant,
    subId: input.subscriptionId,
    subName: input.subscriptionName,
    email: input.email,
  });
  if (input.action === 'configure') params.set('newApp', 'true');
  return `${input.formUrl}${input.formUrl.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** The rows of one page (0-based) and how many pages there are. */
export function pageOf<T>(rows: readonly T[], page: number, size = SUBSCRIPTIONS_PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(0, page), pages - 1);
  return { rows: rows.slice(current * size, (current + 1) * size), page: current, pages };
}
