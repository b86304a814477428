// Sign-up (access spec §2 "Sign-up"): the individual form (first name, last name, email, optional partnerId),
// or, on an address that names no instance, the location-based sign-up.
import { emailRules, SET_NAME_MAX_LENGTH, setNameRules } from '@server/common/validation/field-rules.js';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api/http';
import { useBranding } from '../branding';
import { t } from '../i18n/i18n';
import { Link, useLocation, useQuery } from '../router/router';
import { useSession } from '../session/session';
import { useCaptcha, useCaptchaActivated } from '../ui/captcha';
import { Notice, TextField } from '../ui/controls';
import { type ShownError, serverFieldError, validate } from '../ui/validate';
import LocationSignup from './LocationSignup';

function IndividualSignup({ instanceId }: { instanceId: number }) {
  const { user } = useSession();
  const partnerId = Number(useQuery().get('partnerId'));
  const captcha = useCaptcha(useCaptchaActivated(), 'signup');
  const [first, setFirst] = useState(user?.profile.ds_firstname ?? '');
  const [last, setLast] = useState(user?.profile.ds_lastname ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [error, setError] = useState<ShownError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const labels = { ds_firstname: t('name.first'), ds_lastname: t('name.last'), ds_mail: t('loginId.email') };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const shown = validate([
      { field: 'ds_firstname', value: first, rules: setNameRules('first'), label: labels.ds_firstname },
      { field: 'ds_lastname', value: last, rules: setNameRules('last'), label: labels.ds_lastname },
      { field: 'ds_mail', value: email, rules: emailRules(), label: labels.ds_mail },
    ]);
    setError(shown);
    if (shown) return;
    setBusy(true);
    setFailure(null);
    try {
      await api(`/create-individual/instance/${instanceId}`, {
        method: 'POST',
        auth: 'none',
        body: {
          ds_firstname: first.trim(),
          ds_lastname: last.trim(),
          ds_mail: email.trim(),
          ...(Number.isInteger(partnerId) && partnerId > 0 ? { partner: partnerId } : {}),
          ...(await captcha.fields()),
        },
      });
      setSent(true);
    } catch (caught) {
      if (captcha.handle(caught)) return;
      const fieldError = caught instanceof ApiError ? serverFieldError(caught.errors, labels) : null;
      if (fieldError) setError(fieldError);
      else
        setFailure(caught instanceof ApiError && caught.message ? caught.message : t('signup.unknownError'));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <>
        <Notice kind="success">{t('signup.linkSent')}</Notice>
        <p>{t('signup.linkSentText', { email: email.trim() })}</p>
      </>
    );
  }
  const errorOf = (field: string) => (error?.field === field ? error.message : null);
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={labels.ds_firstname}
        autoComplete="given-name"
        maxLength={SET_NAME_MAX_LENGTH}
        value={first}
        onChange={setFirst}
        error={errorOf('ds_firstname')}
      />
      <TextField
        label={labels.ds_lastname}
        autoComplete="family-name"
        maxLength={SET_NAME_MAX_LENGTH}
        value={last}
        onChange={setLast}
        error={errorOf('ds_lastname')}
      />
      <TextField
        label={labels.ds_mail}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errorOf('ds_mail')}
      />
      {captcha.element}
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <button type="submit" className="button button--wide" disabled={busy || captcha.blocked}>
        {t('signup.submit')}
      </button>
    </form>
  );
}

export default function SignupPage() {
  const { branding, status } = useBranding();
  const { pathname } = useLocation();
  if (pathname === '/signup' && (status === 'missing' || !branding)) return <LocationSignup />;
  if (!branding) return null;
  return (
    <section className="card card--narrow" aria-labelledby="signup-title">
      <h1 id="signup-title">{t('signup.title', { instance: branding.instance_name })}</h1>
      <p className="muted">{t('signup.text')}</p>
      <IndividualSignup instanceId={branding.cd_instance} />
      {pathname === '/signup' ? (
        <p>
          {t('signup.haveAccount')} <Link to="/login">{t('login.submit')}</Link>
        </p>
      ) : null}
    </section>
  );
}
