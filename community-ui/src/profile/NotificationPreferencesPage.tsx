// The applicant's notification preferences (issue 21, user-preferences): the channels this instance's
// notifications may reach them on, and their consent to texts, which texts and automated calls both need.
import type { NotificationChannel, NotificationPreferences } from '@server/contract/notifications.js';
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../api/http';
import type { CatalogueKey } from '../i18n/catalogues/en';
import { t } from '../i18n/i18n';
import { useFetch } from '../programs/api';
import { Checkbox, Loader, Notice } from '../ui/controls';
import { apiMessageOr, useFormSubmit } from '../ui/form-submit';
import { notify } from '../ui/notify';

const CHANNEL_LABELS: Record<NotificationChannel, CatalogueKey> = {
  email: 'notificationPrefs.email',
  sms: 'notificationPrefs.sms',
  voice: 'notificationPrefs.voice',
};

export default function NotificationPreferencesPage() {
  const loaded = useFetch<NotificationPreferences>('/user-preferences');
  const [choice, setChoice] = useState<NotificationPreferences | null>(null);
  const { failure, busy, run } = useFormSubmit({});

  useEffect(() => {
    if (loaded.data) setChoice(loaded.data);
  }, [loaded.data]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    void run(
      async () => {
        setChoice(await api<NotificationPreferences>('/user-preferences', { method: 'PUT', body: choice }));
        notify('success', t('notificationPrefs.saved'));
      },
      { notice: (caught) => apiMessageOr(caught, 'notificationPrefs.saveError') },
    );
  };

  return (
    <section className="page page--narrow" aria-labelledby="notification-prefs-title">
      <h1 id="notification-prefs-title">{t('notificationPrefs.title')}</h1>
      <p>{t('notificationPrefs.intro')}</p>
      {loaded.loading ? <Loader /> : null}
      {loaded.error ? <Notice kind="error">{loaded.error}</Notice> : null}
      {choice ? (
        <form className="card" onSubmit={save} noValidate>
          <fieldset className="choices">
            <legend>{t('notificationPrefs.channels')}</legend>
            {(Object.keys(CHANNEL_LABELS) as NotificationChannel[]).map((channel) => (
              <Checkbox
                key={channel}
                label={t(CHANNEL_LABELS[channel])}
                checked={choice[channel]}
                onChange={(checked) => setChoice({ ...choice, [channel]: checked })}
              />
            ))}
          </fieldset>
          <fieldset className="choices">
            <legend>{t('notificationPrefs.consentTitle')}</legend>
            <Checkbox
              label={t('notificationPrefs.consent')}
              checked={choice.smsConsent}
              onChange={(smsConsent) => setChoice({ ...choice, smsConsent })}
            />
            <p className="field__hint">{t('notificationPrefs.consentHint')}</p>
          </fieldset>
          {failure ? <Notice kind="error">{failure}</Notice> : null}
          <div className="actions actions--start">
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {t('notificationPrefs.save')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
