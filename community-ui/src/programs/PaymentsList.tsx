// An application's payments as the applicant reads them: the receipt's facts, and the list on the
// application page (GET /api/applications/:id/payments, newest first).
import type { PaymentWire } from '@server/contract/payments.js';
import { currentLanguage, t } from '../i18n/i18n';
import { formatDate } from './api';
import { CHANNEL_KEY, failureText, moneyText, STATUS_KEY } from './payments';

export function PaymentFacts({ payment, externalId }: { payment: PaymentWire; externalId: string }) {
  const language = currentLanguage();
  const failure = failureText(payment);
  return (
    <dl className="answers payment-facts">
      <div className="answers__row">
        <dt>{t('payment.amount')}</dt>
        <dd>
          <bdi dir="ltr">{moneyText(payment.amount, payment.currency, language)}</bdi>
        </dd>
      </div>
      <div className="answers__row">
        <dt>{t('payment.channel')}</dt>
        <dd>{t(CHANNEL_KEY[payment.channel])}</dd>
      </div>
      {payment.last4 ? (
        <div className="answers__row">
          <dt>{t('payment.endingIn')}</dt>
          <dd>
            <bdi dir="ltr">•••• {payment.last4}</bdi>
          </dd>
        </div>
      ) : null}
      <div className="answers__row">
        <dt>{t('payment.statusLabel')}</dt>
        {/* The job settles the payment while the receipt is open: the change is read out. */}
        <dd aria-live="polite" data-testid="payment-status">
          <span className={`status status--${payment.status}`}>{t(STATUS_KEY[payment.status])}</span>
          {failure ? <span className="payment-failure"> {failure}</span> : null}
        </dd>
      </div>
      <div className="answers__row">
        <dt>{t('payment.date')}</dt>
        <dd>
          <time dateTime={payment.createdAt}>{formatDate(payment.createdAt, language)}</time>
        </dd>
      </div>
      <div className="answers__row">
        <dt>{t('applications.id')}</dt>
        <dd>
          <bdi>{externalId}</bdi>
        </dd>
      </div>
    </dl>
  );
}

export function PaymentsList({ payments }: { payments: PaymentWire[] }) {
  const language = currentLanguage();
  return (
    <ul className="payments">
      {payments.map((p) => (
        <li key={p.id} className="payments__item">
          <span>
            <time dateTime={p.createdAt}>{formatDate(p.createdAt, language)}</time> ·{' '}
            <strong>
              <bdi dir="ltr">{moneyText(p.amount, p.currency, language)}</bdi>
            </strong>{' '}
            · {t(CHANNEL_KEY[p.channel])}
            {p.last4 ? (
              <>
                {' '}
                <bdi dir="ltr">•••• {p.last4}</bdi>
              </>
            ) : null}
          </span>
          <span className={`status status--${p.status}`}>{t(STATUS_KEY[p.status])}</span>
          {failureText(p) ? <span className="muted payments__why">{failureText(p)}</span> : null}
        </li>
      ))}
    </ul>
  );
}
