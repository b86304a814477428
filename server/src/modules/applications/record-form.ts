import type { RecordFormSection } from '../../contract/application-record.js';
import { sectionsOf } from '../../contract/form-sections.js';
import type { RecordDetail } from './applications.repository.js';

/**
 * The form as the record lays it out: the program's fields in order, in the form's sections (the contract's
 * sectionsOf, as the applicant filled them in; one untitled section for a form without), then, untitled,
 * the answers whose field the form no longer has.
 */
export function formSections(detail: Pick<RecordDetail, 'formFields' | 'answers'>): RecordFormSection[] {
  const sections = sectionsOf(detail.formFields).map(({ title, fields }) => ({
    title,
    fields: fields.map(({ name, label, type }) => ({ name, label, type })),
  }));
  const known = new Set(detail.formFields.map((f) => f.name));
  const extra = Object.keys(detail.answers)
    .filter((name) => !known.has(name))
    .map((name) => ({ name, label: name, type: 'text' }));
  const form = sections.length > 0 ? sections : [{ title: null, fields: [] }];
  return [...form, ...(extra.length > 0 ? [{ title: null, fields: extra }] : [])];
}
