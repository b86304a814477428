// Find login (access spec §2 "Find login", §4): search by email or phone, then the masked contact and a
// code for a new password, or the not-found screen with its reason.
import { type MfaChannel, splitMfaChannels } from '@server/modules/auth/login-id.js';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useBranding } from '../branding';
import { t } from '../i18n/i18n';
import { Link, navigate, useQuery } from '../router/router';
import { useCaptcha, useCaptchaActivated } from '../ui/captcha';
import { Checkbox, Loader } from '../ui/controls';
import { LoginIdFields, useLoginIdInput } from './LoginIdInput';
import { OperationCode, useOperationCode, type VerifiedOperation } from './OperationCode';
import {
  type DeniedReason,
  type FoundLogin,
  findLogin,
  normalLoginId,
  type OperationState,
} from './recovery';

/** An outside page explaining the programs and how to get an account. */
export const INFORMATION_PAGE_URL = 'https://www.benefits.gov/';

const NOT_FOUND_TEXT: Record<DeniedReason, () => { title: string; text: string }> = {
  program_not_opened_yet: () => ({ title: t('findLogin.notOpenTitle'), text: t('findLogin.notOpenText') }),
  not_enough_budget_for_login: () => ({
    title: t('findLogin.noBudgetTitle'),
    text: t('findLogin.noBudgetText'),
  }),
  program_closed: () => ({ title: t('findLogin.closedTitle'), text: t('findLogin.closedText') }),
  not_found: () => ({ title: t('findLogin.notFoundTitle'), text: t('findLogin.notFoundText') }),
};

const CHANNEL_LABELS: Record<MfaChannel, () => string> = {
  phone: () => t('findLogin.channelText'),
  call: () => t('findLogin.channelCall'),
  email: () => t('findLogin.channelEmail'),
};

type Step =
  | { kind: 'form' }
  | { kind: 'searching' }
  | { kind: 'found'; found: FoundLogin; loginId: string }
  | { kind: 'notFound'; reason: DeniedReason };

/** Phone contacts choose a text or a call; email contacts get the email; both limited to the token's channels. */
function channelsFor(found: FoundLogin): MfaChannel[] {
  const allowed = splitMfaChannels(found.mfa_channel);
  const phoneContact = !found.contact.includes('@');
  const fitting = allowed.filter((c) => (phoneContact ? c !== 'email' : c === 'email'));
  return fitting.length > 0 ? fitting : allowed;
}

function Found({ found, loginId, fromLink }: { found: FoundLogin; loginId: string; fromLink: boolean }) {
  const channels = channelsFor(found);
  const [channel, setChannel] = useState<MfaChannel>(channels[0] ?? 'email');
  const [consent, setConsent] = useState(false);
  const auth = { bearer: found.token };
  const code = useOperationCode();
  const [requested, setRequested] = useState(false);
  const request = () => code.request(auth, { operation: 'change_password', mfaChannel: channel });
  // The consent is to texts and calls: a code by email needs none. The search form asked it of a phone.
  const askConsent = fromLink && channel !== 'email';

  const verified = (operation: VerifiedOperation) => {
    const state: OperationState = { operationToken: operation.token, mfaToken: found.token, loginId };
    navigate(operation.createLogin ? '/create-login' : '/reset-password', { state });
  };

  if (requested && code.operationId) {
    return (
      <OperationCode
        auth={auth}
        operationId={code.operationId}
        sentTo={found.contact}
        onResend={request}
        onVerified={verified}
      />
    );
  }
  return (
    <div>
      <h2>{t('findLogin.foundTitle')}</h2>
      <p>{t('findLogin.foundText', { contact: found.contact })}</p>
      {channels.length > 1 ? (
        <fieldset className="choices">
          <legend>{t('findLogin.channelLegend')}</legend>
          {channels.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name="find-channel"
                checked={channel === option}
                onChange={() => setChannel(option)}
              />
              {CHANNEL_LABELS[option]()}
            </label>
          ))}
        </fieldset>
      ) : null}
      {askConsent ? (
        <Checkbox label={t('findLogin.consent')} checked={consent} onChange={setConsent} />
      ) : null}
      <button
        type="button"
        className="button button--wide"
        disabled={code.busy || (askConsent && !consent)}
        onClick={async () => setRequested(await request())}
      >
        {code.busy ? t('common.loading') : t('findLogin.requestCode')}
      </button>
    </div>
  );
}

