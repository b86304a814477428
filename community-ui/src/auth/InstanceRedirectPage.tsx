// The instance's redirect page, also the sub-account login (access spec §2, §4): it reads the login,
// account, auth and account-type parameters, opens the session it is handed and goes home.
import { useEffect, useRef, useState } from 'react';
import { t } from '../i18n/i18n';
import { navigate, useQuery } from '../router/router';
import { establishSession, forgetSession } from '../session/session';
import { writeToken } from '../session/tokens';
import { Loader } from '../ui/controls';
import { LinkFailed } from './LinkFailed';

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
    });
  }, [auth, login]);

  if (failed) return <LinkFailed title={t('redirect.failed')} />;
  return (
    <section className="card card--narrow">
      <Loader label={t('redirect.text')} />
    </section>
  );
}
