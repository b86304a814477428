// The subscriber's home on the service instance (access spec §2 "Subscriptions list"): a table above 800 px,
// cards below, 7 a page, each with the action link that opens the case form in a new window.
import {
  type ConfigureAction,
  pageOf,
  SUBSCRIPTIONS_TABLE_MIN_WIDTH,
} from '@server/modules/subscriptions/subscription-rules.js';
import { useState } from 'react';
import { t } from '../i18n/i18n';
import { useFetch } from '../programs/api';
import { Loader, Notice } from '../ui/controls';
import type { SubscriptionApplication } from './api';
import { Pager } from './Pager';
import { statusLabel } from './status';
import { useWiderThan } from './useWiderThan';
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

function SubscriptionTable({ rows }: { rows: SubscriptionApplication[] }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('subscriptions.name')}</th>
            <th scope="col">{t('subscriptions.plan')}</th>
            <th scope="col">{t('subscriptions.offer')}</th>
            <th scope="col">{t('subscriptions.state')}</th>
            <th scope="col">{t('subscriptions.action')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td>{row.plan}</td>
              <td>{row.offer}</td>
              <td>{statusLabel(row.state)}</td>
              <td>
                <ActionLink row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SubscriptionCards({ rows }: { rows: SubscriptionApplication[] }) {
  return (
    <ul className="subscription-cards">
      {rows.map((row) => (
        <li key={row.id} className="subscription-card">
          <h2>{row.name}</h2>
          <dl>
            <dt>{t('subscriptions.offer')}</dt>
            <dd>{row.offer}</dd>
            <dt>{t('subscriptions.plan')}</dt>
            <dd>{row.plan}</dd>
          </dl>
          <ActionLink row={row} />
        </li>
      ))}
    </ul>
  );
}

export default function SubscriptionsPage() {
  const { data, error, loading } = useFetch<{ result: SubscriptionApplication[] }>('/subscriptions');
  const wide = useWiderThan(SUBSCRIPTIONS_TABLE_MIN_WIDTH);
  const [page, setPage] = useState(0);
  const all = data?.result ?? [];
  const shown = pageOf(all, page);
  return (
    <section className="page" aria-labelledby="subscriptions-title">
      <h1 id="subscriptions-title">{t('nav.mySubscriptions')}</h1>
      {loading ? <Loader /> : null}
      {error ? <Notice kind="error">{t('subscriptions.unavailable')}</Notice> : null}
      {data && all.length === 0 ? <p className="muted">{t('subscriptions.none')}</p> : null}
      {all.length > 0 ? (
        <>
          {wide ? <SubscriptionTable rows={shown.rows} /> : <SubscriptionCards rows={shown.rows} />}
          <Pager page={shown.page} pages={shown.pages} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
