// Sign-up (access spec §2 "Sign-up"): the individual form (first name, last name, email, optional partnerId),
// or, on an address that names no instance, the location-based sign-up.
import { emailRules } from '@server/common/validation/field-rules.js';
import { type FormEvent, useState } from 'react';
import { api } from '../api/http';
import { useBranding } from '../branding';
import { t } from '../i18n/i18n';
import { Link, useLocation, useQuery } from '../router/router';
import { useSession } from '../session/session';
import { useCaptcha, useCaptchaActivated } from '../ui/captcha';
import { Notice, TextField } from '../ui/controls';
import { apiMessageOr, useFormSubmit } from '../ui/form-submit';
import { NameFields, nameChecks, nameLabels } from '../ui/NameFields';
import LocationSignup from './LocationSignup';

function IndividualSignup({ instanceId }: { instanceId: number }) {
  const { user } = useSession();
  const partnerId = Number(useQuery().get('partnerId'));
  const captcha = useCaptcha(useCaptchaActivated(), 'signup');
  const [first, setFirst] = useState(user?.profile.ds_firstname ?? '');
  const [last, setLast] = useState(user?.profile.ds_lastname ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [sent, setSent] = useState(false);
  const labels = { ...nameLabels(), ds_mail: t('loginId.email') };
  const form = useFormSubmit(labels);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return form.submit(
      [
        ...nameChecks(first, last),
        { field: 'ds_mail', value: email, rules: emailRules(), label: labels.ds_mail },
      ],
      async () => {
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
      },
      { handled: captcha.handle, notice: (caught) => apiMessageOr(caught, 'signup.unknownError') },
    );
  };

  if (sent) {
    return (
      <>
        <Notice kind="success">{t('signup.linkSent')}</Notice>
        <p>{t('signup.linkSentText', { email: email.trim() })}</p>
      </>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <NameFields first={first} last={last} onFirst={setFirst} onLast={setLast} errorOf={form.errorOf} />
      <TextField
        label={labels.ds_mail}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={form.errorOf('ds_mail')}
      />
      {captcha.element}
      {form.failure ? <Notice kind="error">{form.failure}</Notice> : null}
      <button type="submit" className="button button--wide" disabled={form.busy || captcha.blocked}>
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
