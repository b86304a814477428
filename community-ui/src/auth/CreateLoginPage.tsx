// Create login (access spec §2): the verified login id, a password and its confirmation, and the option to
// change the login id first.
import { useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
import { navigate, useLocation } from '../router/router';
import { Notice } from '../ui/controls';
import { notify } from '../ui/notify';
import { ChangeLoginId } from './ChangeLoginId';
import { PasswordPair } from './PasswordPair';
import { resetFailure } from './password-result';
import { type OperationState, setPassword } from './recovery';

export default function CreateLoginPage() {
  const location = useLocation();
  const linkToken = new URLSearchParams(location.search).get('token');
  const given = location.state as OperationState | null;
  const [grant, setGrant] = useState<OperationState | null>(
    given?.operationToken ? given : linkToken ? { operationToken: linkToken } : null,
  );
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!grant) navigate('/login', { replace: true });
  }, [grant]);
  if (!grant) return null;

  const save = async (password: string, confirmation: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await setPassword(grant.operationToken, password, confirmation);
      notify('success', t('createLogin.done'));
      navigate('/login', { replace: true });
    } catch (error) {
      setFailure(resetFailure(error));
      setBusy(false);
    }
  };

  return (
    <section className="card card--narrow" aria-labelledby="create-title">
      <h1 id="create-title">{t('createLogin.title')}</h1>
      {changing && grant.mfaToken ? (
        <ChangeLoginId
          auth={{ bearer: grant.mfaToken }}
          currentLoginId={grant.loginId}
          onCancel={() => setChanging(false)}
          onChanged={(changed) => {
            setGrant({
              ...grant,
              operationToken: changed.token,
              loginId: changed.loginId,
              newLoginChanged: true,
            });
            setChanging(false);
          }}
        />
      ) : (
        <>
          <div className="field">
            <span className="field__label">{t('createLogin.loginId')}</span>
            <p className="verified">
              {grant.loginId ?? t('createLogin.yourLoginId')}{' '}
              <span className="badge badge--verified">{t('loginId.verified')}</span>
            </p>
            {grant.mfaToken ? (
              <button type="button" className="link-button" onClick={() => setChanging(true)}>
                {t('createLogin.changeLoginId')}
              </button>
            ) : null}
          </div>
          {grant.newLoginChanged ? <Notice kind="success">{t('loginId.changed')}</Notice> : null}
          {failure ? <Notice kind="error">{failure}</Notice> : null}
          <PasswordPair
            policy="createLogin"
            submitLabel={t('createLogin.save')}
            busy={busy}
            onSubmit={save}
          />
        </>
      )}
    </section>
  );
}
