// The code-based reset's last step (access spec §4): a new password with the operation token.
import { useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
import { navigate, useLocation } from '../router/router';
import { Notice } from '../ui/controls';
import { PasswordPair } from './PasswordPair';
import { resetFailure } from './password-result';
import { ResetDone } from './ResetDone';
import { type OperationState, setPassword } from './recovery';

export default function ResetPasswordPage() {
  const state = useLocation().state as OperationState | null;
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!state?.operationToken) navigate('/find-login', { replace: true });
  }, [state]);
  if (!state?.operationToken) return null;

  const save = async (password: string, confirmation: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await setPassword(state.operationToken, password, confirmation);
      setDone(true);
    } catch (error) {
      setFailure(resetFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card card--narrow" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('reset.title')}</h1>
      {done ? (
        <ResetDone />
      ) : (
        <>
          {state.loginId ? <p className="muted">{t('reset.forLogin', { login: state.loginId })}</p> : null}
          {failure ? <Notice kind="error">{failure}</Notice> : null}
          <PasswordPair policy="createLogin" submitLabel={t('reset.save')} busy={busy} onSubmit={save} />
        </>
      )}
    </section>
  );
}
