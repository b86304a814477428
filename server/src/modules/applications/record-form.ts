import type { RecordFormSection } from '../../contract/application-record.js';
import type { RecordDetail } from './applications.repository.js';

/**
 * The form as the record lays it out: the program's fields in order (a form has no sections yet, so one
 * untitled section), then, untitled, the answers whose field the form no longer has.
 */
export function formSections(detail: Pick<RecordDetail, 'formFields' | 'answers'>): RecordFormSection[] {
  const fields = detail.formFields.map(({ name, label, type }) => ({ name, label, type }));
  const known = new Set(fields.map((f) => f.name));
  const extra = Object.keys(detail.answers)
    .filter((name) => !known.has(name))
    .map((name) => ({ name, label: name, type: 'text' }));
  return [{ title: null, fields }, ...(extra.length > 0 ? [{ title: null, fields: extra }] : [])];
}
