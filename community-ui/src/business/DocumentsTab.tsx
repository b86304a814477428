// The business's documents (programs spec §2): each a name and an upload, kept as a list saved whole
// (PATCH /api/business/:id {documents}); the file of each checked by the server to be the business's own.
import { BUSINESS_DOCUMENTS, documentsErrors } from '@server/contract/business-activity.js';
import type { BusinessProfileWire } from '@server/contract/business-profile.js';
import type { FieldError } from '@server/contract/errors.js';
import { type FormEvent, useState } from 'react';
import { t } from '../i18n/i18n';
import { type Answer, type Entry, errorText, ProfileField } from '../profile/ProfileField';
import { entryOf, wireOf, without } from '../profile/ProfileSectionForm';
import { localToday } from '../programs/form-constraints';
import { Notice } from '../ui/controls';
import { savePart } from './BusinessProfilePage';

interface DocumentsProps {
  id: number;
  saved: BusinessProfileWire['documents'];
  onSaved: (part: Partial<BusinessProfileWire>) => void;
}

export function DocumentsTab({ id, saved, onSaved }: DocumentsProps) {
  const list = BUSINESS_DOCUMENTS;
  const [entries, setEntries] = useState<Entry[]>(() => saved.map((d) => entryOf({ ...d })));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const body = () => entries.map((e) => wireOf(list.fields, e));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(null);
    const found = documentsErrors(body(), localToday());
    setErrors(found);
    if (found.length > 0) return document.getElementById(`business-${found[0].field}`)?.focus();
    setBusy(true);
    const outcome = await savePart(id, { documents: body() });
    setBusy(false);
    if (outcome === null) onSaved({ documents: body() as unknown as BusinessProfileWire['documents'] });
    else if (Array.isArray(outcome)) setErrors(outcome);
    else setFailed(outcome);
  };
  const setEntry = (i: number, name: string, value: Answer | undefined) =>
    setEntries(entries.map((e, j) => (j === i ? without(e, name, value) : e)));
  return (
    <form className="card profile-form" onSubmit={submit} noValidate>
      {failed ? <Notice kind="error">{failed}</Notice> : null}
      {entries.length === 0 ? <p className="muted">{t('businessPage.documents.none')}</p> : null}
      {entries.map((entry, i) => (
        // Entries have no id of their own and are only added at the end or removed: the position is their name.
        // biome-ignore lint/suspicious/noArrayIndexKey: entries are numbered by position, as their legend says
        <fieldset key={`document-${i}`} className="profile-entry">
          <legend>{t('profilePage.entry.documents', { n: i + 1 })}</legend>
          {list.fields.map((field) => {
            const found = errors.find((e) => e.field === `documents[${i}].${field.name}`);
            return (
              <ProfileField
                key={field.name}
                field={field}
                scope="documents"
                id={`business-documents[${i}].${field.name}`}
                value={entry[field.name]}
                error={found ? errorText(found, field, 'documents') : null}
                onChange={(v) => setEntry(i, field.name, v)}
                onBusy={setBusy}
                states={[]}
              />
            );
          })}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setEntries(entries.filter((_, j) => j !== i))}
          >
            {t('profilePage.remove')}
          </button>
        </fieldset>
      ))}
      <div className="actions actions--start">
        {entries.length < list.max ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setEntries([...entries, {}])}
          >
            {t('profilePage.add.documents')}
          </button>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {t('profilePage.save')}
        </button>
      </div>
    </form>
  );
}
