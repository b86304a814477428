// The instance's redirect page, also the sub-account login (access spec §2, §4): it reads the login,
// account, auth and account-type parameters, opens the session it is handed and goes home.
import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n';
import { navigate, useQuery } from '../router/router';
import { establishSession, forgetSession } from '../session/session';
import { writeToken } from '../session/tokens';
import { Loader, Notice } from '../ui/controls';

export default function InstanceRedirectPage() {
  const query = useQuery();
  const auth = query.get('auth');
  const login = query.get('login');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!auth) {
      navigate('/login', { replace: true });
      return;
    }
    // The handed session replaces whatever this address had.
    forgetSession();
    if (login) writeToken('login', login);
    establishSession(auth).catch(() => {
      forgetSession();
      setFailed(true);
      window.setTimeout(() => navigate('/login', { replace: true }), 2500);
    });
  }, [auth, login]);

  return (
    <section className="card card--narrow">
      {failed ? <Notice kind="error">{t('redirect.failed')}</Notice> : <Loader label={t('redirect.text')} />}
    </section>
  );
}
