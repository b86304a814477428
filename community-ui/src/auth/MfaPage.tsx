// Multi-factor authentication (access spec §2, §4): choose a channel, then enter the six-digit code.
import { useEffect, useState } from 'react';
import { api } from '../api/http';
import { accountKey, type MfaChannelChoice } from '../api/types';
import { t } from '../i18n/i18n';
import { navigate, useLocation } from '../router/router';
import { writeToken } from '../session/tokens';
import { CodeInput } from '../ui/CodeInput';
import { Loader } from '../ui/controls';
import { Modal } from '../ui/Modal';
import { openSession } from './login-flow';
import type { MfaState } from './switch';

const CHANNEL_LABELS: Record<MfaChannelChoice, () => string> = {
  email: () => t('mfa.channelEmail'),
  phone: () => t('mfa.channelPhone'),
};

export default function MfaPage() {
  const state = useLocation().state as MfaState | null;
  const [channel, setChannel] = useState<MfaChannelChoice | null>(state?.channels[0] ?? null);
  const [step, setStep] = useState<'channel' | 'code'>('channel');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!state?.account) navigate('/login', { replace: true });
  }, [state]);
  if (!state?.account) return null;

  const auth = state.loginToken ? { bearer: state.loginToken } : ('session' as const);
  const key = accountKey(state.account);

  const send = async () => {
    if (!channel) return;
    setBusy(true);
    try {
      await api('/mfa/send', { method: 'POST', auth, body: { ...key, channel } });
      setStep('code');
      setAttempt((n) => n + 1);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (code: string) => {
    setBusy(true);
    try {
      const answer = await api<{ token: string; redirectUrl?: string }>('/mfa/verify', {
        method: 'POST',
        auth,
        body: { ...key, code },
      });
      if (state.switching && answer.redirectUrl) window.location.assign(answer.redirectUrl);
      else await openSession(answer.token, state.account, state.loginToken, state);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  const cancel = () => {
    if (state.switching) {
      window.history.back();
      return;
    }
    writeToken('login', null);
    navigate('/login', { replace: true });
  };

  return (
    <section className="card card--narrow" aria-labelledby="mfa-title">
      <h1 id="mfa-title">{t('mfa.title')}</h1>
      {step === 'channel' ? (
        <>
          <p className="muted">{t('mfa.chooseChannel')}</p>
          <fieldset className="choices">
            <legend className="visually-hidden">{t('mfa.channelLegend')}</legend>
            {state.channels.map((option) => (
              <label key={option} className="choice">
                <input
                  type="radio"
                  name="mfa-channel"
                  checked={channel === option}
                  onChange={() => setChannel(option)}
                />
                {CHANNEL_LABELS[option]()}
              </label>
            ))}
          </fieldset>
          <div className="actions">
            <button type="button" className="button button--secondary" onClick={cancel}>
              {t('common.cancel')}
            </button>
            <button type="button" className="button" disabled={!channel || busy} onClick={send}>
              {t('mfa.send')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="muted">{channel === 'phone' ? t('mfa.codeSentPhone') : t('mfa.codeSentEmail')}</p>
          <CodeInput onComplete={verify} disabled={busy} resetKey={attempt} />
          {busy ? <Loader label={t('mfa.checking')} /> : null}
          <div className="actions">
            <button type="button" className="button button--secondary" onClick={() => setStep('channel')}>
              {t('common.back')}
            </button>
            <button type="button" className="link-button" disabled={busy} onClick={send}>
              {t('code.resend')}
            </button>
          </div>
        </>
      )}
      {failed ? (
        <Modal title={t('mfa.failedTitle')} onClose={() => setFailed(false)}>
          <p>{t('mfa.failedText')}</p>
          <div className="actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              {t('common.tryAgain')}
            </button>
            <button type="button" className="button" onClick={cancel}>
              {t('common.backToLogin')}
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
