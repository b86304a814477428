// The business's community profile (programs spec §2 "Profiles"): overview, contact, categories, operating
// hours and licences, each a tab saved on its own (PATCH /api/business/:id, /api/community-entity-licenses),
// checked by the contract's rules before it is sent, errors beside their fields in the reader's language.
import {
  BUSINESS_SECTIONS,
  type BusinessProfileWire,
  type BusinessSectionName,
  businessSectionErrors,
  WEEKDAYS,
} from '@server/contract/business-profile.js';
import type { FieldError } from '@server/contract/errors.js';
import type { ProfileSection, UsState } from '@server/contract/profiles.js';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api/http';
import { t, tMaybe } from '../i18n/i18n';
import { type Entry, errorText, ProfileField } from '../profile/ProfileField';
import { entryOf, wireOf, without } from '../profile/ProfileSectionForm';
import { useFetch } from '../programs/api';
import { localToday } from '../programs/form-constraints';
import type { FormField } from '../programs/types';
import { useSession } from '../session/session';
import { Loader, Notice, Tabs } from '../ui/controls';
import { notify } from '../ui/notify';
import { ActivityTab } from './ActivityTab';
import { CategoriesForm } from './CategoriesForm';
import { DocumentsTab } from './DocumentsTab';
import { FinancialsTab } from './FinancialsTab';
import { LicensesTab } from './LicensesTab';
import { MetricsTab } from './MetricsTab';
import { PeopleTab } from './PeopleTab';

// The profile's own parts first (overview the page opens on), then its records over time (docs/decisions.md).
const TABS = [
  'overview',
  'contact',
  'categories',
  'operatingHours',
  'people',
  'documents',
  'licenses',
  'activity',
  'financials',
  'metrics',
] as const;
type Tab = (typeof TABS)[number];

/** A weekday field's label ("Monday opens") from the day's and the part's translated names. */
function hoursLabel(field: FormField): string | undefined {
  const day = WEEKDAYS.find((d) => field.name.startsWith(d));
  if (!day) return undefined;
  const part = field.name.slice(day.length).toLowerCase() as 'opens' | 'closes' | 'closed';
  return t(`businessPage.hours.${part}`, { day: t(`businessPage.day.${day}`) });
}

export const businessLabel = (field: FormField): string | undefined =>
  hoursLabel(field) ?? tMaybe(`businessPage.field.${field.name}`) ?? undefined;

/** PATCH a part of the business profile; the server's field errors as the form shows them. */
export async function savePart(
  id: number,
  body: Record<string, unknown>,
): Promise<FieldError[] | string | null> {
  try {
    await api(`/business/${id}`, { method: 'PATCH', body });
    notify('success', t('profilePage.saved'));
    return null;
  } catch (caught) {
    if (caught instanceof ApiError && caught.errors.length > 0) return caught.errors;
    return caught instanceof ApiError ? caught.message : t('errors.generic');
  }
}

interface PartProps {
  id: number;
  name: BusinessSectionName;
  saved: Record<string, unknown>;
  states: UsState[];
  onSaved: (part: Partial<BusinessProfileWire>) => void;
}

function PartForm({ id, name, saved, states, onSaved }: PartProps) {
  const section: ProfileSection = BUSINESS_SECTIONS[name];
  const [values, setValues] = useState<Entry>(() => entryOf(saved));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const body = wireOf(section.fields, values);
    const found = businessSectionErrors(name, body, localToday());
    setErrors(found);
    if (found.length > 0) return document.getElementById(`business-${found[0].field}`)?.focus();
    setBusy(true);
    const outcome = await savePart(id, { [name]: body });
    setBusy(false);
    if (outcome === null) onSaved({ [name]: body });
    else if (Array.isArray(outcome)) setErrors(outcome);
    else setFailed(outcome);
  };
  const errorOf = (field: FormField) => {
    const found = errors.find((e) => e.field === `${name}.${field.name}`);
    if (!found) return null;
    // The hours' own rules (out of order, a time missing) speak of the day: their message as the contract says.
    return found.code.startsWith('hours') ? found.message : errorText(found, field, name);
  };
  return (
    <form className="card profile-form" onSubmit={submit} noValidate>
      {failed ? <Notice kind="error">{failed}</Notice> : null}
      {section.fields.map((field) => (
        <ProfileField
          key={field.name}
          field={field}
          scope={name}
          label={businessLabel(field)}
          id={`business-${name}.${field.name}`}
          value={values[field.name]}
          error={errorOf(field)}
          onChange={(v) => setValues(without(values, field.name, v))}
          onBusy={setBusy}
          states={states}
        />
      ))}
      <div className="actions actions--start">
        <button type="submit" className="button" disabled={busy}>
          {t('profilePage.save')}
        </button>
      </div>
    </form>
  );
}

interface TabProps {
  tab: Tab;
  id: number;
  profile: BusinessProfileWire;
  states: UsState[];
  onSaved: (part: Partial<BusinessProfileWire>) => void;
}

function TabBody({ tab, id, profile, states, onSaved }: TabProps) {
  if (tab === 'licenses') return <LicensesTab />;
  if (tab === 'activity') return <ActivityTab />;
  if (tab === 'financials') return <FinancialsTab id={id} />;
  if (tab === 'metrics') return <MetricsTab id={id} />;
  if (tab === 'documents') return <DocumentsTab id={id} saved={profile.documents} onSaved={onSaved} />;
  if (tab === 'people') return <PeopleTab />;
  if (tab === 'categories') return <CategoriesForm id={id} saved={profile.categories} onSaved={onSaved} />;
  return <PartForm key={tab} id={id} name={tab} saved={profile[tab]} states={states} onSaved={onSaved} />;
}

export default function BusinessProfilePage() {
  const { user } = useSession();
  const [tab, setTab] = useState<Tab>('overview');
  const id = user?.id_entity ?? null;
  const profile = useFetch<BusinessProfileWire>(id === null ? null : `/business/${id}`);
  const states = useFetch<UsState[]>('/states');
  // Parts saved on this visit, over what was fetched: a tab opened again shows what it saved.
  const [savedHere, setSavedHere] = useState<Partial<BusinessProfileWire>>({});
  const current = profile.data ? { ...profile.data, ...savedHere } : null;
  return (
    <section className="page page--narrow profile-page" aria-labelledby="business-profile-title">
      <h1 id="business-profile-title">{t('businessPage.title')}</h1>
      {profile.data ? <p className="muted">{profile.data.companyName}</p> : null}
      <Tabs
        label={t('profilePage.tabs')}
        tabs={TABS.map((value) => ({ value, label: t(`businessPage.tab.${value}`) }))}
        value={tab}
        onChange={setTab}
      />
      <div role="tabpanel" aria-label={t(`businessPage.tab.${tab}`)}>
        <h2>{t(`businessPage.tab.${tab}`)}</h2>
        {profile.error ? <Notice kind="error">{profile.error}</Notice> : null}
        {current && id !== null ? (
          <TabBody
            tab={tab}
            id={id}
            profile={current}
            states={states.data ?? []}
            onSaved={(part) => setSavedHere({ ...savedHere, ...part })}
          />
        ) : (
          <Loader />
        )}
      </div>
    </section>
  );
}
