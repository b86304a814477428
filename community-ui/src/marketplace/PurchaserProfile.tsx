// The landing without a token (access spec §2): signed out, 'You are not logged in' and Sign in; signed in,
// a welcome and Manage Subscriptions, the list a table (7 a page) above 1000 px and cards below.
import {
  canChangePlan,
  MARKETPLACE_TABLE_MIN_WIDTH,
  shownStatus,
} from '@server/modules/marketplace/marketplace-rules.js';
import { pageOf } from '@server/modules/subscriptions/subscription-rules.js';
import { useCallback, useEffect, useState } from 'react';
import type { Me } from '../api/types';
import { t } from '../i18n/i18n';
import { navigate } from '../router/router';
import { logout, useSession } from '../session/session';
import { Pager } from '../subscriptions/Pager';
import { statusLabel } from '../subscriptions/status';
import { useWiderThan } from '../subscriptions/useWiderThan';
import { Loader, Notice } from '../ui/controls';
import { type MarketplaceSubscription, mySubscriptions } from './api';
import { ChangePlanModal } from './ChangePlanModal';
import '../subscriptions/subscriptions.css';

const signInPath = `/login?redirect=${encodeURIComponent('/marketplace')}`;

function StatusText({ subscription }: { subscription: MarketplaceSubscription }) {
  const status = shownStatus(subscription.saasSubscriptionStatus);
  return <>{status ? statusLabel(status) : ''}</>;
}

function ChangePlanButton({
  subscription,
  onChoose,
}: {
  subscription: MarketplaceSubscription;
  onChoose: (subscription: MarketplaceSubscription) => void;
}) {
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={!canChangePlan(subscription.saasSubscriptionStatus)}
      onClick={() => onChoose(subscription)}
    >
      {t('marketplace.changePlan')}
      <span className="visually-hidden"> {subscription.name}</span>
    </button>
  );
}

type ListProps = {
  rows: MarketplaceSubscription[];
  onChoose: (subscription: MarketplaceSubscription) => void;
};

function SubscriptionTable({ rows, onChoose }: ListProps) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('marketplace.name')}</th>
            <th scope="col">{t('marketplace.email')}</th>
            <th scope="col">{t('marketplace.plan')}</th>
            <th scope="col">{t('marketplace.offer')}</th>
            <th scope="col">{t('marketplace.status')}</th>
            <th scope="col">{t('marketplace.action')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td>{row.purchaser.emailId}</td>
              <td>{row.planName}</td>
              <td>{row.offerId}</td>
              <td>
                <StatusText subscription={row} />
              </td>
              <td>
                <ChangePlanButton subscription={row} onChoose={onChoose} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SubscriptionCards({ rows, onChoose }: ListProps) {
  return (
    <ul className="subscription-cards">
      {rows.map((row) => (
        <li key={row.id} className="subscription-card">
          <h2>{row.name}</h2>
          <dl>
            <dt>{t('marketplace.email')}</dt>
            <dd>{row.purchaser.emailId}</dd>
            <dt>{t('marketplace.plan')}</dt>
            <dd>{row.planName}</dd>
            <dt>{t('marketplace.offer')}</dt>
            <dd>{row.offerId}</dd>
            <dt>{t('marketplace.status')}</dt>
            <dd>
              <StatusText subscription={row} />
            </dd>
          </dl>
          <ChangePlanButton subscription={row} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}

function SignedIn({ user }: { user: Me }) {
  const wide = useWiderThan(MARKETPLACE_TABLE_MIN_WIDTH);
  const [rows, setRows] = useState<MarketplaceSubscription[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  const [changing, setChanging] = useState<MarketplaceSubscription | null>(null);

  const load = useCallback(() => {
    mySubscriptions()
      .then((found) => {
        setRows(found);
        setFailed(false);
      })
      .catch(() => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const name =
    [user.profile.ds_firstname, user.profile.ds_lastname].filter(Boolean).join(' ') || user.email || '';
  const shown = pageOf(rows ?? [], page);
  return (
    <>
      <h2>{t('marketplace.welcome', { name })}</h2>
      <p>{t('marketplace.welcomeText')}</p>
      {rows === null && !failed ? <Loader /> : null}
      {failed ? <Notice kind="error">{t('marketplace.listUnavailable')}</Notice> : null}
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls="marketplace-subscriptions"
        disabled={!rows || rows.length === 0}
        onClick={() => setOpen(!open)}
      >
        {t('marketplace.manage')}
      </button>
      {rows && rows.length === 0 ? <p className="muted">{t('marketplace.none')}</p> : null}
      <div id="marketplace-subscriptions" className="marketplace-list" hidden={!open}>
        {open && rows && rows.length > 0 ? (
          <>
            {wide ? (
              <SubscriptionTable rows={shown.rows} onChoose={setChanging} />
            ) : (
              <SubscriptionCards rows={shown.rows} onChoose={setChanging} />
            )}
            <Pager page={shown.page} pages={shown.pages} onPage={setPage} />
          </>
        ) : null}
      </div>
      {changing ? (
        <ChangePlanModal
          subscription={changing}
          onClose={() => setChanging(null)}
          onChanged={() => {
            setChanging(null);
            load();
          }}
        />
      ) : null}
    </>
  );
}

export function PurchaserProfile() {
  const { user } = useSession();
  const [leaving, setLeaving] = useState(false);
  return (
    <section className="page marketplace-profile" aria-labelledby="marketplace-title">
      <div className="page__head">
        <h1 id="marketplace-title">{t('marketplace.title')}</h1>
        {user ? (
          <button
            type="button"
            className="chrome-button"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout();
            }}
          >
            {t('marketplace.signOut')}
          </button>
        ) : (
          <button type="button" className="chrome-button" onClick={() => navigate(signInPath)}>
            {t('marketplace.signIn')}
          </button>
        )}
      </div>
      {user ? (
        <SignedIn user={user} />
      ) : (
        <div className="card card--narrow">
          <h2>{t('marketplace.notLoggedIn')}</h2>
          <p>{t('marketplace.notLoggedInText')}</p>
          <button type="button" className="button button--wide" onClick={() => navigate(signInPath)}>
            {t('marketplace.signIn')}
          </button>
        </div>
      )}
    </section>
  );
}
