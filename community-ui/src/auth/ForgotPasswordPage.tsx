// Forgot password (access spec §2, §4): the older layout emails a reset link; the newer one takes the login
// id, sends a six-digit code and sets the password on the spot.
import { emailRules, requiredField } from '@server/common/validation/field-rules.js';
import { type FormEvent, useState } from 'react';
import { api } from '../api/http';
import { useBranding } from '../branding';
import { t } from '../i18n/i18n';
import { INSTANCE } from '../instance';
import { Link } from '../router/router';
import { useCaptcha, useCaptchaActivated } from '../ui/captcha';
import { Notice, TextField } from '../ui/controls';
import { type ShownError, validate } from '../ui/validate';
import { usesNewerLayout } from './layout';
import { OperationCode, useOperationCode } from './OperationCode';
import { PasswordPair } from './PasswordPair';
import { resetFailure } from './password-result';
import { ResetDone } from './ResetDone';
import { findLogin, normalLoginId, setPassword } from './recovery';

function ResetLinkRequest() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<ShownError | null>(null);
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const shown = validate([
      { field: 'email', value: email, rules: emailRules(), label: t('loginId.email') },
    ]);
    setError(shown);
    if (shown) return;
    setBusy(true);
    try {
      await api('/create-token', {
        method: 'POST',
        auth: 'none',
        body: { ds_mail: email.trim().toLowerCase(), ...(INSTANCE ? { instance: INSTANCE } : {}) },
      });
      setResult('sent');
    } catch {
      setResult('failed');
    } finally {
      setBusy(false);
    }
  };
  if (result === 'sent') return <Notice kind="success">{t('forgot.linkSent')}</Notice>;
  return (
    <form onSubmit={submit} noValidate>
      <p className="muted">{t('forgot.text')}</p>
      <TextField
        label={t('loginId.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={error?.message}
      />
      {result === 'failed' ? <Notice kind="error">{t('forgot.unknownUser')}</Notice> : null}
      <button type="submit" className="button button--wide" disabled={busy}>
        {t('forgot.send')}
      </button>
    </form>
  );
}

function CodeReset() {
  const captcha = useCaptcha(useCaptchaActivated(), 'forgot_password');
  const [loginId, setLoginId] = useState('');
  const [error, setError] = useState<ShownError | null>(null);
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [step, setStep] = useState<'loginId' | 'code' | 'password' | 'done'>('loginId');
  const [operationToken, setOperationToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const code = useOperationCode();

  const requestCode = (token: string) => code.request({ bearer: token }, { operation: 'change_password' });

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const shown = validate([
      { field: 'loginId', value: loginId, rules: [requiredField('Login id')], label: t('login.loginId') },
    ]);
    setError(shown);
    if (shown) return;
    setBusy(true);
    try {
      const answer = await findLogin(loginId, await captcha.fields());
      if ('token' in answer) {
        setMfaToken(answer.token);
        await requestCode(answer.token);
      }
    } catch (caught) {
      captcha.handle(caught);
    } finally {
      // A failed search is shown as a sent code: the page does not tell whether the login exists (§4).
      setBusy(false);
      setStep('code');
    }
  };

  const save = async (password: string, confirmation: string) => {
    if (!operationToken) return;
    setBusy(true);
    setFailure(null);
    try {
      await setPassword(operationToken, password, confirmation);
      setStep('done');
    } catch (caught) {
      setFailure(resetFailure(caught));
    } finally {
      setBusy(false);
    }
  };

  if (step === 'done') return <ResetDone />;
  if (step === 'password') {
    return (
      <>
        {failure ? <Notice kind="error">{failure}</Notice> : null}
        <PasswordPair policy="createLogin" submitLabel={t('reset.save')} busy={busy} onSubmit={save} />
      </>
    );
  }
  if (step === 'code') {
    return (
      <OperationCode
        auth={mfaToken ? { bearer: mfaToken } : 'none'}
        operationId={code.operationId}
        sentTo={normalLoginId(loginId)}
        onResend={() => (mfaToken ? requestCode(mfaToken) : Promise.resolve())}
        onVerified={(operation) => {
          setOperationToken(operation.token);
          setStep('password');
        }}
        onCancel={() => setStep('loginId')}
      />
    );
  }
  return (
    <form onSubmit={search} noValidate>
      <p className="muted">{t('forgot.codeText')}</p>
      <TextField
        label={t('login.loginId')}
        autoComplete="username"
        value={loginId}
        onChange={setLoginId}
        error={error?.message}
        hint={t('login.loginIdHint')}
      />
      {captcha.element}
      <button type="submit" className="button button--wide" disabled={busy || captcha.blocked}>
        {t('forgot.sendCode')}
      </button>
    </form>
  );
}

export default function ForgotPasswordPage() {
  const { branding } = useBranding();
  return (
    <section className="card card--narrow" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('forgot.title')}</h1>
      {usesNewerLayout(branding) ? <CodeReset /> : <ResetLinkRequest />}
      <p>
        <Link to="/login">{t('common.backToLogin')}</Link>
      </p>
    </section>
  );
}
