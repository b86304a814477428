// Login (access spec §2): the older branded layout, or the newer one where the instance has newerLoginLayout.
import { requiredField } from '@server/common/validation/field-rules.js';
import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError, api } from '../api/http';
import type { Branding } from '../api/types';
import { useBranding } from '../branding';
import { t } from '../i18n/i18n';
import { addressOnInstance, INSTANCE } from '../instance';
import { isLocalPath, Link, navigate, useLocation } from '../router/router';
import { useCaptcha } from '../ui/captcha';
import { Checkbox, Notice, PasswordField, TextField } from '../ui/controls';
import { notify } from '../ui/notify';
import { type ShownError, validate } from '../ui/validate';
import { LocationChooser } from './LocationChooser';
import { loginNeedsCaptcha, usesNewerLayout } from './layout';
import { useLockoutText } from './lockout';
import { type Destination, type LoginFailure, loginFailure, signIn } from './login-flow';

const REMEMBERED_LOGIN_KEY = 'porchlight.remembered-login';

/** A 403 whose message carries a token query continues on the session or reset page with it (§8). */
function tokenPageIn(message: string): string | null {
  const match = message.match(/(\/(?:session|reset-password)\?token=[\w.-]+)/);
  return match ? match[1] : null;
}

function useDestination(): Destination {
  const location = useLocation();
  const redirect = new URLSearchParams(location.search).get('redirect');
  return {
    redirect: isLocalPath(redirect) ? redirect : null,
    from: (location.state as { from?: unknown } | null)?.from,
  };
}

function LockoutText({ until }: { until: Date }) {
  return useLockoutText(until);
}

function FailureNotice({ failure }: { failure: LoginFailure }) {
  return (
    <Notice kind={failure.kind}>
      {failure.lockedUntil ? <LockoutText until={failure.lockedUntil} /> : failure.text}{' '}
      {failure.resetPath ? <Link to={failure.resetPath}>{t('login.resetLink')}</Link> : null}
    </Notice>
  );
}

/** Submits the credentials and turns a refusal into the message of §8. */
function useSignIn(branding: Branding | null) {
  const destination = useDestination();
  const captcha = useCaptcha(loginNeedsCaptcha(branding), 'login');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const submit = async (loginId: string, password: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await signIn(loginId, password, await captcha.fields(), destination);
    } catch (error) {
      if (captcha.handle(error)) return;
      const tokenPage = error instanceof ApiError && error.status === 403 ? tokenPageIn(error.message) : null;
      if (tokenPage) navigate(tokenPage);
      else setFailure(loginFailure(error));
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy, failure, captcha };
}

/** The admin UI's session on this site (admin-ui/src/api/client.ts), which single sign-on carries over. */
const STAFF_SESSION_KEY = 'porchlight.admin.session';

/**
 * Single sign-on (ic_sso): the session this browser holds on our staff portal becomes a one-time link to the
 * auto-login page, which opens the same account here without a password. No such session: the login error.
 */
function SsoButton() {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const held = localStorage.getItem(STAFF_SESSION_KEY);
      const { redirectUrl } = await api<{ redirectUrl: string }>('/users/sso-link', {
        method: 'POST',
        auth: held ? { bearer: held } : 'none',
        body: { nextUrl: INSTANCE ? addressOnInstance(INSTANCE, '/auth') : `${window.location.origin}/auth` },
      });
      window.location.assign(redirectUrl);
    } catch {
      notify('error', t('redirect.loginError'));
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button--secondary button--wide" disabled={busy} onClick={start}>
      {t('login.sso')}
    </button>
  );
}

function SignupLinks({ branding }: { branding: Branding }) {
  const links: ReactNode[] = [];
  if (branding.ic_sign_up_business) {
    links.push(
      branding.ds_business_signup_link ? (
        <a key="business" href={branding.ds_business_signup_link}>
          {t('login.signupBusiness')}
        </a>
      ) : (
        <Link key="business" to="/register">
          {t('login.signupBusiness')}
        </Link>
      ),
    );
  }
  if (branding.ic_sign_up_individuals) {
    links.push(
      branding.ds_individual_signup_link ? (
        <a key="individual" href={branding.ds_individual_signup_link}>
          {t('login.signupIndividual')}
        </a>
      ) : (
        <Link key="individual" to="/signup">
          {t('login.signupIndividual')}
        </Link>
      ),
    );
  }
  if (links.length === 0) return null;
  return (
    <div className="signup-links">
      <p>{t('login.newHere')}</p>
      <ul className="link-list">
        {links.map((link, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the two links never move.
          <li key={i}>{link}</li>
        ))}
      </ul>
    </div>
  );
}

