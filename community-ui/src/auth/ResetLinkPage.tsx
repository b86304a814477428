// The older reset (access spec §2, §4): the emailed link's token, then a new password and its confirmation.
import { useEffect, useState } from 'react';
import { api } from '../api/http';
import { t } from '../i18n/i18n';
import { Link, useQuery } from '../router/router';
import { Loader, Notice } from '../ui/controls';
import { PasswordPair } from './PasswordPair';
import { resetFailure } from './password-result';
import { ResetDone } from './ResetDone';

export default function ResetLinkPage() {
  const token = useQuery().get('token') ?? '';
  const [status, setStatus] = useState<'checking' | 'valid' | 'invalid' | 'done'>(
    token ? 'checking' : 'invalid',
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    api(`/validate-token/${encodeURIComponent(token)}`, { auth: 'none' })
      .then(() => setStatus('valid'))
      .catch(() => setStatus('invalid'));
  }, [token]);

  const save = async (password: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await api('/update-password', {
        method: 'PATCH',
        auth: 'none',
        body: { ds_token: token, ds_password: password },
      });
      setStatus('done');
    } catch (error) {
      setFailure(resetFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card card--narrow" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('reset.title')}</h1>
      {status === 'checking' ? <Loader /> : null}
      {status === 'invalid' ? (
        <>
          <Notice kind="error">{t('reset.invalidLink')}</Notice>
          <p>
            <Link to="/forgot-password">{t('reset.newLink')}</Link>
          </p>
        </>
      ) : null}
      {status === 'valid' ? (
        <>
          {failure ? <Notice kind="error">{failure}</Notice> : null}
          <PasswordPair policy="resetOld" submitLabel={t('reset.save')} busy={busy} onSubmit={save} />
        </>
      ) : null}
      {status === 'done' ? <ResetDone /> : null}
    </section>
  );
}
