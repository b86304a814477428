// The business's activity (programs spec §7): its activity periods, latest first, and the activities of the
// period chosen, newest first; periods and activities added by forms checked by the contract's rules.
import {
  ACTIVITY_FIELDS,
  ACTIVITY_PERIOD_FIELDS,
  type ActivityPeriodWire,
  type ActivityWire,
  activityErrors,
  activityPeriodErrors,
} from '@server/contract/business-activity.js';
import { useState } from 'react';
import { api } from '../api/http';
import { currentLanguage, t } from '../i18n/i18n';
import { formatDate, useFetch } from '../programs/api';
import { localToday } from '../programs/form-constraints';
import type { FormField } from '../programs/types';
import { Loader, Notice } from '../ui/controls';
import { notify } from '../ui/notify';
import { RecordForm } from './RecordForm';

const activityLabel = (field: FormField) => t(`businessPage.activity.${field.name as 'title'}`);
const day = (iso: string) => formatDate(iso, currentLanguage());

function Activities({ period }: { period: ActivityPeriodWire }) {
  const fetched = useFetch<ActivityWire[]>(`/activities?period=${period.id}`);
  const [activities, setActivities] = useState<ActivityWire[] | null>(null);
  const shown = activities ?? fetched.data;
  if (fetched.error) return <Notice kind="error">{fetched.error}</Notice>;
  if (!shown) return <Loader />;
  const add = async (body: Record<string, unknown>) => {
    const added = await api<ActivityWire>('/activities', {
      method: 'POST',
      body: { period: period.id, ...body },
    });
    setActivities([added, ...shown].sort((a, b) => b.date.localeCompare(a.date)));
    notify('success', t('businessPage.activity.added'));
  };
  const remove = async (activity: ActivityWire) => {
    await api<void>(`/activities/${activity.id}`, { method: 'DELETE' });
    setActivities(shown.filter((a) => a.id !== activity.id));
    notify('success', t('businessPage.activity.removed'));
  };
  return (
    <>
      {shown.length === 0 ? <p className="muted">{t('businessPage.activity.none')}</p> : null}
      <ul className="license-list">
        {shown.map((activity) => (
          <li key={activity.id} className="card" data-testid="activity">
            <strong>{activity.title}</strong>
            <p className="muted">
              {day(activity.date)}
              {activity.hours === null
                ? ''
                : ` · ${t('businessPage.activity.hoursOf', { hours: activity.hours })}`}
            </p>
            {activity.description ? <p>{activity.description}</p> : null}
            <button type="button" className="button button--secondary" onClick={() => void remove(activity)}>
              {t('profilePage.remove')}
            </button>
          </li>
        ))}
      </ul>
      <RecordForm
        key={period.id}
        name="activity"
        title={t('businessPage.activity.add')}
        fields={ACTIVITY_FIELDS}
        labelOf={activityLabel}
        check={(body) => activityErrors(body, period, localToday())}
        send={add}
        ruleParams={{ startsOn: day(period.startsOn), endsOn: day(period.endsOn) }}
      />
    </>
  );
}

export function ActivityTab() {
  const fetched = useFetch<ActivityPeriodWire[]>('/community-activity-periods');
  const [periods, setPeriods] = useState<ActivityPeriodWire[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = periods ?? fetched.data;
  if (fetched.error) return <Notice kind="error">{fetched.error}</Notice>;
  if (!shown) return <Loader />;
  const period = shown.find((p) => p.id === chosen) ?? shown[0];
  const add = async (body: Record<string, unknown>) => {
    const added = await api<ActivityPeriodWire>('/community-activity-periods', { method: 'POST', body });
    setPeriods([added, ...shown].sort((a, b) => b.startsOn.localeCompare(a.startsOn)));
    setChosen(added.id);
    notify('success', t('businessPage.activity.periodAdded'));
  };
  const remove = async (removed: ActivityPeriodWire) => {
    await api<void>(`/community-activity-periods/${removed.id}`, { method: 'DELETE' });
    setPeriods(shown.filter((p) => p.id !== removed.id));
    notify('success', t('businessPage.activity.periodRemoved'));
  };
  return (
    <>
      {shown.length === 0 ? <p className="muted">{t('businessPage.activity.noPeriods')}</p> : null}
      {period ? (
        <section className="card profile-form" aria-labelledby="activity-period-chosen">
          <h3 id="activity-period-chosen">{t('businessPage.activity.periodHeading')}</h3>
          <div className="field">
            <label htmlFor="activity-period">{t('businessPage.activity.choosePeriod')}</label>
            <select
              id="activity-period"
              value={period.id}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {shown.map((p) => (
                <option key={p.id} value={p.id}>
                  {t('businessPage.activity.periodOption', {
                    name: p.name,
                    startsOn: day(p.startsOn),
                    endsOn: day(p.endsOn),
                  })}
                </option>
              ))}
            </select>
          </div>
          <div className="actions actions--start">
            <button type="button" className="button button--secondary" onClick={() => void remove(period)}>
              {t('businessPage.activity.removePeriod', { name: period.name })}
            </button>
          </div>
          <Activities key={period.id} period={period} />
        </section>
      ) : null}
      <RecordForm
        name="activity-period"
        title={t('businessPage.activity.addPeriod')}
        fields={ACTIVITY_PERIOD_FIELDS}
        labelOf={activityLabel}
        check={(body) => activityPeriodErrors(body, localToday())}
        send={add}
      />
    </>
  );
}
