// Answers are checked against the program's form on submit (API.md "Applying", programs spec §5): 422 with
// one error per field, answers the form does not ask for refused, nothing written; valid answers accepted and
// kept as sent.
import type { FormField } from '../../server/src/contract/programs.js';
import { newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: string;
/** Emergency Rental Assistance (individuals, a seeded workflow); its form is replaced with FORM below. */
const EVERY_CONSTRAINT = 7;
const GROCERY = 5;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const CHILD_SAVINGS = 6;

const FORM: FormField[] = [
  { name: 'fullName', label: 'Full name', type: 'text', required: true, minLength: 2, maxLength: 20 },
  { name: 'zip', label: 'ZIP code', type: 'text', required: false, pattern: 'zip' },
  { name: 'caseNumber', label: 'Case number', type: 'text', required: false, pattern: '[A-Z]{2}\\d{3}' },
  { name: 'about', label: 'About you', type: 'textarea', required: false, maxLength: 50 },
  { name: 'householdSize', label: 'Household size', type: 'number', required: true, min: 1, max: 20 },
  { name: 'income', label: 'Monthly income', type: 'number', required: false, min: 0, max: 1_000_000 },
  { name: 'birthDate', label: 'Date of birth', type: 'date', required: false, max: 'today' },
  { name: 'startDate', label: 'Start date', type: 'date', required: false, min: '2020-01-01' },
  { name: 'need', label: 'Need', type: 'select', required: true, choices: ['Rent', 'Utilities'] },
  { name: 'notice', label: 'Eviction notice', type: 'checkbox', required: false },
  { name: 'agree', label: 'I agree', type: 'checkbox', required: true },
  { name: 'proof', label: 'Proof of address', type: 'file', required: false },
];
const VALID = {
  fullName: 'Rosa Diaz',
  zip: '12345-6789',
  caseNumber: 'AB123',
  about: 'Two kids',
  householdSize: '3',
  income: 2100.5,
  birthDate: '1990-04-02',
  startDate: '2024-01-01',
  need: 'Rent',
  notice: false,
  agree: true,
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const submit = (token: string, programId: number, answers: Record<string, unknown>) =>
  t.http.post('/api/submit-application/100/community-type/2').set(bearer(token)).send({ programId, answers });

async function newApplicant(): Promise<string> {
  const { email } = await newUser(t);
  return sessionTokenFor(t, email, 'springfield');
}

/** The rows a submission writes, counted across the instance. */
async function rowCounts() {
  const [counts] = await t.dataSource.query(
    `SELECT (SELECT count(*)::int FROM applications) AS applications,
            (SELECT count(*)::int FROM application_events) AS events,
            (SELECT count(*)::int FROM validation_results) AS results`,
  );
  return counts;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await sessionTokenFor(t, 'admin@springfield.example', 'springfield');
  await t.http
    .put(`/api/admin/programs/${EVERY_CONSTRAINT}`)
    .set(bearer(admin))
    // The program's eligibility rule reads a field this form drops: a form and its criteria are saved together.
    .send({ formFields: FORM, eligibilityCriteria: [] })
    .expect(200);
  // Booting and seeding a fresh database takes longer than jest's default hook timeout.
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('each constraint refuses a broken answer with its field error', () => {
  let token: string;
  beforeAll(async () => {
    token = await newApplicant();
  });

  it.each([
    ['required', { fullName: undefined }, 'fullName', 'fieldRequired', 'The field Full name is required'],
    ['required (blank)', { fullName: '   ' }, 'fullName', 'fieldRequired', 'The field Full name is required'],
    ['text', { fullName: 42 }, 'fullName', 'fieldText', 'The field Full name must be text'],
    [
      'minLength',
      { fullName: 'R' },
      'fullName',
      'fieldMinLength',
      'The field Full name must be at least 2 characters',
    ],
    [
      'maxLength',
      { about: 'x'.repeat(51) },
      'about',
      'fieldMaxLength',
      'The field About you must be at most 50 characters',
    ],
    [
      'shared pattern (ZIP)',
      { zip: '1234' },
      'zip',
      'fieldPattern',
      'The field ZIP code must look like 12345 or 12345-6789',
    ],
    [
      'custom pattern',
      { caseNumber: 'ab123' },
      'caseNumber',
      'fieldFormat',
      'The field Case number is not in the expected format',
    ],
    [
      'number',
      { householdSize: 'three' },
      'householdSize',
      'fieldNumber',
      'The field Household size must be a number',
    ],
    [
      'number (exponent)',
      { householdSize: '1e1' },
      'householdSize',
      'fieldNumber',
      'The field Household size must be a number',
    ],
    [
      'min',
      { householdSize: -2 },
      'householdSize',
      'fieldMin',
      'The field Household size must be at least 1',
    ],
    ['max', { income: 1e22 }, 'income', 'fieldMax', 'The field Monthly income must be at most 1000000'],
    [
      'date',
      { birthDate: '2023-02-29' },
      'birthDate',
      'fieldDate',
      'The field Date of birth must be a date (year-month-day)',
    ],
    [
      'not in the future',
      { birthDate: '2099-01-01' },
      'birthDate',
      'fieldFuture',
      'The field Date of birth cannot be in the future',
    ],
    [
      'date min',
      { startDate: '2019-12-31' },
      'startDate',
      'fieldDateMin',
      'The field Start date must be on or after 2020-01-01',
    ],
    ['choice', { need: 'Caviar' }, 'need', 'fieldChoice', 'The field Need must be one of Rent, Utilities'],
    [
      'checkbox',
      { notice: 'yes' },
      'notice',
      'fieldCheckbox',
      'The field Eviction notice must be checked or unchecked',
    ],
    ['required checkbox', { agree: false }, 'agree', 'fieldRequired', 'The field I agree is required'],
    [
      'file',
      { proof: 'lease.pdf' },
      'proof',
      'fieldFile',
      'The field Proof of address must be an uploaded file',
    ],
    [
      'unknown answer',
      { isApproved: true },
      'isApproved',
      'unknownField',
      'The form does not ask for isApproved',
    ],
  ])('%s', async (_rule, change, field, code, message) => {
    const res = await submit(token, EVERY_CONSTRAINT, { ...VALID, ...change }).expect(422);
    expect(res.body).toEqual({ statusCode: 422, code, message, errors: [{ field, code, message }] });
  });

  it('answers one error per broken field, in the form’s order, then the unknown answers', async () => {
    const res = await submit(token, EVERY_CONSTRAINT, {
      ...VALID,
      isApproved: true,
      householdSize: 0,
      fullName: undefined,
    }).expect(422);
    expect(res.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['fullName', 'fieldRequired'],
      ['householdSize', 'fieldMin'],
      ['isApproved', 'unknownField'],
    ]);
  });

  it('writes nothing when it refuses: no application, event or validation result, the upload not attached', async () => {
    const applicant = await newApplicant();
    const upload = await t.http
      .post('/api/upload-file')
      .set(bearer(applicant))
      .field('kind', 'document')
      .attach('file', PDF, 'lease.pdf')
      .expect(201);
    const before = await rowCounts();
    await submit(applicant, EVERY_CONSTRAINT, { ...VALID, proof: upload.body.id, householdSize: 99 }).expect(
      422,
    );
    expect(await rowCounts()).toEqual(before);
    const [file] = await t.dataSource.query('SELECT application_id FROM files WHERE id = $1', [
      upload.body.id,
    ]);
    expect(file).toEqual({ application_id: null });
  });
});

describe('answers that hold', () => {
  it('are accepted and kept as sent, markup as text', async () => {
    const token = await newApplicant();
    const answers = {
      ...VALID,
      fullName: '<img src=x onerror=alert(1)>'.slice(0, 20),
      birthDate: '2000-02-29',
    };
    const res = await submit(token, EVERY_CONSTRAINT, answers).expect(201);
    const [row] = await t.dataSource.query('SELECT answers FROM applications WHERE id = $1', [res.body.id]);
    expect(row.answers).toEqual(answers);
  });

  it('take the seeded Grocery Support form filled in as a person would', async () => {
    const token = await newApplicant();
    const upload = await t.http
      .post('/api/upload-file')
      .set(bearer(token))
      .field('kind', 'document')
      .attach('file', PDF, 'lease.pdf')
      .expect(201);
    await submit(token, GROCERY, {
      fullName: '<img src=x onerror=alert(1)>',
      zip: '62704',
      householdSize: '3',
      monthlyIncome: '2100',
      foodCategory: 'Produce',
      proofOfAddress: { id: upload.body.id, name: 'lease.pdf', size: PDF.length },
    }).expect(201);
  });
});

describe('the seeded forms carry sensible constraints', () => {
  it('refuses household size -2, an income of 10^22 and a bad ZIP on Grocery Support', async () => {
    const res = await submit(await newApplicant(), GROCERY, {
      fullName: 'Rosa Diaz',
      zip: '6270',
      householdSize: -2,
      monthlyIncome: 1e22,
      foodCategory: 'Produce',
      proofOfAddress: 1,
    }).expect(422);
    expect(res.body.errors).toEqual([
      {
        field: 'zip',
        code: 'fieldPattern',
        message: 'The field ZIP code must look like 12345 or 12345-6789',
      },
      {
        field: 'householdSize',
        code: 'fieldMin',
        message: 'The field People in your household must be at least 1',
      },
      {
        field: 'monthlyIncome',
        code: 'fieldMax',
        message: 'The field Monthly household income must be at most 1000000',
      },
    ]);
  });

  it('refuses a child born in 2099 on Child Savings Account', async () => {
    const res = await submit(await newApplicant(), CHILD_SAVINGS, {
      fullName: 'Rosa Diaz',
      childName: 'Mia',
      childBirthDate: '2099-01-01',
    }).expect(422);
    expect(res.body.errors).toEqual([
      {
        field: 'childBirthDate',
        code: 'fieldFuture',
        message: "The field Child's date of birth cannot be in the future",
      },
    ]);
  });
});

describe('a bank account number is kept as its last four digits (keepLast4)', () => {
  const storedAnswers = async (id: number) =>
    (await t.dataSource.query('SELECT answers FROM applications WHERE id = $1', [id]))[0].answers;
  const CHILD = { fullName: 'Rosa Diaz', childName: 'Mia', childBirthDate: '2021-05-01' };

  it('keeps ****6789 of a submitted 000123456789, nowhere the whole number', async () => {
    const res = await submit(await newApplicant(), CHILD_SAVINGS, {
      ...CHILD,
      bankAccount: '000123456789',
    }).expect(201);
    expect(await storedAnswers(res.body.id)).toMatchObject({ bankAccount: '****6789' });
    const [{ found }] = await t.dataSource.query(
      `SELECT count(*)::int AS found FROM applications WHERE answers::text LIKE '%000123456789%'`,
    );
    expect(found).toBe(0);
  });

  it('keeps a draft masked, takes it back as it is, and still refuses a new number that is not digits', async () => {
    const token = await newApplicant();
    const post = (body: Record<string, unknown>) =>
      t.http.post('/api/submit-application/100/community-type/2').set(bearer(token)).send(body);
    const draft = await post({
      programId: CHILD_SAVINGS,
      answers: { ...CHILD, bankAccount: '000123456789' },
      draft: true,
    }).expect(201);
    expect(await storedAnswers(draft.body.id)).toMatchObject({ bankAccount: '****6789' });
    const wrong = await post({
      applicationId: draft.body.id,
      answers: { ...CHILD, bankAccount: '12ab' },
      draft: true,
    }).expect(422);
    expect(wrong.body.errors).toEqual([
      expect.objectContaining({ field: 'bankAccount', code: 'fieldPattern' }),
    ]);
    await post({ applicationId: draft.body.id, answers: { ...CHILD, bankAccount: '****6789' } }).expect(201);
    expect(await storedAnswers(draft.body.id)).toMatchObject({ bankAccount: '****6789' });
  });
});
