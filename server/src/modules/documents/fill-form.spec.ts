import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { IndividualProfile } from './documents.repository.js';
import { fieldKey, fillForm, profileValues, valueFor } from './fill-form.js';

const TEMPLATE = readFileSync(
  new URL('../../../../seeds/demo/documents/rental-assistance.pdf', import.meta.url),
);
const TODAY = new Date('2026-03-04T10:00:00Z');

const person = (over: Partial<IndividualProfile> = {}): IndividualProfile => ({
  id: 1,
  instanceId: 100,
  firstName: 'Maria',
  lastName: 'Garcia',
  email: 'maria@example.com',
  phone: null,
  profile: {},
  ...over,
});

describe('fieldKey', () => {
  it('makes snake, camel and spaced names one key', () => {
    expect(fieldKey('monthly_rent')).toBe('monthlyrent');
    expect(fieldKey('monthlyRent')).toBe('monthlyrent');
    expect(fieldKey('Monthly rent')).toBe('monthlyrent');
  });
});

describe('profileValues', () => {
  it('gives names, contact, plain and nested answers, synonyms and the date', () => {
    const values = profileValues(
      person({
        phone: '+15555550123',
        profile: {
          householdSize: 4,
          zipCode: '62701',
          landlord: { name: 'Acme', phone: '555' },
          list: [1],
          empty: ' ',
        },
      }),
      TODAY,
    );
    expect(valueFor(values, 'applicant_name')).toBe('Maria Garcia');
    expect(valueFor(values, 'phone')).toBe('+15555550123');
    expect(valueFor(values, 'household_size')).toBe('4');
    expect(valueFor(values, 'zip')).toBe('62701');
    expect(valueFor(values, 'landlord_name')).toBe('Acme');
    expect(valueFor(values, 'landlord_phone')).toBe('555');
    expect(valueFor(values, 'date')).toBe('2026-03-04');
    expect(valueFor(values, 'list')).toBeNull();
    expect(valueFor(values, 'empty')).toBeNull();
  });

  it('has no applicant name without names', () => {
    expect(
      valueFor(profileValues(person({ firstName: null, lastName: null }), TODAY), 'applicant_name'),
    ).toBeNull();
  });
});

describe('fillForm', () => {
  it('lists the fields without a value in the form order, and fills the rest', async () => {
    const values = profileValues(person({ profile: { monthlyRent: 1150 } }), TODAY);
    const listed = await fillForm(TEMPLATE, values, { render: false });
    expect(listed.pdf).toBeUndefined();
    expect(listed.missingFields).toEqual([
      'phone',
      'street_address',
      'city',
      'state',
      'zip',
      'household_size',
      'monthly_income',
      'landlord_name',
      'landlord_phone',
    ]);
    const filled = await fillForm(TEMPLATE, values, { render: true });
    const form = (await PDFDocument.load(filled.pdf ?? new Uint8Array())).getForm();
    expect(form.getTextField('monthly_rent').getText()).toBe('1150');
    expect(form.getTextField('phone').getText()).toBeUndefined();
  });

  it('keeps a value Helvetica cannot draw, leaving its drawing to the viewer', async () => {
    const values = profileValues(person({ firstName: 'Nguyễn', lastName: '김민준' }), TODAY);
    const filled = await fillForm(TEMPLATE, values, { render: true });
    const doc = await PDFDocument.load(filled.pdf ?? new Uint8Array());
    expect(doc.getForm().getTextField('applicant_name').getText()).toBe('Nguyễn 김민준');
    expect(doc.getForm().acroForm.dict.toString()).toContain('/NeedAppearances true');
  });
});
