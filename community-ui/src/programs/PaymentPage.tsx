// Payment confirmation (programs spec §2 /confirmation-resource/:resourceId/payment-confirmation?application=):
// the amount owed, a way to pay among those the program accepts, then the receipt, which follows the payment
// from processing to its final status while the settlement job works.
import type { ApplicantApplicationView } from '@server/contract/drafts.js';
import { channelsOfProgram, type PaymentChannel, type PaymentWire } from '@server/contract/payments.js';
import type { ProgramDetailView } from '@server/contract/programs.js';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { currentLanguage, t } from '../i18n/i18n';
import { Link, useQuery } from '../router/router';
import type { ScreenProps } from '../router/routes';
import { BackArrow, Loader, Notice } from '../ui/controls';
import { useFetch } from './api';
import { BankForm, CardForm, CheckForm, type PayProps, PaypalForm } from './PaymentForms';
import { PaymentFacts } from './PaymentsList';
import { amountDueOf, CHANNEL_KEY, moneyText, paymentsOf } from './payments';

const FORMS: Record<PaymentChannel, (props: PayProps) => ReactElement> = {
  ach: BankForm,
  card: CardForm,
  paypal: PaypalForm,
  check: CheckForm,
};

/** How long the receipt follows a processing payment (the local job settles in seconds). */
const FOLLOW_MS = 60_000;
const POLL_MS = 1_000;

/** The newest payment of the application (null: none yet), read again while it is processing. */
function useFollowedPayment(applicationId: number, started: number) {
  const [state, setState] = useState<{ started: number; payment: PaymentWire | null } | null>(null);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const until = Date.now() + FOLLOW_MS;
    const read = async () => {
      const newest = (await paymentsOf(applicationId).catch(() => []))[0] ?? null;
      if (!live) return;
      setState({ started, payment: newest });
      const waiting = newest?.status === 'processing' || newest?.status === 'created';
      if (waiting && Date.now() < until) timer = setTimeout(read, POLL_MS);
    };
    void read();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [applicationId, started]);
  return state?.started === started
    ? { loaded: true, payment: state.payment }
    : { loaded: false, payment: null };
}

/** A payment that ends the paying: under way, paid or refunded (declined and failed ones may be tried again). */
const holds = (payment: PaymentWire | null): payment is PaymentWire =>
  payment !== null && payment.status !== 'declined' && payment.status !== 'failed';

function Receipt({
  payment,
  application,
  onRetry,
}: {
  payment: PaymentWire;
  application: ApplicantApplicationView;
  onRetry: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The receipt replaces the form: the focus goes to its heading so a screen reader hears what happened, and a
  // double-clicked Pay button leaves no text selection spread over the new receipt.
  useEffect(() => {
    window.getSelection()?.removeAllRanges();
    heading.current?.focus();
  }, []);
  return (
    <div className="card receipt">
      <h2 id="receipt-title" ref={heading} tabIndex={-1}>
        {t('payment.receipt')}
      </h2>
      <PaymentFacts payment={payment} externalId={application.externalId} />
      <div className="receipt__actions">
        {holds(payment) ? null : (
          <button type="button" className="button" onClick={onRetry}>
            {t('payment.tryAgain')}
          </button>
        )}
        <Link
          className={holds(payment) ? 'button' : 'button button--secondary'}
          to={`/application/${application.id}`}
        >
          {t('payment.backToApplication')}
        </Link>
      </div>
    </div>
  );
}

function ChannelChoice({
  channels,
  chosen,
  onChoose,
}: {
  channels: PaymentChannel[];
  chosen: PaymentChannel;
  onChoose: (channel: PaymentChannel) => void;
}) {
  if (channels.length < 2) return null;
  return (
    <fieldset className="pay-channels">
      <legend>{t('payment.how')}</legend>
      {channels.map((channel) => (
        <label key={channel} className="pay-channels__option">
          <input
            type="radio"
            name="channel"
            checked={chosen === channel}
            onChange={() => onChoose(channel)}
          />
          {t(CHANNEL_KEY[channel])}
        </label>
      ))}
    </fieldset>
  );
}

function PayStep({
  application,
  program,
}: {
  application: ApplicantApplicationView;
  program: ProgramDetailView;
}) {
  const language = currentLanguage();
  const channels = channelsOfProgram(program.settings.Payments.Type);
  const [chosen, setChosen] = useState<PaymentChannel | null>(null);
  const [paidAt, setPaidAt] = useState<number | null>(null);
  // 0: the payments as they were on arrival (a payment made earlier shows its receipt, not the form again).
  const followed = useFollowedPayment(application.id, paidAt ?? 0);
  const due = amountDueOf(program.settings);
  if (!followed.loaded) return <Loader />;
  if (followed.payment && (paidAt !== null || holds(followed.payment))) {
    return <Receipt payment={followed.payment} application={application} onRetry={() => setPaidAt(null)} />;
  }
  if (application.nextStep !== 'pay') return <Notice kind="info">{t('payment.error.notWaiting')}</Notice>;
  if (!due) return <Notice kind="warning">{t('payment.noAmount')}</Notice>;
  if (channels.length === 0) return <Notice kind="warning">{t('payment.error.notAccepted')}</Notice>;
  const channel = chosen ?? channels[0];
  const Form = FORMS[channel];
  return (
    <div className="card">
      <p className="pay-amount">
        {t('payment.amountDue')}{' '}
        <strong>
          <bdi dir="ltr">{moneyText(due.amount, due.currency, language)}</bdi>
        </strong>
      </p>
      <ChannelChoice channels={channels} chosen={channel} onChoose={setChosen} />
      <Form key={channel} applicationId={application.id} due={due} onPaid={() => setPaidAt(Date.now())} />
    </div>
  );
}

export default function PaymentPage({ params }: ScreenProps) {
  const applicationId = useQuery().get('application');
  const application = useFetch<ApplicantApplicationView>(
    applicationId ? `/applications/${encodeURIComponent(applicationId)}` : null,
  );
  const program = useFetch<ProgramDetailView>(`/resource/${encodeURIComponent(params.resourceId)}`);
  if (!applicationId) return <Notice kind="error">{t('payment.noApplication')}</Notice>;
  if (application.loading || program.loading) return <Loader />;
  const error = application.error ?? program.error;
  if (error || !application.data || !program.data)
    return <Notice kind="error">{error ?? t('errors.generic')}</Notice>;
  return (
    <section className="page page--narrow" aria-labelledby="payment-title">
      <p>
        <Link to={`/application/${application.data.id}`}>
          <BackArrow />
          {t('application.title')}
        </Link>
      </p>
      <h1 id="payment-title">{t('payment.title')}</h1>
      <p>
        <bdi>{application.data.program.name}</bdi> · {t('applications.id')}:{' '}
        <bdi>{application.data.externalId}</bdi>
      </p>
      <PayStep application={application.data} program={program.data} />
    </section>
  );
}
