// The business's categories (programs spec §2): industries of the reference data (NAICS sectors and their
// subsectors), chosen by checkbox under their sector, saved as a list of codes.
import type { BusinessProfileWire } from '@server/contract/business-profile.js';
import { MAX_CATEGORIES } from '@server/contract/business-profile.js';
import type { Industry } from '@server/contract/profiles.js';
import { type FormEvent, useState } from 'react';
import { t } from '../i18n/i18n';
import { useFetch } from '../programs/api';
import { Checkbox, Loader, Notice } from '../ui/controls';
import { savePart } from './BusinessProfilePage';

interface Props {
  id: number;
  saved: string[];
  onSaved: (part: Partial<BusinessProfileWire>) => void;
}

export function CategoriesForm({ id, saved, onSaved }: Props) {
  const industries = useFetch<Industry[]>('/industries');
  const [chosen, setChosen] = useState<string[]>(saved);
  const [failed, setFailed] = useState<string | null>(null);
  if (industries.error) return <Notice kind="error">{industries.error}</Notice>;
  if (!industries.data) return <Loader />;
  const all = industries.data;
  const sectors = all.filter((i) => !/^\d{3}$/.test(i.code));
  const toggle = (code: string, on: boolean) =>
    setChosen(on ? [...chosen, code] : chosen.filter((c) => c !== code));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await savePart(id, { categories: chosen });
    if (outcome === null) onSaved({ categories: chosen });
    else setFailed(Array.isArray(outcome) ? outcome.map((e) => e.message).join(' ') : outcome);
  };
  return (
    <form className="card profile-form" onSubmit={submit} noValidate>
      {failed ? <Notice kind="error">{failed}</Notice> : null}
      <p className="muted">{t('businessPage.categoriesHint', { max: MAX_CATEGORIES })}</p>
      {sectors.map((sector) => (
        <fieldset key={sector.code} className="profile-entry">
          <legend>{sector.industry}</legend>
          {[sector, ...all.filter((i) => i.sector === sector.code && i.code !== sector.code)].map((i) => (
            <Checkbox
              key={i.code}
              label={`${i.code} ${i.industry}`}
              checked={chosen.includes(i.code)}
              onChange={(on) => toggle(i.code, on)}
              inputProps={{ disabled: !chosen.includes(i.code) && chosen.length >= MAX_CATEGORIES }}
            />
          ))}
        </fieldset>
      ))}
      <div className="actions actions--start">
        <button type="submit" className="button">
          {t('profilePage.save')}
        </button>
      </div>
    </form>
  );
}
