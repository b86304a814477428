// The subscriber's home on the service instance (access spec §2 "Subscriptions list"): a table above 800 px,
// cards below, 7 a page, each with the action link that opens the case form in a new window.

import type { SubscriptionApplication } from '@server/contract/subscriptions.js';
import {
  type ConfigureAction,
  SUBSCRIPTIONS_TABLE_MIN_WIDTH,
} from '@server/modules/subscriptions/subscription-rules.js';
import { t } from '../i18n/i18n';
import { useFetch } from '../programs/api';
import { Loader, Notice } from '../ui/controls';
import { type ListField, SubscriptionList } from './SubscriptionList';
import { statusLabel } from './status';
import './subscriptions.css';

const ACTION_LABELS: Record<ConfigureAction, () => string> = {
  configure: () => t('subscriptions.configure'),
  continue: () => t('subscriptions.continueConfiguration'),
  view: () => t('subscriptions.viewConfiguration'),
};

function ActionLink({ row }: { row: SubscriptionApplication }) {
  if (!row.action) return null;
  const label = ACTION_LABELS[row.action]();
  if (!row.configureUrl) {
    return (
      <span className="action-unavailable" title={t('subscriptions.formUnavailable')}>
        {label}
      </span>
    );
  }
  return (
    <a href={row.configureUrl} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden">
        {' '}
        {row.name} {t('common.opensInNewTab')}
      </span>
    </a>
  );
}

export default function SubscriptionsPage() {
  const { data, error, loading } = useFetch<{ result: SubscriptionApplication[] }>('/subscriptions');
  const all = data?.result ?? [];
  const plan: ListField<SubscriptionApplication> = {
    label: t('subscriptions.plan'),
    value: (row) => row.plan,
  };
  const offer: ListField<SubscriptionApplication> = {
    label: t('subscriptions.offer'),
    value: (row) => row.offer,
  };
  return (
    <section className="page" aria-labelledby="subscriptions-title">
      <h1 id="subscriptions-title">{t('nav.mySubscriptions')}</h1>
      {loading ? <Loader /> : null}
      {error ? <Notice kind="error">{t('subscriptions.unavailable')}</Notice> : null}
      {data && all.length === 0 ? <p className="muted">{t('subscriptions.none')}</p> : null}
      {all.length > 0 ? (
        <SubscriptionList
          rows={all}
          tableFrom={SUBSCRIPTIONS_TABLE_MIN_WIDTH}
          nameLabel={t('subscriptions.name')}
          columns={[plan, offer, { label: t('subscriptions.state'), value: (row) => statusLabel(row.state) }]}
          cardFields={[offer, plan]}
          action={{ label: t('subscriptions.action'), value: (row) => <ActionLink row={row} /> }}
        />
      ) : null}
    </section>
  );
}
