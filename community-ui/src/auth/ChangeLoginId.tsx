// Changing the login id (access spec §2 "Change login id", §4): email or phone (with the text-message
// consent), a code sent to the new id, then the change. A refusal shows once, on the new login id.
import { ERROR_CODE } from '@server/contract/errors.js';
import { type FormEvent, useState } from 'react';
import { ApiError, type Auth, api } from '../api/http';
import { t } from '../i18n/i18n';
import { Notice, YesNo } from '../ui/controls';
import { LoginIdFields, useLoginIdInput } from './LoginIdInput';
import { OperationCode, type VerifiedOperation } from './OperationCode';
import { normalLoginId, requestOperationCode } from './recovery';

export interface ChangedLoginId {
  /** The create-login operation token the change answers. */
  token: string;
  loginId: string;
}

/** What a refused request or change says on the new login id's field, or null for any other failure. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409 || error.code === ERROR_CODE.loginIdInUse) return t('loginId.inUse');
  if (error.code === ERROR_CODE.loginIdUnchanged) return t('loginId.same');
  return null;
}

const sameLoginId = (a: string, b: string | null | undefined): boolean =>
  !!b && normalLoginId(a) === normalLoginId(b);

interface ChangeLoginIdProps {
  auth: Auth;
  currentLoginId?: string | null;
  /** The parent says it was changed: this form shows no message of success. */
  onChanged: (changed: ChangedLoginId) => void;
  onCancel: () => void;
}

export function ChangeLoginId({ auth, currentLoginId, onChanged, onCancel }: ChangeLoginIdProps) {
  const input = useLoginIdInput();
  const [consent, setConsent] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [operationId, setOperationId] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  /** Back to the form with the one message of a failure. */
  const refuse = (error: unknown) => {
    setPending(null);
    const refusal = refusalOf(error);
    if (refusal) input.showError(refusal);
    setFailed(refusal === null);
  };

  const request = async (newLoginId: string) => {
    setBusy(true);
    setFailed(false);
    try {
      const answer = await requestOperationCode(auth, {
        operation: 'change_login_id',
        newLoginId,
        ...(input.kind === 'phone' ? { mfaChannel: 'phone' as const } : {}),
      });
      setOperationId(answer.operationId);
      setPending(newLoginId);
    } catch (caught) {
      refuse(caught);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const loginId = input.checked();
    if (loginId === null) return;
    if (sameLoginId(loginId, currentLoginId)) input.showError(t('loginId.same'));
    else void request(normalLoginId(loginId));
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
      onChanged({ token: answer.token, loginId: pending ?? '' });
    } catch (caught) {
      refuse(caught);
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
      {failed ? <Notice kind="error">{t('loginId.submitError')}</Notice> : null}
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
