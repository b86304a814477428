// Changing the login id (access spec §2 "Change login id", §4): email or phone (with the text-message
// consent), a code sent to the new id, then the change.
import { emailRules } from '@server/common/validation/field-rules.js';
import { type FormEvent, useState } from 'react';
import { ApiError, type Auth, api } from '../api/http';
import { t } from '../i18n/i18n';
import { Notice, PhoneField, Tabs, TextField, YesNo } from '../ui/controls';
import { notify } from '../ui/notify';
import { type ShownError, validate } from '../ui/validate';
import { OperationCode, type VerifiedOperation } from './OperationCode';
import { normalLoginId, phoneRules, requestOperationCode } from './recovery';

export interface ChangedLoginId {
  /** The create-login operation token the change answers. */
  token: string;
  loginId: string;
}

const inUse = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || /already in use/i.test(error.message));

interface ChangeLoginIdProps {
  auth: Auth;
  currentLoginId?: string | null;
  onChanged: (changed: ChangedLoginId) => void;
  onCancel: () => void;
}

export function ChangeLoginId({ auth, currentLoginId, onChanged, onCancel }: ChangeLoginIdProps) {
  const [kind, setKind] = useState<'email' | 'phone'>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState<boolean | null>(null);
  const [error, setError] = useState<ShownError | null>(null);
  const [busy, setBusy] = useState(false);
  const [operationId, setOperationId] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const request = async (newLoginId: string) => {
    setBusy(true);
    try {
      const answer = await requestOperationCode(auth, {
        operation: 'change_login_id',
        newLoginId,
        ...(kind === 'phone' ? { mfaChannel: 'phone' as const } : {}),
      });
      setOperationId(answer.operationId);
      setPending(newLoginId);
    } catch (caught) {
      notify('error', inUse(caught) ? t('loginId.inUse') : t('loginId.submitError'));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const shown =
      kind === 'email'
        ? validate([{ field: 'email', value: email, rules: emailRules(), label: t('loginId.email') }])
        : validate([{ field: 'phone', value: phone, rules: phoneRules(), label: t('loginId.phone') }]);
    setError(shown);
    if (!shown) void request(normalLoginId(kind === 'email' ? email : phone));
  };

  const change = async (operation: VerifiedOperation) => {
    try {
      const answer = await api<{ token: string; newLoginChanged: boolean }>(
        '/forward-auth/account/change-login-id',
        {
          method: 'POST',
          auth: { bearer: operation.token },
          body: { newLoginId: pending },
        },
      );
      notify('success', t('loginId.changed'));
      onChanged({ token: answer.token, loginId: pending ?? '' });
    } catch (caught) {
      notify('error', inUse(caught) ? t('loginId.inUse') : t('loginId.submitError'));
    }
  };

  if (pending) {
    return (
      <div className="change-login">
        <p>
          {t('loginId.new')}: <strong>{pending}</strong>{' '}
          <span className="badge badge--pending">{t('loginId.pending')}</span>
        </p>
        <OperationCode
          auth={auth}
          operationId={operationId}
          sentTo={pending}
          onResend={() => request(pending)}
          onVerified={change}
          onCancel={onCancel}
        />
      </div>
    );
  }

  return (
    <form className="change-login" onSubmit={sendCode} noValidate>
      {currentLoginId ? (
        <div className="field">
          <span className="field__label">{t('loginId.current')}</span>
          <p className="verified">
            {currentLoginId} <span className="badge badge--verified">{t('loginId.verified')}</span>
          </p>
        </div>
      ) : null}
      <Tabs
        label={t('loginId.kind')}
        value={kind}
        onChange={(next) => {
          setKind(next);
          setError(null);
        }}
        tabs={[
          { value: 'email', label: t('loginId.email') },
          { value: 'phone', label: t('loginId.phone') },
        ]}
      />
      {kind === 'email' ? (
        <TextField
          label={t('loginId.newEmail')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={error?.message}
        />
      ) : (
        <>
          <PhoneField
            label={t('loginId.newPhone')}
            value={phone}
            onChange={setPhone}
            error={error?.message}
          />
          <YesNo legend={t('loginId.smsConsent')} value={consent} onChange={setConsent} />
          {consent === false ? <Notice kind="info">{t('loginId.smsConsentRequired')}</Notice> : null}
        </>
      )}
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button" disabled={busy || (kind === 'phone' && consent !== true)}>
          {t('loginId.sendCode')}
        </button>
      </div>
    </form>
  );
}