export default function FindLoginPage() {
  const { branding } = useBranding();
  const linkLoginId = useQuery().get('login_id');
  const captcha = useCaptcha(useCaptchaActivated(), 'find_login');
  const [step, setStep] = useState<Step>(linkLoginId ? { kind: 'searching' } : { kind: 'form' });
  const input = useLoginIdInput();
  const [consent, setConsent] = useState(false);

  const search = async (loginId: string) => {
    setStep({ kind: 'searching' });
    try {
      const answer = await findLogin(loginId, await captcha.fields());
      setStep(
        'reason' in answer
          ? { kind: 'notFound', reason: answer.reason }
          : { kind: 'found', found: answer, loginId: normalLoginId(loginId) },
      );
    } catch (caught) {
      captcha.handle(caught);
      // A failed search clears the loader and says nothing (access spec §8).
      setStep({ kind: 'form' });
    }
  };

  // The login id of a link searches at once, without the form.
  const searched = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one search per visit.
  useEffect(() => {
    if (linkLoginId && !searched.current) {
      searched.current = true;
      void search(linkLoginId);
    }
  }, [linkLoginId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const loginId = input.checked();
    if (loginId !== null) void search(loginId);
  };

  const tryAgain = () => {
    input.clear();
    setConsent(false);
    setStep({ kind: 'form' });
  };

  const instanceName = branding?.instance_name ?? t('common.thisPortal');
  return (
    <section className="card card--narrow" aria-labelledby="find-title">
      <h1 id="find-title">{t('findLogin.title', { instance: instanceName })}</h1>
      {step.kind === 'searching' ? <Loader label={t('findLogin.searching')} /> : null}
      {step.kind === 'found' ? (
        <Found found={step.found} loginId={step.loginId} fromLink={linkLoginId !== null} />
      ) : null}
      {step.kind === 'notFound' ? (
        <div>
          <h2>{NOT_FOUND_TEXT[step.reason]().title}</h2>
          <p>{NOT_FOUND_TEXT[step.reason]().text}</p>
          <div className="actions">
            <button type="button" className="button" onClick={tryAgain}>
              {t('common.tryAgain')}
            </button>
            <Link className="button button--secondary" to="/login">
              {t('common.backToLogin')}
            </Link>
            <Link className="button button--secondary" to="/contact-support">
              {t('login.contactSupport')}
            </Link>
          </div>
        </div>
      ) : null}
      {step.kind === 'form' ? (
        <>
          <p className="muted">{t('findLogin.text')}</p>
          <form onSubmit={submit} noValidate>
            <LoginIdFields input={input} emailLabel={t('loginId.email')} phoneLabel={t('loginId.phone')}>
              <Checkbox label={t('findLogin.consent')} checked={consent} onChange={setConsent} />
            </LoginIdFields>
            {captcha.element}
            <button
              type="submit"
              className="button button--wide"
              disabled={(input.kind === 'phone' && !consent) || captcha.blocked}
            >
              {t('common.continue')}
            </button>
          </form>
          <ul className="link-list link-list--inline">
            <li>
              <Link to="/contact-support">{t('login.contactSupport')}</Link>
            </li>
            <li>
              <Link to="/login">{t('common.backToLogin')}</Link>
            </li>
            <li>
              <a href={INFORMATION_PAGE_URL} target="_blank" rel="noopener">
                {t('findLogin.information')}
                <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
              </a>
            </li>
          </ul>
        </>
      ) : null}
    </section>
  );
}
