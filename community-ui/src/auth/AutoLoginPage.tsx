// Auto-login landing (access spec §2): the token GUID of a single sign-on link becomes a session.
import { useEffect, useRef, useState } from 'react';
import { api } from '../api/http';
import { t } from '../i18n/i18n';
import { navigate, useQuery } from '../router/router';
import { establishSession } from '../session/session';
import { Loader, Notice } from '../ui/controls';

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
      .catch(() => {
        setFailed(true);
        window.setTimeout(() => navigate('/login', { replace: true }), 2500);
      });
  }, [tokenGuid]);
  return (
    <section className="card card--narrow">
      {failed ? (
        <Notice kind="error">{t('redirect.loginError')}</Notice>
      ) : (
        <Loader label={t('redirect.text')} />
      )}
    </section>
  );
}
