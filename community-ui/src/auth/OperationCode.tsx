// Entering a code sent for one operation (reset, change of login id): six boxes, send again, cancel.
import { useState } from 'react';
import type { Auth } from '../api/http';
import { t } from '../i18n/i18n';
import { CodeInput } from '../ui/CodeInput';
import { Loader, Notice } from '../ui/controls';
import { type CodeRequest, requestOperationCode, verifyOperationCode } from './recovery';

export interface VerifiedOperation {
  token: string;
  createLogin: boolean;
}

/** Requests a code; failures clear the loading state and show nothing (access spec §8). */
export function useOperationCode() {
  const [operationId, setOperationId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const request = async (auth: Auth, what: CodeRequest): Promise<boolean> => {
    setBusy(true);
    try {
      setOperationId((await requestOperationCode(auth, what)).operationId);
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { operationId, busy, request };
}

interface OperationCodeProps {
  auth: Auth;
  operationId: string | null;
  /** Sends a new code. */
  onResend: () => Promise<unknown>;
  onVerified: (answer: VerifiedOperation) => Promise<void> | void;
  onCancel?: () => void;
  sentTo?: string;
}

export function OperationCode({
  auth,
  operationId,
  onResend,
  onVerified,
  onCancel,
  sentTo,
}: OperationCodeProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const verify = async (code: string) => {
    setFailed(false);
    if (!operationId) {
      setFailed(true);
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await onVerified(await verifyOperationCode(auth, operationId, code));
    } catch {
      setFailed(true);
      setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };
  const resend = async () => {
    setBusy(true);
    setFailed(false);
    await onResend();
    setAttempt((n) => n + 1);
    setBusy(false);
  };
  return (
    <div className="code-step">
      <p>{sentTo ? t('code.sentTo', { to: sentTo }) : t('code.sent')}</p>
      <CodeInput onComplete={verify} disabled={busy} resetKey={attempt} />
      {busy ? <Loader label={t('mfa.checking')} /> : null}
      {failed ? <Notice kind="error">{t('code.failed')}</Notice> : null}
      <div className="actions">
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        ) : null}
        <button type="button" className="link-button" disabled={busy} onClick={resend}>
          {t('code.resend')}
        </button>
      </div>
    </div>
  );
}
