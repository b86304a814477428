// One form per way to pay (bank account, card, PayPal, check). Each ends in a payment the server accepted,
// handed to onPaid; refusals are shown in words beside the field they concern.
import {
  type AmountOwed,
  isAbaRoutingNumber,
  isBankAccountNumber,
  type PaymentAnswer,
} from '@server/contract/payments.js';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { t } from '../i18n/i18n';
import { Notice, TextField } from '../ui/controls';
import {
  Attempt,
  createCharge,
  createCheckPayment,
  paypalCapture,
  paypalLink,
  refusalText,
  verifyAccount,
} from './payments';

export interface PayProps {
  applicationId: number;
  due: AmountOwed;
  onPaid: (answer: PaymentAnswer, last4: string | null) => void;
}

/** The busy flag, the form-wide error and the attempt's key, shared by the four forms. */
function usePaying() {
  const attempt = useRef(new Attempt());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Runs one attempt; a second submit while one is under way is ignored (the button is disabled too). */
  const run = async (work: (key: string) => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await work(attempt.current.current());
      attempt.current.settle();
    } catch (caught) {
      attempt.current.settle(caught);
      setError(refusalText(caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

function PayForm({
  busy,
  error,
  onSubmit,
  label,
  children,
}: {
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  label: string;
  children?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="pay-form" onSubmit={submit} noValidate>
      {children}
      {error ? <Notice kind="error">{error}</Notice> : null}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('payment.paying') : label}
      </button>
    </form>
  );
}

export function BankForm({ applicationId, due, onPaid }: PayProps) {
  const [routing, setRouting] = useState('');
  const [account, setAccount] = useState('');
  const [errors, setErrors] = useState<{ routing?: string; account?: string }>({});
  const paying = usePaying();
  const submit = () => {
    const found = {
      routing: isAbaRoutingNumber(routing) ? undefined : t('payment.error.routing'),
      account: isBankAccountNumber(account) ? undefined : t('payment.error.account'),
    };
    setErrors(found);
    if (found.routing || found.account) return;
    void paying.run(async (key) => {
      const verified = await verifyAccount(routing, account);
      if (!verified.valid || !verified.token) {
        setErrors({ account: t('payment.error.notVerified') });
        return;
      }
      const answer = await createCharge({ applicationId, ...due, source: verified.token }, key);
      onPaid(answer, verified.last4 ?? null);
    });
  };
  return (
    <PayForm {...paying} onSubmit={submit} label={t('payment.payBank')}>
      <TextField
        label={t('payment.routing')}
        value={routing}
        onChange={(v) => setRouting(v.trim())}
        error={errors.routing}
        hint={t('payment.routingHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
      />
      <TextField
        label={t('payment.account')}
        value={account}
        onChange={(v) => setAccount(v.trim())}
        error={errors.account}
        hint={t('payment.accountHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
      />
    </PayForm>
  );
}

export function CardForm({ applicationId, due, onPaid }: PayProps) {
  const [card, setCard] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const paying = usePaying();
  const submit = () => {
    const digits = card.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits)) {
      setFieldError(t('payment.error.card'));
      return;
    }
    setFieldError(undefined);
    void paying.run(async (key) => {
      const answer = await createCharge({ applicationId, ...due, source: digits }, key);
      // A declined card is answered at once: the applicant stays here and may try another.
      if (answer.status === 'declined') setFieldError(t('payment.error.cardDeclined'));
      else onPaid(answer, digits.slice(-4));
    });
  };
  return (
    <PayForm {...paying} onSubmit={submit} label={t('payment.payCard')}>
      <TextField
        label={t('payment.card')}
        value={card}
        onChange={setCard}
        error={fieldError}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
      />
    </PayForm>
  );
}

export function PaypalForm({ applicationId, due, onPaid }: PayProps) {
  const [approveUrl, setApproveUrl] = useState<{ order: string; url: string } | null>(null);
  const paying = usePaying();
  const link = () =>
    void paying.run(async () => {
      const order = await paypalLink({ applicationId, ...due });
      setApproveUrl({ order: order.id, url: order.approve_url });
    });
  const capture = () =>
    void paying.run(async (key) => {
      if (approveUrl) onPaid(await paypalCapture(approveUrl.order, key), null);
    });
  if (!approveUrl) {
    return (
      <PayForm {...paying} onSubmit={link} label={t('payment.paypalStart')}>
        <p className="muted">{t('payment.paypalHint')}</p>
      </PayForm>
    );
  }
  return (
    <PayForm {...paying} onSubmit={capture} label={t('payment.paypalFinish')}>
      <p>
        <a href={approveUrl.url} target="_blank" rel="noopener noreferrer">
          {t('payment.paypalApprove')}
        </a>
      </p>
      <p className="muted">{t('payment.paypalThen')}</p>
    </PayForm>
  );
}

export function CheckForm({ applicationId, due, onPaid }: PayProps) {
  const [payee, setPayee] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<{ payee?: string; address?: string }>({});
  const paying = usePaying();
  const submit = () => {
    const found = {
      payee: payee.trim() ? undefined : t('payment.error.payee'),
      address: address.trim() ? undefined : t('payment.error.address'),
    };
    setErrors(found);
    if (found.payee || found.address) return;
    void paying.run(async (key) => {
      onPaid(await createCheckPayment({ applicationId, ...due, payee, address }, key), null);
    });
  };
  return (
    <PayForm {...paying} onSubmit={submit} label={t('payment.payCheck')}>
      <TextField label={t('payment.payee')} value={payee} onChange={setPayee} error={errors.payee} />
      <TextField
        label={t('payment.address')}
        value={address}
        onChange={setAddress}
        error={errors.address}
        autoComplete="street-address"
      />
    </PayForm>
  );
}
