// Change Plan (access spec §2, §4, §8): the subscription, its current plan, and the other plans of its offer.
import { MARKETPLACE_NOTIFICATION_MS, otherPlans } from '@server/modules/marketplace/marketplace-rules.js';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { t } from '../i18n/i18n';
import { Loader, Notice } from '../ui/controls';
import { Modal } from '../ui/Modal';
import { notify } from '../ui/notify';
import { changePlan, type MarketplacePlan, type MarketplaceSubscription, plansOf } from './api';

export function ChangePlanModal({
  subscription,
  onClose,
  onChanged,
}: {
  subscription: MarketplaceSubscription;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [plans, setPlans] = useState<MarketplacePlan[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  useEffect(() => {
    let live = true;
    plansOf(subscription.id)
      .then((all) => {
        if (live) setPlans(otherPlans(all, subscription.planId));
      })
      .catch(() => {
        if (live) setLoadFailed(true);
      });
    return () => {
      live = false;
    };
  }, [subscription]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    setBusy(true);
    try {
      await changePlan(subscription.id, choice);
      notify('success', t('marketplace.planChanged'), MARKETPLACE_NOTIFICATION_MS);
      onChanged();
    } catch {
      notify('error', t('errors.generic'), MARKETPLACE_NOTIFICATION_MS);
      setBusy(false);
    }
  };

  return (
    <Modal title={t('marketplace.changePlan')} onClose={onClose}>
      <form onSubmit={save}>
        <dl className="summary">
          <div>
            <dt>{t('marketplace.subscriptionName')}</dt>
            <dd>{subscription.name}</dd>
          </div>
          <div>
            <dt>{t('marketplace.currentPlan')}</dt>
            <dd>{subscription.planName}</dd>
          </div>
        </dl>
        {plans === null && !loadFailed ? <Loader /> : null}
        {loadFailed ? <Notice kind="error">{t('errors.generic')}</Notice> : null}
        {plans ? (
          <div className="field">
            <label htmlFor={selectId}>{t('marketplace.newPlan')}</label>
            <select id={selectId} value={choice} onChange={(e) => setChoice(e.target.value)} required>
              <option value="">{t('marketplace.choosePlan')}</option>
              {plans.map((plan) => (
                <option key={plan.planId} value={plan.planId}>
                  {plan.displayName}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button" disabled={!choice || busy}>
            {t('marketplace.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
