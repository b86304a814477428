// Location-based sign-up (access spec §2): choose a location, enter an email, search; then the account is
// found (a password link goes out) or not (the location's own sign-up form).
import { emailRules, requiredField } from '@server/common/validation/field-rules.js';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api/http';
import { type SignupInstance, useSignupInstances } from '../auth/LocationChooser';
import { t } from '../i18n/i18n';
import { addressOnInstance } from '../instance';
import { Link } from '../router/router';
import { Loader, Notice, TextField } from '../ui/controls';
import { type ShownError, validate } from '../ui/validate';

type Result = { kind: 'found' } | { kind: 'notFound' } | { kind: 'sent' };

export default function LocationSignup() {
  const instances = useSignupInstances();
  const [location, setLocation] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<ShownError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen: SignupInstance | undefined = instances?.find((i) => i.subdomain === location);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const shown = validate([
      { field: 'location', value: location, rules: [requiredField('Location')], label: t('location.label') },
      { field: 'email', value: email, rules: emailRules(), label: t('loginId.email') },
    ]);
    setError(shown);
    if (shown) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api<{ userExists: boolean }>('/search-account', {
        auth: 'none',
        query: { email: email.trim().toLowerCase(), instance: location },
      });
      setResult({ kind: answer.userExists ? 'found' : 'notFound' });
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  const sendLink = async () => {
    setBusy(true);
    try {
      await api('/create-token', {
        method: 'POST',
        auth: 'none',
        body: { ds_mail: email.trim().toLowerCase(), instance: location },
      });
      setResult({ kind: 'sent' });
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  if (!instances) return <Loader />;
  return (
    <section className="card card--narrow" aria-labelledby="location-title">
      <h1 id="location-title">{t('location.title')}</h1>
      {result?.kind === 'found' ? (
        <div>
          <h2>{t('location.foundTitle')}</h2>
          <p>{t('location.foundText', { location: chosen?.ds_name ?? '' })}</p>
          <button type="button" className="button button--wide" disabled={busy} onClick={sendLink}>
            {t('location.sendLink')}
          </button>
        </div>
      ) : null}
      {result?.kind === 'sent' ? <Notice kind="success">{t('signup.linkSent')}</Notice> : null}
      {result?.kind === 'notFound' ? (
        <div>
          <h2>{t('location.notFoundTitle')}</h2>
          <p>{t('location.notFoundText', { location: chosen?.ds_name ?? '' })}</p>
          <a className="button button--wide" href={addressOnInstance(location, '/signup')}>
            {t('location.openForm')}
          </a>
        </div>
      ) : null}
      {result ? (
        <button type="button" className="link-button" onClick={() => setResult(null)}>
          {t('location.searchAgain')}
        </button>
      ) : (
        <form onSubmit={search} noValidate>
          <p className="muted">{t('location.text')}</p>
          <div className={`field${error?.field === 'location' ? ' field--invalid' : ''}`}>
            <label htmlFor="location">{t('location.label')}</label>
            <select
              id="location"
              value={location}
              onChange={(e) => setLocation(e.target.value)}
              aria-invalid={error?.field === 'location' ? true : undefined}
              aria-describedby={error?.field === 'location' ? 'location-error' : undefined}
            >
              <option value="">{t('location.placeholder')}</option>
              {instances
                .filter((instance) => instance.subdomain)
                .map((instance) => (
                  <option key={instance.cd_instance} value={instance.subdomain}>
                    {instance.ds_name}
                  </option>
                ))}
            </select>
            {error?.field === 'location' ? (
              <p id="location-error" className="field__error" role="alert">
                {error.message}
              </p>
            ) : null}
          </div>
          <TextField
            label={t('loginId.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={error?.field === 'email' ? error.message : null}
          />
          {failure ? <Notice kind="error">{failure}</Notice> : null}
          <button type="submit" className="button button--wide" disabled={busy}>
            {t('location.search')}
          </button>
        </form>
      )}
      <p>
        <Link to="/login">{t('common.backToLogin')}</Link>
      </p>
    </section>
  );
}
