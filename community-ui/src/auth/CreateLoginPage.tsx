// Create login (access spec §2): the verified login id, a password and its confirmation, and the option to
// change the login id first.
import { useEffect, useState } from 'react';
import { ApiError } from '../api/http';
import { t } from '../i18n/i18n';
import { Link, navigate, useLocation } from '../router/router';
import { Loader, Notice } from '../ui/controls';
import { notify } from '../ui/notify';
import { ChangeLoginId } from './ChangeLoginId';
import { PasswordPair } from './PasswordPair';
import { resetFailure } from './password-result';
import { loginIdOf, type OperationState, setPassword } from './recovery';

type LoginIdShown = { kind: 'known'; loginId: string } | { kind: 'loading' } | { kind: 'expired' } | null;

/**
 * The login id the password is for: the one the recovery flow handed over, else the one the emailed link's
 * token names; `expired` when the link can no longer set a password.
 */
function useLoginId(grant: OperationState | null): LoginIdShown {
  const [looked, setLooked] = useState<{ token: string; shown: LoginIdShown } | null>(null);
  const token = grant && !grant.loginId ? grant.operationToken : null;
  useEffect(() => {
    if (!token) return;
    let live = true;
    loginIdOf(token).then(
      ({ loginId }) => live && setLooked({ token, shown: { kind: 'known', loginId } }),
      (error: unknown) => {
        const expired = error instanceof ApiError && error.status === 401;
        if (live) setLooked({ token, shown: expired ? { kind: 'expired' } : null });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);
  if (grant?.loginId) return { kind: 'known', loginId: grant.loginId };
  return looked && looked.token === token ? looked.shown : { kind: 'loading' };
}

function LoginIdRow({ shown, onChange }: { shown: LoginIdShown; onChange?: () => void }) {
  if (shown?.kind === 'loading') return <Loader />;
  if (shown?.kind !== 'known') return null;
  return (
    <div className="field">
      <span className="field__label">{t('createLogin.loginId')}</span>
      <p className="verified">
        {shown.loginId} <span className="badge badge--verified">{t('loginId.verified')}</span>
      </p>
      {onChange ? (
        <button type="button" className="link-button" onClick={onChange}>
          {t('createLogin.changeLoginId')}
        </button>
      ) : null}
    </div>
  );
}

export default function CreateLoginPage() {
  const location = useLocation();
  const linkToken = new URLSearchParams(location.search).get('token');
  const given = location.state as OperationState | null;
  const [grant, setGrant] = useState<OperationState | null>(
    given?.operationToken ? given : linkToken ? { operationToken: linkToken } : null,
  );
  const loginId = useLoginId(grant);
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

  let body = (
    <>
      <LoginIdRow shown={loginId} onChange={grant.mfaToken ? () => setChanging(true) : undefined} />
      {grant.newLoginChanged ? <Notice kind="success">{t('loginId.changed')}</Notice> : null}
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <PasswordPair policy="createLogin" submitLabel={t('createLogin.save')} busy={busy} onSubmit={save} />
    </>
  );
  if (loginId?.kind === 'expired') {
    body = (
      <Notice kind="error">
        {t('createLogin.linkExpired')} <Link to="/find-login">{t('createLogin.newLink')}</Link>
      </Notice>
    );
  } else if (changing && grant.mfaToken) {
    body = (
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
    );
  }

  return (
    <section className="card card--narrow" aria-labelledby="create-title">
      <h1 id="create-title">{t('createLogin.title')}</h1>
      {body}
    </section>
  );
}
