// Filling an instance's AcroForm template from an individual's profile (POST /api/document/fill-pdf).
// Pure: the values a profile gives, and the form filled with them.
import {
  PDFCheckBox,
  PDFDocument,
  PDFDropdown,
  type PDFField,
  PDFName,
  PDFRadioGroup,
  PDFTextField,
  StandardFonts,
} from 'pdf-lib';
import type { IndividualProfile } from './documents.repository.js';

/** A template field's name as a lookup key: "Monthly rent", "monthly_rent" and "monthlyRent" are one. */
export const fieldKey = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '').toLowerCase();

/** Other names the profile may give a form's field under (keys as fieldKey makes them). */
const SYNONYMS: Record<string, string[]> = {
  applicantname: ['fullname', 'name'],
  streetaddress: ['address', 'addressline1', 'street'],
  zip: ['zipcode', 'postalcode'],
  state: ['statecode'],
  landlordname: ['landlord'],
};

const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
};

/**
 * Every value an individual's data gives, by field key: their names (applicant_name is both), email and phone,
 * every plain answer of their profile under its own key (householdSize fills household_size), and today's
 * date (UTC, YYYY-MM-DD) for a field named date.
 */
export function profileValues(person: IndividualProfile, today: Date): Map<string, string> {
  const values = new Map<string, string>();
  const put = (key: string, value: unknown) => {
    const t = text(value);
    if (t !== null && !values.has(fieldKey(key))) values.set(fieldKey(key), t);
  };
  const fullName = [person.firstName, person.lastName].map(text).filter(Boolean).join(' ');
  put('applicantName', fullName);
  put('firstName', person.firstName);
  put('lastName', person.lastName);
  put('email', person.email);
  put('phone', person.phone);
  for (const [key, value] of Object.entries(person.profile)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      // A nested answer (landlord: {name, phone}) fills landlord_name and landlord_phone.
      for (const [inner, v] of Object.entries(value)) put(`${key}${inner}`, v);
    } else put(key, value);
  }
  put('date', today.toISOString().slice(0, 10));
  for (const [key, others] of Object.entries(SYNONYMS)) {
    if (values.has(key)) continue;
    const found = others.find((o) => values.has(o));
    if (found) values.set(key, values.get(found) ?? '');
  }
  return values;
}

/** The value for a template field, if the profile has one. */
export const valueFor = (values: Map<string, string>, fieldName: string) =>
  values.get(fieldKey(fieldName)) ?? null;

const CHECKED = new Set(['true', 'yes', 'y', '1', 'on', 'x']);

/** Puts a value into a field; false when the field cannot take it (a choice the field does not offer). */
function put(field: PDFField, value: string): boolean {
  if (field instanceof PDFTextField) {
    const max = field.getMaxLength();
    field.setText(max === undefined ? value : value.slice(0, max));
    return true;
  }
  if (field instanceof PDFCheckBox) {
    if (CHECKED.has(value.toLowerCase())) field.check();
    else field.uncheck();
    return true;
  }
  if (field instanceof PDFDropdown || field instanceof PDFRadioGroup) {
    const option = field.getOptions().find((o) => o.toLowerCase() === value.toLowerCase());
    if (!option) return false;
    field.select(option);
    return true;
  }
  return false;
}

export interface FilledForm {
  /** Template fields the profile gave no value for, in the form's order. */
  missingFields: string[];
  /** The filled PDF, when asked for. */
  pdf?: Uint8Array;
}

/**
 * Fills the template's fields from the values: each field with a value is set, the others are listed as
 * missing. Field appearances are drawn in Helvetica; a value Helvetica cannot draw (Arabic, Vietnamese, CJK)
 * is left to the viewer to draw (NeedAppearances), the value itself being in the field either way.
 */
export async function fillForm(
  template: Uint8Array,
  values: Map<string, string>,
  { render }: { render: boolean },
): Promise<FilledForm> {
  const doc = await PDFDocument.load(template);
  const form = doc.getForm();
  const missingFields: string[] = [];
  const filled: PDFField[] = [];
  for (const field of form.getFields()) {
    const value = valueFor(values, field.getName());
    if (value === null || !put(field, value)) missingFields.push(field.getName());
    else filled.push(field);
  }
  if (!render) return { missingFields };
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  let viewerDraws = false;
  for (const field of filled) {
    if (!(field instanceof PDFTextField)) continue;
    try {
      field.updateAppearances(helvetica);
    } catch {
      viewerDraws = true;
    }
  }
  if (viewerDraws) form.acroForm.dict.set(PDFName.of('NeedAppearances'), doc.context.obj(true));
  return { missingFields, pdf: await doc.save({ updateFieldAppearances: false }) };
}
