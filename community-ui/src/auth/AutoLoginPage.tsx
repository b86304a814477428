// Auto-login landing (access spec §2): the token GUID of a single sign-on link becomes a session; a link
// that does not says so and offers the sign-in.
import { useEffect, useRef, useState } from 'react';
import { api } from '../api/http';
import { t } from '../i18n/i18n';
import { navigate, useQuery } from '../router/router';
import { establishSession } from '../session/session';
import { Loader } from '../ui/controls';
import { LinkFailed } from './LinkFailed';

export default function AutoLoginPage() {
  const tokenGuid = useQuery().get('token');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!tokenGuid) {
      navigate('/login', { replace: true });
      return;
    }
    api<{ token: string }>('/users/sso-login', {
      method: 'POST',
      auth: 'none',
      body: { tokenGUID: tokenGuid },
    })
      .then(({ token }) => establishSession(token))
      .catch(() => setFailed(true));
  }, [tokenGuid]);
  if (failed) return <LinkFailed title={t('redirect.loginError')} />;
  return (
    <section className="card card--narrow">
      <Loader label={t('redirect.text')} />
    </section>
  );
}
