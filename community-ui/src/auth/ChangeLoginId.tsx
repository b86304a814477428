// Changing the login id (access spec §2 "Change login id", §4): email or phone (with the text-message
// consent), a code sent to the new id, then the change.
import { type FormEvent, useState } from 'react';
import { ApiError, type Auth, api } from '../api/http';
import { t } from '../i18n/i18n';
import { Notice, YesNo } from '../ui/controls';
import { notify } from '../ui/notify';
import { LoginIdFields, useLoginIdInput } from './LoginIdInput';
import { OperationCode, type VerifiedOperation } from './OperationCode';
import { normalLoginId, requestOperationCode } from './recovery';

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
  const input = useLoginIdInput();
  const [consent, setConsent] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [operationId, setOperationId] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const request = async (newLoginId: string) => {
    setBusy(true);
    try {
      const answer = await requestOperationCode(auth, {
        operation: 'change_login_id',
        newLoginId,
        ...(input.kind === 'phone' ? { mfaChannel: 'phone' as const } : {}),
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
    const loginId = input.checked();
    if (loginId !== null) void request(normalLoginId(loginId));
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
      <LoginIdFields input={input} emailLabel={t('loginId.newEmail')} phoneLabel={t('loginId.newPhone')}>
        <YesNo legend={t('loginId.smsConsent')} value={consent} onChange={setConsent} />
        {consent === false ? <Notice kind="info">{t('loginId.smsConsentRequired')}</Notice> : null}
      </LoginIdFields>
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="submit"
          className="button"
          disabled={busy || (input.kind === 'phone' && consent !== true)}
        >
          {t('loginId.sendCode')}
        </button>
      </div>
    </form>
  );
}
