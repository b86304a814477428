// Business register (access spec §2): business name and email; matching accounts are offered a password
// link, otherwise the account is created and the login link is on its way.

import {
  BUSINESS_FIELD_MAX_LENGTH,
  businessEmailRules,
  businessNameRules,
} from '@server/common/validation/field-rules.js';
import { ERROR_CODE } from '@server/contract/errors.js';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, api } from '../api/http';
import { useBranding } from '../branding';
import { t } from '../i18n/i18n';
import { Link, navigate } from '../router/router';
import { useCaptcha, useCaptchaActivated } from '../ui/captcha';
import { Notice, TextField } from '../ui/controls';
import { apiMessageOr, useFormSubmit } from '../ui/form-submit';
import { Modal } from '../ui/Modal';

interface MatchingBusiness {
  cd_business: number;
  ds_companyname: string;
}

type Dialog =
  | { kind: 'matches'; businesses: MatchingBusiness[] }
  | { kind: 'created' }
  | { kind: 'linkSent' };

export default function RegisterPage() {
  const { branding, status } = useBranding();
  const captcha = useCaptcha(useCaptchaActivated(), 'register');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const labels = { business_name: t('register.businessName'), email: t('loginId.email') };
  const form = useFormSubmit(labels);

  // Without branding there is no instance to register with.
  useEffect(() => {
    if (status === 'missing') navigate('/login', { replace: true });
  }, [status]);
  if (!branding) return null;

  const mail = email.trim().toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return form.submit(
      [
        { field: 'business_name', value: name, rules: businessNameRules(), label: labels.business_name },
        { field: 'email', value: email, rules: businessEmailRules(), label: labels.email },
      ],
      async () => {
        const found = await api<{ businesses: MatchingBusiness[] }>('/search-account', {
          auth: 'none',
          withInstance: true,
          query: { email: mail },
        });
        if (found.businesses.length > 0) {
          setDialog({ kind: 'matches', businesses: found.businesses });
          return;
        }
        await api(`/create-user-and-business/instance/${branding.cd_instance}`, {
          method: 'POST',
          auth: 'none',
          body: { business_name: name.trim(), email: mail, ...(await captcha.fields()) },
        });
        setDialog({ kind: 'created' });
      },
      {
        handled: (caught) => {
          if (captcha.handle(caught)) return true;
          if (!(caught instanceof ApiError && caught.code === ERROR_CODE.accountExists)) return false;
          setDialog({ kind: 'matches', businesses: (caught.extra.businesses as MatchingBusiness[]) ?? [] });
          return true;
        },
        notice: (caught) => apiMessageOr(caught, 'signup.unknownError'),
      },
    );
  };

  const sendPasswordLink = () =>
    form.run(
      async () => {
        await api('/create-token', {
          method: 'POST',
          auth: 'none',
          withInstance: true,
          body: { ds_mail: mail },
        });
        setDialog({ kind: 'linkSent' });
      },
      {
        notice: (caught) => {
          setDialog(null);
          return apiMessageOr(caught, 'errors.generic');
        },
      },
    );

  return (
    <section className="card card--narrow" aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title', { instance: branding.instance_name })}</h1>
      <p className="muted">{t('register.text')}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={labels.business_name}
          autoComplete="organization"
          maxLength={BUSINESS_FIELD_MAX_LENGTH}
          value={name}
          onChange={setName}
          error={form.errorOf('business_name')}
        />
        <TextField
          label={labels.email}
          type="email"
          autoComplete="email"
          maxLength={BUSINESS_FIELD_MAX_LENGTH}
          value={email}
          onChange={setEmail}
          error={form.errorOf('email')}
        />
        {captcha.element}
        {form.failure ? <Notice kind="error">{form.failure}</Notice> : null}
        <button type="submit" className="button button--wide" disabled={form.busy || captcha.blocked}>
          {t('register.submit')}
        </button>
      </form>
      <p>
        {t('signup.haveAccount')} <Link to="/login">{t('login.submit')}</Link>
      </p>
      {dialog?.kind === 'matches' ? (
        <Modal title={t('register.matchesTitle')} onClose={() => setDialog(null)}>
          <p>{t('register.matchesText', { email: mail })}</p>
          <ul className="link-list">
            {dialog.businesses.map((business) => (
              <li key={business.cd_business}>{business.ds_companyname}</li>
            ))}
          </ul>
          <div className="actions">
            <button type="button" className="button button--secondary" onClick={() => setDialog(null)}>
              {t('common.cancel')}
            </button>
            <button type="button" className="button" disabled={form.busy} onClick={sendPasswordLink}>
              {t('register.getPasswordLink')}
            </button>
          </div>
        </Modal>
      ) : null}
      {dialog?.kind === 'created' || dialog?.kind === 'linkSent' ? (
        <Modal
          title={dialog.kind === 'created' ? t('register.createdTitle') : t('signup.linkSent')}
          onClose={() => navigate('/login')}
        >
          <p>
            {dialog.kind === 'created'
              ? t('register.createdText', { email: mail })
              : t('register.linkSentText', { email: mail })}
          </p>
          <div className="actions">
            <button type="button" className="button" onClick={() => navigate('/login')}>
              {t('common.backToLogin')}
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
