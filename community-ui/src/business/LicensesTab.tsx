// The business's licences (programs spec §2): each with its type, number, expiry and attachment, listed
// soonest expiry first; one added by a form checked by the contract's rules, one removed from its row.
import { LICENSE_FIELDS, type LicenseWire, licenseErrors } from '@server/contract/business-profile.js';
import type { FieldError } from '@server/contract/errors.js';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../api/http';
import { currentLanguage, t, tMaybe } from '../i18n/i18n';
import { type Entry, errorText, ProfileField } from '../profile/ProfileField';
import { wireOf, without } from '../profile/ProfileSectionForm';
import { formatDate, useFetch } from '../programs/api';
import { localToday } from '../programs/form-constraints';
import { Loader, Notice } from '../ui/controls';
import { notify } from '../ui/notify';
import { businessLabel } from './BusinessProfilePage';

function AddLicense({ onAdded }: { onAdded: (license: LicenseWire) => void }) {
  const [values, setValues] = useState<Entry>({});
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = wireOf(LICENSE_FIELDS, values);
    const found = licenseErrors(body, localToday());
    setErrors(found);
    if (found.length > 0) return document.getElementById(`license-${found[0].field}`)?.focus();
    setBusy(true);
    try {
      onAdded(await api<LicenseWire>('/community-entity-licenses', { method: 'POST', body }));
      setValues({});
      notify('success', t('businessPage.licenseAdded'));
    } catch (caught) {
      setErrors(caught instanceof ApiError ? caught.errors : []);
      if (!(caught instanceof ApiError) || caught.errors.length === 0) notify('error', t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card profile-form" onSubmit={submit} noValidate aria-labelledby="add-license-title">
      <h3 id="add-license-title">{t('businessPage.addLicense')}</h3>
      {LICENSE_FIELDS.map((field) => {
        const found = errors.find((e) => e.field === field.name);
        return (
          <ProfileField
            key={field.name}
            field={field}
            scope="license"
            label={businessLabel(field)}
            id={`license-${field.name}`}
            value={values[field.name]}
            error={found ? errorText(found, field, 'license') : null}
            onChange={(v) => setValues(without(values, field.name, v))}
            onBusy={setBusy}
            states={[]}
          />
        );
      })}
      <div className="actions actions--start">
        <button type="submit" className="button" disabled={busy}>
          {t('businessPage.addLicense')}
        </button>
      </div>
    </form>
  );
}

export function LicensesTab() {
  const fetched = useFetch<LicenseWire[]>('/community-entity-licenses');
  const [licenses, setLicenses] = useState<LicenseWire[] | null>(null);
  const shown = licenses ?? fetched.data;
  if (fetched.error) return <Notice kind="error">{fetched.error}</Notice>;
  if (!shown) return <Loader />;
  const remove = async (license: LicenseWire) => {
    await api<void>(`/community-entity-licenses/${license.id}`, { method: 'DELETE' });
    setLicenses(shown.filter((l) => l.id !== license.id));
    notify('success', t('businessPage.licenseRemoved'));
  };
  return (
    <>
      {shown.length === 0 ? <p className="muted">{t('businessPage.noLicenses')}</p> : null}
      <ul className="license-list">
        {shown.map((license) => (
          <li key={license.id} className="card" data-testid="license">
            <strong>{tMaybe(`ref.license-types.${license.licenseType}`) ?? license.licenseType}</strong>{' '}
            <bdi>{license.number}</bdi>
            <p className="muted">
              {t('businessPage.expires', { date: formatDate(license.expiresOn, currentLanguage()) })}
              {license.file ? ` · ${license.file.name}` : ''}
            </p>
            <button type="button" className="button button--secondary" onClick={() => void remove(license)}>
              {t('profilePage.remove')}
            </button>
          </li>
        ))}
      </ul>
      <AddLicense onAdded={(license) => setLicenses([...shown, license])} />
    </>
  );
}
