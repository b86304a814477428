import {
  type InstanceContentInput,
  instanceContentErrors,
  instanceContentValues,
  knownContent,
  normalizeInstanceContent,
  paragraphsOf,
} from './instance-content.js';

const valid: InstanceContentInput = {
  contact_info: {
    email: 'support@springfield.example',
    phones: [{ label: 'Grocery Support', phone: '(555) 555-0140' }],
    address: '100 Main Street, Springfield',
    hours: 'Monday to Friday, 8 am to 5 pm',
  },
  content: {
    about: 'Springfield helps residents.',
    faqUrl: 'https://springfield.example/faq',
    privacyContact: 'privacy@springfield.example',
  },
};

describe('instance content rules (instance portal Content tab)', () => {
  it('passes contact info and content that keep the rules', () => {
    expect(instanceContentErrors(valid)).toEqual([]);
  });

  it('lets every field stay empty: the widget shows only what is there', () => {
    expect(instanceContentErrors({ contact_info: {}, content: {} })).toEqual([]);
    expect(
      instanceContentErrors({ contact_info: { email: null, address: '' }, content: { faqUrl: null } }),
    ).toEqual([]);
  });

  it('names each broken field by its path, with the message the form shows', () => {
    const errors = instanceContentErrors({
      contact_info: { email: 'not-an-email', phones: [{ label: '', phone: '555' }] },
      content: { faqUrl: 'ftp://files.example/faq', privacyContact: 'nobody' },
    });
    expect(errors).toEqual([
      { field: 'contact_info.email', code: 'fieldMailInvalid', message: 'Invalid Email' },
      {
        field: 'contact_info.phones.0.label',
        code: 'fieldRequired',
        message: 'The field Phone label is required',
      },
      { field: 'contact_info.phones.0.phone', code: 'fieldPhoneInvalid', message: 'Invalid Phone number' },
      {
        field: 'content.faqUrl',
        code: 'fieldUrlInvalid',
        message: 'FAQs link must be a web address starting with http:// or https://',
      },
      { field: 'content.privacyContact', code: 'fieldMailInvalid', message: 'Invalid Privacy contact email' },
    ]);
  });

  it('caps texts and the number of phone lines', () => {
    const phones = Array.from({ length: 11 }, (_, i) => ({ label: `Line ${i}`, phone: '(555) 555-0100' }));
    const errors = instanceContentErrors({
      contact_info: { hours: 'x'.repeat(301), phones },
      content: { about: 'x'.repeat(2001) },
    });
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['contact_info.hours', 'fieldMaxLength'],
      ['contact_info.phones', 'tooManyPhones'],
      ['content.about', 'fieldMaxLength'],
    ]);
  });

  it('stores trimmed text and leaves out empty fields', () => {
    expect(
      normalizeInstanceContent({
        contact_info: { email: ' help@x.example ', phones: [], address: '  ', hours: null },
        content: { about: ' About us ', support: '' },
      }),
    ).toEqual({ contactInfo: { email: 'help@x.example' }, content: { about: 'About us' } });
  });

  it('shows only the known keys of what is stored, whatever older data holds', () => {
    expect(
      instanceContentValues(
        { email: 'a@b.example', phones: [{ label: 'Main', phone: '(555) 555-0100' }] },
        { about: 'About', legacy: { nested: true }, privacyPolicy: 'Kept' },
      ),
    ).toEqual({
      contact_info: { email: 'a@b.example', phones: [{ label: 'Main', phone: '(555) 555-0100' }] },
      content: { about: 'About', privacyPolicy: 'Kept' },
    });
  });
});

describe('what the community pages and privacy dialogs show of the content', () => {
  it('GET /api/instances/:id answers the known text fields only', () => {
    expect(knownContent({ faqUrl: 'https://x.example/faq', legacy: 1, about: 7 })).toEqual({
      faqUrl: 'https://x.example/faq',
    });
    expect(knownContent(null)).toEqual({});
  });

  it('splits a long text into paragraphs on blank lines, keeping single line breaks', () => {
    expect(paragraphsOf('We keep your data.\r\n\r\n  Ask us anything.\nWe answer.  \n \n\n')).toEqual([
      'We keep your data.',
      'Ask us anything.\nWe answer.',
    ]);
    expect(paragraphsOf('   ')).toEqual([]);
    expect(paragraphsOf(undefined)).toEqual([]);
  });
});
