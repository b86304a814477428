import {
  businessActions,
  businessCompleteness,
  businessSectionErrors,
  categoriesErrors,
  licenseErrors,
  PERSON_FIELDS,
  peopleRefusal,
  personErrors,
} from './business-profile.js';

const TODAY = '2026-11-27';
const codes = (errors: { field: string; code: string }[]) => errors.map((e) => [e.field, e.code]);

describe('operating hours', () => {
  it('hold when each day opens before it closes, or is closed', () => {
    const hours = { mondayOpens: '09:00', mondayCloses: '17:30', sundayClosed: true };
    expect(businessSectionErrors('operatingHours', hours, TODAY)).toEqual([]);
  });

  it('a day must close after it opens', () => {
    const errors = businessSectionErrors(
      'operatingHours',
      { fridayOpens: '18:00', fridayCloses: '09:00' },
      TODAY,
    );
    expect(errors).toEqual([
      {
        field: 'operatingHours.fridayCloses',
        code: 'hoursOrder',
        message: 'Friday must close after it opens',
      },
    ]);
  });

  it('a day open needs both times; a time must be HH:MM', () => {
    expect(codes(businessSectionErrors('operatingHours', { tuesdayOpens: '08:00' }, TODAY))).toEqual([
      ['operatingHours.tuesdayCloses', 'hoursMissing'],
    ]);
    expect(
      codes(businessSectionErrors('operatingHours', { mondayOpens: '9am', mondayCloses: '17:00' }, TODAY)),
    ).toEqual([['operatingHours.mondayOpens', 'fieldPattern']]);
  });
});

describe('overview, contact and categories', () => {
  it('checks the contact as the individual profile does (ZIP, US phone)', () => {
    const contact = { phone: '555', addressLine1: '1 Main', city: 'Springfield', state: 'IL', zip: '627' };
    expect(codes(businessSectionErrors('contact', contact, TODAY))).toEqual([
      ['contact.phone', 'fieldPattern'],
      ['contact.zip', 'fieldPattern'],
    ]);
  });

  it('categories are a short list of codes', () => {
    expect(categoriesErrors(['311', '72'])).toEqual([]);
    expect(codes(categoriesErrors('311'))).toEqual([['categories', 'categoriesList']]);
  });
});

describe('licenses', () => {
  it('need a type, a number and an expiry date', () => {
    expect(
      licenseErrors({ licenseType: 'foodService', number: 'FS-1', expiresOn: '2027-06-30' }, TODAY),
    ).toEqual([]);
    expect(codes(licenseErrors({ licenseType: 'castle', expiresOn: '30/06/2027' }, TODAY))).toEqual([
      ['licenseType', 'fieldChoice'],
      ['number', 'fieldRequired'],
      ['expiresOn', 'fieldDate'],
    ]);
  });
});

describe('who may change the people', () => {
  it('the owner adds and edits; anyone else is refused; the owner stays active', () => {
    expect(peopleRefusal({ accountId: 7 }, 7)).toBeNull();
    expect(peopleRefusal({ accountId: 8 }, 7)).toBe('ownerOnly');
    expect(peopleRefusal({ accountId: 7 }, 7, { accountId: 9, active: false })).toBeNull();
    expect(peopleRefusal({ accountId: 7 }, 7, { accountId: 7, active: false })).toBe('ownerStaysActive');
  });

  it('a new person needs an email and names', () => {
    expect(codes(personErrors(PERSON_FIELDS, { firstName: 'Ana', email: 'not-an-email' }, TODAY))).toEqual([
      ['lastName', 'fieldRequired'],
      ['email', 'fieldPattern'],
    ]);
  });
});

describe('the business home', () => {
  const license = (id: number, expiresOn: string) => ({
    id,
    licenseType: 'business',
    number: `B-${id}`,
    expiresOn,
    file: null,
  });
  const empty = { overview: {}, contact: {}, categories: [], operatingHours: {} };

  it('completeness counts the parts filled, a licence held among them', () => {
    expect(businessCompleteness(empty, [])).toEqual({
      filled: [],
      missing: ['overview', 'contact', 'categories', 'operatingHours', 'licenses'],
      percent: 0,
    });
    const some = { ...empty, contact: { phone: '2175550100' }, categories: ['722'] };
    expect(businessCompleteness(some, [license(1, '2030-01-01')])).toEqual({
      filled: ['contact', 'categories', 'licenses'],
      missing: ['overview', 'operatingHours'],
      percent: 60,
    });
  });

  it('actions: forms in progress, payments asked, licences expired or expiring within 30 days', () => {
    const states = { draft: 'Form in progress', payment: 'Waiting for payment' };
    const applications = [
      { id: 1, programId: 5, programName: 'Grants', status: { name: 'Form in progress' } },
      { id: 2, programId: 6, programName: 'Permits', status: { name: 'Waiting for payment' } },
      { id: 3, programId: 7, programName: 'Loans', status: { name: 'Approved' } },
    ];
    const licenses = [license(7, '2026-11-01'), license(8, '2026-12-27'), license(9, '2026-12-28')];
    expect(
      businessActions(applications, licenses, TODAY, states).map((a) => [
        a.kind,
        'applicationId' in a ? a.applicationId : a.licenseId,
      ]),
    ).toEqual([
      ['finishForm', 1],
      ['pay', 2],
      ['renewLicense', 7],
      ['renewLicense', 8],
    ]);
  });
});
