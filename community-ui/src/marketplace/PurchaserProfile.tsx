// The landing without a token (access spec §2): signed out, 'You are not logged in' and Sign in; signed in,
// a welcome and Manage Subscriptions, the list a table (7 a page) above 1000 px and cards below.
import {
  canChangePlan,
  MARKETPLACE_TABLE_MIN_WIDTH,
  shownStatus,
} from '@server/modules/marketplace/marketplace-rules.js';
import { useCallback, useEffect, useState } from 'react';
import type { Me } from '../api/types';
import { t } from '../i18n/i18n';
import { navigate } from '../router/router';
import { logout, useSession } from '../session/session';
import { type ListField, SubscriptionList } from '../subscriptions/SubscriptionList';
import { statusLabel } from '../subscriptions/status';
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

function SignedIn({ user }: { user: Me }) {
  const [rows, setRows] = useState<MarketplaceSubscription[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
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
  const fields: ListField<MarketplaceSubscription>[] = [
    { label: t('marketplace.email'), value: (row) => row.purchaser.emailId },
    { label: t('marketplace.plan'), value: (row) => row.planName },
    { label: t('marketplace.offer'), value: (row) => row.offerId },
    { label: t('marketplace.status'), value: (row) => <StatusText subscription={row} /> },
  ];
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
          <SubscriptionList
            rows={rows}
            tableFrom={MARKETPLACE_TABLE_MIN_WIDTH}
            nameLabel={t('marketplace.name')}
            columns={fields}
            cardFields={fields}
            action={{
              label: t('marketplace.action'),
              value: (row) => <ChangePlanButton subscription={row} onChoose={setChanging} />,
            }}
          />
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
