// The individual profile (issue 19, API.md "Community profiles"): GET|PUT /api/user-<section> for each of the
// spec's sections, checked by the contract's rules (ZIP, SSN mask, US phone, dates, choices) with 422 field
// errors that save nothing, demographics replaced whole, and each profile its individual's on its instance.
import { PROFILE_SECTION_NAMES } from '../../server/src/contract/profiles.js';
import { ENTITY_TYPE } from '../../server/src/modules/accounts/entities/account.entity.js';
import { useDemoSessions } from '../support/demo-world.js';
import { newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function newIndividualToken(instance = 'springfield'): Promise<string> {
  const { email } = await newUser(t, { accounts: [{ instance, kind: 'individual' }] });
  return sessionTokenFor(t, email, instance);
}

const put = (token: string, section: string, body: unknown) =>
  t.http
    .put(`/api/user-${section}`)
    .set(bearer(token))
    .send(body as object);
const get = (token: string, section: string) => t.http.get(`/api/user-${section}`).set(bearer(token));

/** A valid answer for each section, as its tab would send it. */
const VALID: Record<string, Record<string, unknown>> = {
  general: {
    firstName: 'Ana',
    middleName: 'B',
    lastName: 'Lopez',
    dateOfBirth: '1988-04-12',
    ssn: '12-34-5678',
  },
  contact: { phone: '(217) 555-0134', alternatePhone: '217-555-0199', email: 'ana@example.org' },
  'mailing-address': {
    addressLine1: '12 Elm Street',
    addressLine2: 'Apt 3',
    city: 'Springfield',
    state: 'IL',
    zip: '62701-1234',
    county: '17167',
  },
  demographics: {
    demographics: [
      { type: 'race', category: 'Asian' },
      { type: 'veteran', category: 'No' },
    ],
  },
  household: {
    householdSize: 3,
    members: [
      { firstName: 'Luis', lastName: 'Lopez', relationship: 'spouse', dateOfBirth: '1986-01-30' },
      { firstName: 'Mia', lastName: 'Lopez', relationship: 'child', dateOfBirth: '2019-10-02' },
    ],
  },
  income: {
    sources: [
      { type: 'wages', amount: 1200, frequency: 'biweekly' },
      { type: 'childSupport', amount: '250', frequency: 'monthly' },
    ],
  },
  rent: { rentType: 'rent', monthlyRent: 1150, leaseStart: '2024-06-01', evictionNotice: false },
  landlord: {
    landlordName: 'Oak Properties',
    landlordPhone: '2175550100',
    addressLine1: '1 Main St',
    city: 'Springfield',
    state: 'IL',
    zip: '62704',
  },
  utilities: {
    utilities: [{ type: 'electricity', provider: 'CWLP', accountNumber: 'A-77', monthlyAmount: 95.5 }],
  },
  'public-office': {
    holdsOffice: true,
    office: 'schoolBoard',
    jurisdiction: 'District 186',
    since: '2021-01-04',
  },
};

describe('GET|PUT /api/user-<section>', () => {
  it('has every section of the spec, each valid answer tested here (documents need an upload: below)', () => {
    expect(PROFILE_SECTION_NAMES).toEqual([...Object.keys(VALID), 'documents']);
  });

  it.each(Object.keys(VALID))('user-%s: an empty section first, then what was saved', async (section) => {
    const token = await newIndividualToken();
    const before = await get(token, section).expect(200);
    expect(Object.values(before.body).every((v) => Array.isArray(v) && v.length === 0)).toBe(true);
    const saved = await put(token, section, VALID[section]).expect(200);
    expect(saved.body).toEqual(VALID[section]);
    expect((await get(token, section).expect(200)).body).toEqual(VALID[section]);
    expect(saved.headers['cache-control']).toBe('no-store');
  });

  it('a PUT replaces the section whole: fields left out are gone', async () => {
    const token = await newIndividualToken();
    await put(token, 'general', VALID.general).expect(200);
    await put(token, 'general', { firstName: 'Ana', lastName: 'Lopez' }).expect(200);
    expect((await get(token, 'general')).body).toEqual({ firstName: 'Ana', lastName: 'Lopez' });
  });

  it('user-demographics deletes the old answers, then adds each new one', async () => {
    const token = await newIndividualToken();
    await put(token, 'demographics', VALID.demographics).expect(200);
    const next = { demographics: [{ type: 'gender', category: 'Female' }] };
    await put(token, 'demographics', next).expect(200);
    expect((await get(token, 'demographics')).body).toEqual(next);
    await put(token, 'demographics', { demographics: [] }).expect(200);
    expect((await get(token, 'demographics')).body).toEqual({ demographics: [] });
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const upload = async (token: string, name: string): Promise<{ id: number; name: string; size: number }> => {
  const res = await t.http
    .post('/api/upload-file')
    .set(bearer(token))
    .field('kind', 'document')
    .attach('file', PDF, name)
    .expect(201);
  return { id: res.body.id, name: res.body.name, size: res.body.size };
};

describe('user-documents', () => {
  it("keeps the individual's own uploads by name, each file as uploaded", async () => {
    const token = await newIndividualToken();
    expect((await get(token, 'documents').expect(200)).body).toEqual({ documents: [] });
    const lease = await upload(token, 'lease.pdf');
    const body = { documents: [{ title: 'Lease', file: lease }] };
    expect((await put(token, 'documents', body).expect(200)).body).toEqual(body);
    expect((await get(token, 'documents')).body).toEqual(body);
  });

  it("refuses another person's file as one that does not exist, a missing file and title as required; keeps what was saved", async () => {
    const ana = await newIndividualToken();
    const ben = await newIndividualToken();
    const saved = { documents: [{ title: 'Lease', file: await upload(ana, 'lease.pdf') }] };
    await put(ana, 'documents', saved).expect(200);
    const bens = await upload(ben, 'bens.pdf');
    const refused = await put(ana, 'documents', { documents: [{ title: 'Pay stub', file: bens }] }).expect(
      422,
    );
    expect(refused.body.errors).toEqual([
      { field: 'documents[0].file', code: 'fileNotFound', message: `The file ${bens.id} does not exist` },
    ]);
    const missing = await put(ana, 'documents', { documents: [{}] }).expect(422);
    expect(missing.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['documents[0].title', 'fieldRequired'],
      ['documents[0].file', 'fieldRequired'],
    ]);
    expect((await get(ana, 'documents')).body).toEqual(saved);
  });
});

describe('validation', () => {
  it('refuses a bad ZIP, SSN, phone and date with the shared messages, and keeps what was saved', async () => {
    const token = await newIndividualToken();
    await put(token, 'general', VALID.general).expect(200);
    const bad = await put(token, 'general', {
      firstName: '',
      lastName: 'L',
      dateOfBirth: '2999-01-01',
      ssn: '123456789',
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      statusCode: 422,
      code: 'fieldRequired',
      message: 'The field First name is required',
      errors: [
        { field: 'firstName', code: 'fieldRequired', message: 'The field First name is required' },
        {
          field: 'dateOfBirth',
          code: 'fieldFuture',
          message: 'The field Date of birth cannot be in the future',
        },
        {
          field: 'ssn',
          code: 'fieldPattern',
          message: 'The field Social Security number must look like 12-34-5678',
        },
      ],
    });
    expect((await get(token, 'general')).body).toEqual(VALID.general);

    const contact = await put(token, 'contact', { phone: '555-0134' }).expect(422);
    expect(contact.body.errors).toEqual([
      { field: 'phone', code: 'fieldPattern', message: 'The field Phone must look like (555) 123-4567' },
    ]);
    const address = await put(token, 'mailing-address', { ...VALID['mailing-address'], zip: '6270' }).expect(
      422,
    );
    expect(address.body.errors).toEqual([
      {
        field: 'zip',
        code: 'fieldPattern',
        message: 'The field ZIP code must look like 12345 or 12345-6789',
      },
    ]);
  });

  it('a state must be one of the 50 and DC, a county one of its state', async () => {
    const token = await newIndividualToken();
    const state = await put(token, 'mailing-address', { ...VALID['mailing-address'], state: 'PR' }).expect(
      422,
    );
    expect(state.body.errors).toEqual([
      { field: 'state', code: 'fieldChoice', message: 'The field State must be one of the 50 states and DC' },
    ]);
    const county = await put(token, 'mailing-address', {
      ...VALID['mailing-address'],
      county: '06037',
    }).expect(422);
    expect(county.body.errors).toEqual([
      { field: 'county', code: 'fieldChoice', message: 'The field County must be one of the counties of IL' },
    ]);
  });

  it('checks each entry of a list by its place, and unknown fields', async () => {
    const token = await newIndividualToken();
    const res = await put(token, 'household', {
      householdSize: 2.5,
      members: [{ firstName: 'Luis', lastName: 'Lopez', relationship: 'cousin' }, 'Mia'],
      pets: 2,
    }).expect(422);
    expect(res.body.errors).toEqual([
      {
        field: 'householdSize',
        code: 'fieldInteger',
        message: 'The field Household size must be a whole number',
      },
      { field: 'pets', code: 'unknownField', message: 'The form does not ask for pets' },
      {
        field: 'members[0].relationship',
        code: 'fieldChoice',
        message:
          'The field Relationship must be one of spouse, partner, child, stepchild, parent, sibling, grandparent, grandchild, otherRelative, roommate, other',
      },
      {
        field: 'members[1]',
        code: 'fieldEntry',
        message: 'Each entry of Household members must be an object',
      },
    ]);
    const income = await put(token, 'income', {
      sources: [{ type: 'wages', amount: -5, frequency: 'hourly' }],
    });
    expect(income.status).toBe(422);
    expect(income.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['sources[0].amount', 'fieldMin'],
      ['sources[0].frequency', 'fieldChoice'],
    ]);
    const notList = await put(token, 'utilities', { utilities: 'electricity' }).expect(422);
    expect(notList.body.errors).toEqual([
      {
        field: 'utilities',
        code: 'fieldList',
        message: 'The field Utilities must be a list of at most 12 entries',
      },
    ]);
  });
});

describe('isolation', () => {
  it("another applicant does not see an individual's answers", async () => {
    const ana = await newIndividualToken();
    const ben = await newIndividualToken();
    await put(ana, 'household', VALID.household).expect(200);
    expect((await get(ben, 'household')).body).toEqual({ members: [] });
  });

  it("the same person's individual account on another instance has a profile of its own", async () => {
    const { email } = await newUser(t, {
      accounts: [
        { instance: 'springfield', kind: 'individual' },
        { instance: 'riverton', kind: 'individual' },
      ],
    });
    const springfield = await sessionTokenFor(t, email, 'springfield');
    const riverton = await sessionTokenFor(t, email, 'riverton');
    await put(springfield, 'income', VALID.income).expect(200);
    expect((await get(riverton, 'income')).body).toEqual({ sources: [] });
  });

  it('staff and business accounts have no individual profile: 403', async () => {
    const staff = await get(tokens.riverton, 'household').expect(403);
    expect(staff.body).toMatchObject({ statusCode: 403, code: 'forbidden' });
    await put(tokens.admin, 'household', VALID.household).expect(403);
    const { email } = await newUser(t, {
      accounts: [{ instance: 'springfield', kind: 'business', businessName: 'Lopez Bakery' }],
    });
    const business = await sessionTokenFor(t, email, 'springfield', ENTITY_TYPE.business);
    await get(business, 'income').expect(403);
  });

  it('without a session: 401', async () => {
    await t.http.get('/api/user-household').expect(401);
  });
});

describe('the profile as answers', () => {
  it('GET /api/user-profile holds every saved section', async () => {
    const token = await newIndividualToken();
    await put(token, 'household', VALID.household).expect(200);
    await put(token, 'demographics', VALID.demographics).expect(200);
    expect((await t.http.get('/api/user-profile').set(bearer(token)).expect(200)).body).toEqual({
      household: VALID.household,
      demographics: VALID.demographics,
    });
  });

  it('eligibility reads the profile where the answers are silent: monthly income summed from the sources', async () => {
    const program = await t.http
      .post('/api/admin/programs')
      .set(bearer(tokens.admin))
      .send({
        displayName: `Profile eligibility ${Date.now()}`,
        audience: [2],
        formFields: [{ name: 'monthlyIncome', label: 'Monthly income', type: 'number', required: false }],
        eligibilityCriteria: [
          { label: 'Under $3,000 a month', field: 'monthlyIncome', operator: '<', value: 3000 },
        ],
      })
      .expect(201);
    const token = await newIndividualToken();
    const check = () =>
      t.http
        .post('/api/eligibility')
        .set(bearer(token))
        .send({ programId: program.body.id, answers: {} })
        .expect(200);
    expect((await check()).body.eligible).toBe(false);
    // 1200 every two weeks (2,600 a month) and 250 a month: 2,850
    await put(token, 'income', VALID.income).expect(200);
    const res = await check();
    expect(res.body.eligible).toBe(true);
    expect(res.body.results).toEqual([
      {
        label: 'Under $3,000 a month',
        met: true,
        reason: 'met',
        field: 'monthlyIncome',
        message: 'Meets: Under $3,000 a month',
      },
    ]);
  });
});

it('a section the profile does not have: 404 sectionNotFound', async () => {
  const token = await newIndividualToken();
  const res = await get(token, 'pets').expect(404);
  expect(res.body).toEqual({
    statusCode: 404,
    code: 'sectionNotFound',
    message: 'The profile has no section pets',
  });
});
