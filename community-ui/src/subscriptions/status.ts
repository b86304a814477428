import type { SubscriptionStatus } from '@server/modules/subscriptions/subscription-rules.js';
import { t } from '../i18n/i18n';

/** A subscription status in the page language. */
export function statusLabel(status: SubscriptionStatus): string {
  switch (status) {
    case 'PendingFulfillmentStart':
      return t('subscriptions.status.PendingFulfillmentStart');
    case 'Subscribed':
      return t('subscriptions.status.Subscribed');
    case 'Suspended':
      return t('subscriptions.status.Suspended');
    case 'Unsubscribed':
      return t('subscriptions.status.Unsubscribed');
  }
}
