// Location-based sign-up (access spec §2): choose a location, enter an email, search; then the account is
// found (a password link goes out) or not (the location's own sign-up form).
import { emailRules, requiredField } from '@server/common/validation/field-rules.js';
import { type FormEvent, useState } from 'react';
import { api } from '../api/http';
import { type SignupInstance, useSignupInstances } from '../auth/LocationChooser';
import { t } from '../i18n/i18n';
import { addressOnInstance } from '../instance';
import { Link } from '../router/router';
import { Loader, Notice, TextField } from '../ui/controls';
import { apiMessageOr, useFormSubmit } from '../ui/form-submit';

type Result = { kind: 'found' } | { kind: 'notFound' } | { kind: 'sent' };

export default function LocationSignup() {
  const instances = useSignupInstances();
  const [location, setLocation] = useState('');
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const labels = { location: t('location.label'), email: t('loginId.email') };
  const form = useFormSubmit(labels);
  const locationError = form.errorOf('location');
  const chosen: SignupInstance | undefined = instances?.find((i) => i.subdomain === location);

  const failure = { notice: (caught: unknown) => apiMessageOr(caught, 'errors.generic') };
  const search = (event: FormEvent) => {
    event.preventDefault();
    return form.submit(
      [
        { field: 'location', value: location, rules: [requiredField('Location')], label: labels.location },
        { field: 'email', value: email, rules: emailRules(), label: labels.email },
      ],
      async () => {
        const answer = await api<{ userExists: boolean }>('/search-account', {
          auth: 'none',
          query: { email: email.trim().toLowerCase(), instance: location },
        });
        setResult({ kind: answer.userExists ? 'found' : 'notFound' });
      },
      failure,
    );
  };

  const sendLink = () =>
    form.run(async () => {
      await api('/create-token', {
        method: 'POST',
        auth: 'none',
        body: { ds_mail: email.trim().toLowerCase(), instance: location },
      });
      setResult({ kind: 'sent' });
    }, failure);

  if (!instances) return <Loader />;
  return (
    <section className="card card--narrow" aria-labelledby="location-title">
      <h1 id="location-title">{t('location.title')}</h1>
      {result?.kind === 'found' ? (
        <div>
          <h2>{t('location.foundTitle')}</h2>
          <p>{t('location.foundText', { location: chosen?.ds_name ?? '' })}</p>
          <button type="button" className="button button--wide" disabled={form.busy} onClick={sendLink}>
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
          <div className={`field${locationError ? ' field--invalid' : ''}`}>
            <label htmlFor="location">{labels.location}</label>
            <select
              id="location"
              value={location}
              onChange={(e) => setLocation(e.target.value)}
              aria-invalid={locationError ? true : undefined}
              aria-describedby={locationError ? 'location-error' : undefined}
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
            {locationError ? (
              <p id="location-error" className="field__error" role="alert">
                {locationError}
              </p>
            ) : null}
          </div>
          <TextField
            label={t('loginId.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={form.errorOf('email')}
          />
          {form.failure ? <Notice kind="error">{form.failure}</Notice> : null}
          <button type="submit" className="button button--wide" disabled={form.busy}>
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