function OlderLogin({ branding }: { branding: Branding }) {
  const { submit, busy, failure, captcha } = useSignIn(branding);
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ShownError | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const shown = validate([
      { field: 'email', value: loginId, rules: [requiredField('Email')], label: t('login.email') },
      { field: 'password', value: password, rules: [requiredField('Password')], label: t('login.password') },
    ]);
    setError(shown);
    if (!shown) void submit(loginId, password);
  };
  const style = branding.ds_backgroundUrl
    ? { backgroundImage: `url(${branding.ds_backgroundUrl})` }
    : undefined;
  return (
    <div className="login">
      <section className={`login__brand login__brand--${branding.ds_textMode ?? 'bright'}`} style={style}>
        <h1>{branding.ds_loginHeading ?? branding.instance_name}</h1>
        {branding.ds_loginMessage ? <p>{branding.ds_loginMessage}</p> : null}
      </section>
      <section className="card login__form" aria-labelledby="login-title">
        <h2 id="login-title">{t('login.title')}</h2>
        <form onSubmit={onSubmit} noValidate>
          <TextField
            label={t('login.email')}
            type="text"
            inputMode="email"
            autoComplete="username"
            value={loginId}
            onChange={setLoginId}
            error={error?.field === 'email' ? error.message : null}
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={error?.field === 'password' ? error.message : null}
          />
          <p className="align-end">
            <Link to="/forgot-password">{t('login.forgot')}</Link>
          </p>
          {captcha.element}
          {failure ? <FailureNotice failure={failure} /> : null}
          <button type="submit" className="button button--wide" disabled={busy || captcha.blocked}>
            {busy ? t('common.loading') : t('login.submit')}
          </button>
        </form>
        {branding.ic_sso ? <SsoButton /> : null}
        <SignupLinks branding={branding} />
      </section>
    </div>
  );
}

function NewerLogin({ branding }: { branding: Branding }) {
  const { submit, busy, failure, captcha } = useSignIn(branding);
  const remembered = localStorage.getItem(REMEMBERED_LOGIN_KEY);
  const [loginId, setLoginId] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const filled = loginId.trim() !== '' && password !== '';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled) return;
    if (remember) localStorage.setItem(REMEMBERED_LOGIN_KEY, loginId.trim());
    else localStorage.removeItem(REMEMBERED_LOGIN_KEY);
    void submit(loginId, password);
  };
  return (
    <section className="card card--narrow" aria-labelledby="login-title">
      <h1 id="login-title">{branding.ds_loginHeading ?? branding.instance_name}</h1>
      {branding.ds_loginMessage ? <p className="muted">{branding.ds_loginMessage}</p> : null}
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('login.loginId')}
          autoComplete="username"
          value={loginId}
          onChange={setLoginId}
          hint={t('login.loginIdHint')}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <div className="row row--between">
          <Checkbox label={t('login.remember')} checked={remember} onChange={setRemember} />
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </div>
        {captcha.element}
        {failure ? <FailureNotice failure={failure} /> : null}
        <button type="submit" className="button button--wide" disabled={!filled || busy || captcha.blocked}>
          {busy ? t('common.loading') : t('login.submit')}
        </button>
      </form>
      <ul className="link-list link-list--inline">
        <li>
          <Link to="/find-login">{t('login.register')}</Link>
        </li>
        <li>
          <Link to="/contact-support">{t('login.contactSupport')}</Link>
        </li>
      </ul>
    </section>
  );
}

export default function LoginPage() {
  const { branding, status } = useBranding();
  if (status === 'missing' || !branding) return <LocationChooser path="/login" />;
  return usesNewerLayout(branding) ? <NewerLogin branding={branding} /> : <OlderLogin branding={branding} />;
}
