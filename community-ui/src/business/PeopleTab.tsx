// The business's people (programs spec §2: people, add user, edit user): its accounts, the owner first; the
// owner adds a person by email (an existing login is associated; they are invited by e-mail), corrects the
// names of one who has not signed in yet and turns a person's access off or on.
import {
  type BusinessPersonWire,
  PERSON_EDIT_FIELDS,
  PERSON_FIELDS,
  personErrors,
} from '@server/contract/business-profile.js';
import type { FieldError } from '@server/contract/errors.js';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api/http';
import { t } from '../i18n/i18n';
import { type Entry, errorText, ProfileField } from '../profile/ProfileField';
import { wireOf, without } from '../profile/ProfileSectionForm';
import { useFetch } from '../programs/api';
import { localToday } from '../programs/form-constraints';
import { Loader, Notice } from '../ui/controls';
import { notify } from '../ui/notify';

/** A person's fields, each with its error from the contract's rules or the server's 422. */
function PersonFields(props: {
  fields: typeof PERSON_EDIT_FIELDS;
  idPrefix: string;
  values: Entry;
  errors: FieldError[];
  onChange: (values: Entry) => void;
}) {
  const { values, errors } = props;
  return props.fields.map((field) => {
    const found = errors.find((e) => e.field === field.name);
    return (
      <ProfileField
        key={field.name}
        field={field}
        scope="person"
        id={`${props.idPrefix}-${field.name}`}
        value={values[field.name]}
        error={found ? errorText(found, field, 'person') : null}
        onChange={(v) => props.onChange(without(values, field.name, v))}
        onBusy={() => undefined}
        states={[]}
      />
    );
  });
}

function AddPerson({ onAdded }: { onAdded: (person: BusinessPersonWire) => void }) {
  const [values, setValues] = useState<Entry>({});
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const body = wireOf(PERSON_FIELDS, values);
    const found = personErrors(PERSON_FIELDS, body, localToday());
    setErrors(found);
    if (found.length > 0) return document.getElementById(`person-${found[0].field}`)?.focus();
    try {
      onAdded(await api<BusinessPersonWire>('/business-users', { method: 'POST', body }));
      setValues({});
      notify('success', t('businessPage.personAdded'));
    } catch (caught) {
      setErrors(caught instanceof ApiError ? caught.errors : []);
      setFailed(caught instanceof ApiError ? caught.message : t('errors.generic'));
    }
  };
  return (
    <form className="card profile-form" onSubmit={submit} noValidate aria-labelledby="add-person-title">
      <h3 id="add-person-title">{t('businessPage.addPerson')}</h3>
      {failed ? <Notice kind="error">{failed}</Notice> : null}
      <PersonFields
        fields={PERSON_FIELDS}
        idPrefix="person"
        values={values}
        errors={errors}
        onChange={setValues}
      />
      <div className="actions actions--start">
        <button type="submit" className="button">
          {t('businessPage.addPerson')}
        </button>
      </div>
    </form>
  );
}

/** Edit user: the names of a person who has not signed in yet, as the owner typed them, corrected. */
function EditPerson({
  person,
  onSaved,
}: {
  person: BusinessPersonWire;
  onSaved: (p: BusinessPersonWire) => void;
}) {
  const fields = PERSON_EDIT_FIELDS.filter((f) => f.type !== 'checkbox');
  const [values, setValues] = useState<Entry>({
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
  });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const scope = `person-${person.accountId}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const body = wireOf(fields, values);
    const found = personErrors(fields, body, localToday());
    setErrors(found);
    if (found.length > 0) return document.getElementById(`${scope}-${found[0].field}`)?.focus();
    try {
      onSaved(
        await api<BusinessPersonWire>(`/business-users/${person.accountId}`, { method: 'PATCH', body }),
      );
      notify('success', t('businessPage.personSaved'));
    } catch (caught) {
      setErrors(caught instanceof ApiError ? caught.errors : []);
      setFailed(caught instanceof ApiError ? caught.message : t('errors.generic'));
    }
  };
  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-labelledby={`${scope}-title`}>
      <h3 id={`${scope}-title`}>{t('businessPage.editPerson', { email: person.email ?? '' })}</h3>
      {failed ? <Notice kind="error">{failed}</Notice> : null}
      <PersonFields fields={fields} idPrefix={scope} values={values} errors={errors} onChange={setValues} />
      <div className="actions actions--start">
        <button type="submit" className="button">
          {t('businessPage.saveNames')}
        </button>
      </div>
    </form>
  );
}

export function PeopleTab() {
  const fetched = useFetch<BusinessPersonWire[]>('/business-users');
  const [people, setPeople] = useState<BusinessPersonWire[] | null>(null);
  const shown = people ?? fetched.data;
  if (fetched.error) return <Notice kind="error">{fetched.error}</Notice>;
  if (!shown) return <Loader />;
  const owner = shown.some((p) => p.you && p.owner);
  const replace = (saved: BusinessPersonWire) =>
    setPeople(shown.map((p) => (p.accountId === saved.accountId ? saved : p)));
  const setActive = async (person: BusinessPersonWire, active: boolean) => {
    const saved = await api<BusinessPersonWire>(`/business-users/${person.accountId}`, {
      method: 'PATCH',
      body: { active },
    });
    replace(saved);
  };
  return (
    <>
      <ul className="license-list">
        {shown.map((person) => (
          <li key={person.accountId} className="card" data-testid="person">
            <strong>{[person.firstName, person.lastName].filter(Boolean).join(' ') || person.email}</strong>
            <p className="muted">
              <bdi>{person.email}</bdi>
              {person.owner ? ` · ${t('businessPage.owner')}` : ''}
              {person.active ? '' : ` · ${t('businessPage.inactive')}`}
              {person.pending ? ` · ${t('businessPage.pending')}` : ''}
            </p>
            {owner && !person.owner ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void setActive(person, !person.active)}
              >
                {t(person.active ? 'businessPage.deactivate' : 'businessPage.activate')}
              </button>
            ) : null}
            {owner && person.pending ? <EditPerson person={person} onSaved={replace} /> : null}
          </li>
        ))}
      </ul>
      {owner ? <AddPerson onAdded={(person) => setPeople([...shown, person])} /> : null}
    </>
  );
}
