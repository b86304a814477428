// The landing with a purchase token (access spec §2, §4): step 0 shows the purchase and takes the admin,
// step 1 says where the confirmation email went. A cancelled purchase shows no form.
import { firstFailure } from '@server/common/validation/field-rules.js';
import {
  ADMIN_ALREADY_CREATED_CODE,
  type AdminForm,
  adminFormChecks,
  isCanceled,
  MARKETPLACE_NOTIFICATION_MS,
} from '@server/modules/marketplace/marketplace-rules.js';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../api/http';
import { t } from '../i18n/i18n';
import { Link } from '../router/router';
import { useSession } from '../session/session';
import { statusLabel } from '../subscriptions/status';
import { Checkbox, Loader, Notice, TextField } from '../ui/controls';
import { notify } from '../ui/notify';
import { createSubscription, type MarketplaceSubscription, resolvePurchase } from './api';
import { adminMessage, purchaseLoadMessage } from './messages';

function Steps({ step }: { step: 0 | 1 }) {
  const names = [t('marketplace.stepDetails'), t('marketplace.stepConfirmation')];
  return (
    <ol className="steps" aria-label={t('marketplace.steps')}>
      {names.map((name, i) => (
        <li
          key={name}
          className={i === step ? 'steps__step steps__step--current' : 'steps__step'}
          aria-current={i === step ? 'step' : undefined}
        >
          <span className="steps__number" aria-hidden="true">
            {i + 1}
          </span>
          {name}
        </li>
      ))}
    </ol>
  );
}

function HelpCenter() {
  const { user } = useSession();
  return (
    <p className="help-center">
      {t('marketplace.helpText')}{' '}
      <Link to={user ? '/contact-info' : '/contact-support'}>{t('marketplace.helpCenter')}</Link>
    </p>
  );
}

function Summary({ purchase }: { purchase: MarketplaceSubscription }) {
  const items: [string, string][] = [
    [t('marketplace.purchaserEmail'), purchase.purchaser.emailId],
    [t('marketplace.offerName'), purchase.offerId],
    [t('marketplace.subscriptionName'), purchase.name],
    [t('marketplace.subscriptionId'), purchase.id],
    [t('marketplace.status'), statusLabel(purchase.saasSubscriptionStatus)],
    [t('marketplace.plan'), purchase.planName],
  ];
  return (
    <dl className="summary">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type FieldName = 'admin.email' | 'admin.firstName' | 'admin.lastName';

function AdminFormStep({
  token,
  purchase,
  onCreated,
}: {
  token: string;
  purchase: MarketplaceSubscription;
  onCreated: (adminEmail: string) => void;
}) {
  const purchaser = purchase.purchaser.emailId;
  const [different, setDifferent] = useState(false);
  const [email, setEmail] = useState(purchaser);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const chooseDifferent = (checked: boolean) => {
    setDifferent(checked);
    setEmail(checked ? '' : purchaser);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const admin: AdminForm = { email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim() };
    const failure = firstFailure(adminFormChecks(admin));
    setError(failure ? { field: `admin.${failure.field}`, message: adminMessage(failure) } : null);
    if (failure) return;
    setBusy(true);
    try {
      await createSubscription(token, admin);
      onCreated(admin.email);
    } catch (caught) {
      const fieldError = caught instanceof ApiError ? caught.errors[0] : undefined;
      if (caught instanceof ApiError && caught.status === 422 && fieldError) {
        setError({ field: fieldError.field, message: adminMessage(fieldError) });
      } else if (caught instanceof ApiError && caught.code === ADMIN_ALREADY_CREATED_CODE) {
        notify('error', t('marketplace.adminExists'), MARKETPLACE_NOTIFICATION_MS);
      } else {
        notify(
          'error',
          `${t('marketplace.failedTitle')}. ${t('marketplace.failedText')}`,
          MARKETPLACE_NOTIFICATION_MS,
        );
      }
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: FieldName) => (error?.field === field ? error.message : null);
  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby="admin-form-title">
      <h2 id="admin-form-title">{t('marketplace.adminTitle')}</h2>
      <Checkbox label={t('marketplace.differentAdmin')} checked={different} onChange={chooseDifferent} />
      <TextField
        label={t('marketplace.adminEmail')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        disabled={!different}
        error={errorOf('admin.email')}
      />
      <TextField
        label={t('marketplace.firstName')}
        autoComplete="given-name"
        maxLength={50}
        value={firstName}
        onChange={setFirstName}
        error={errorOf('admin.firstName')}
      />
      <TextField
        label={t('marketplace.lastName')}
        autoComplete="family-name"
        maxLength={50}
        value={lastName}
        onChange={setLastName}
        error={errorOf('admin.lastName')}
      />
      <Notice kind="info">{t('marketplace.info')}</Notice>
      <button type="submit" className="button button--wide" disabled={busy}>
        {t('marketplace.continue')}
      </button>
    </form>
  );
}

export function PurchaseSetup({ token }: { token: string }) {
  const [purchase, setPurchase] = useState<MarketplaceSubscription | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [step, setStep] = useState<0 | 1>(0);
  const [adminEmail, setAdminEmail] = useState('');

  useEffect(() => {
    let live = true;
    setPurchase(null);
    setLoadError(null);
    resolvePurchase(token)
      .then((found) => {
        if (live) setPurchase(found);
      })
      .catch((error: unknown) => {
        if (live) setLoadError(purchaseLoadMessage(error));
      });
    return () => {
      live = false;
    };
  }, [token]);

  const canceled = purchase !== null && isCanceled(purchase.saasSubscriptionStatus);
  let title = t('marketplace.stepDetails');
  if (canceled) title = t('marketplace.canceledTitle');
  else if (step === 1) title = t('marketplace.stepConfirmation');

  return (
    <section className="card marketplace-setup" aria-labelledby="marketplace-title">
      {canceled ? null : <Steps step={step} />}
      <h1 id="marketplace-title">{title}</h1>
      {!purchase && !loadError ? <Loader /> : null}
      {loadError ? <Notice kind="error">{loadError}</Notice> : null}
      {purchase && step === 0 ? (
        <>
          {canceled ? <p>{t('marketplace.canceledText')}</p> : null}
          <Summary purchase={purchase} />
          {canceled ? null : (
            <AdminFormStep
              token={token}
              purchase={purchase}
              onCreated={(email) => {
                setAdminEmail(email);
                setStep(1);
              }}
            />
          )}
        </>
      ) : null}
      {step === 1 ? (
        <>
          <Notice kind="success">{t('marketplace.confirmationText', { email: adminEmail })}</Notice>
          <p>
            <Link to="/marketplace">{t('marketplace.toProfile')}</Link>
          </p>
        </>
      ) : null}
      <HelpCenter />
    </section>
  );
}
