// A form a person can finish (issue 18): the integer constraint refused on submit, a form definition applicants
// could not answer refused as the Form tab saves it (422, one error per property at its path), the record's
// answers grouped by the form's sections, and the program page told of the applicant's draft or application.
import type { FormField } from '../../server/src/contract/programs.js';
import { useDemoSessions } from '../support/demo-world.js';
import { newUser } from '../support/factories.js';
import { SECTIONED_FORM } from '../support/sectioned-form.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

const SPRINGFIELD = 100;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A program of the test's own with this form, applicants submitting their own drafts. */
async function newProgram(formFields: unknown[]) {
  const created = await t.http
    .post('/api/admin/programs')
    .set(bearer(tokens.admin))
    .send({
      displayName: `Sectioned ${Date.now()} ${Math.random()}`,
      audience: [2],
      scope: 'Local',
      active: true,
      formFields,
      settings: {
        FormURL: false,
        Applications: { AllowCases: false, MultipleDraftCases: false, ApplicantSubmission: true },
        Payments: { Type: false },
        Tasks: [],
      },
    })
    .expect(201);
  return created.body as { id: number; updatedAt: string };
}

async function newApplicant() {
  const { email } = await newUser(t, { accounts: [{ instance: 'springfield', kind: 'individual' }] });
  return sessionTokenFor(t, email, 'springfield');
}

const submit = (token: string, body: Record<string, unknown>) =>
  t.http.post(`/api/submit-application/${SPRINGFIELD}/community-type/2`).set(bearer(token)).send(body);

const VALID = { fullName: 'Ana Ruiz', householdSize: 3, income: 1200, need: 'Rent' };

describe('the integer constraint', () => {
  it('refuses a household of 2.5 people with its field error', async () => {
    const program = await newProgram(SECTIONED_FORM);
    const res = await submit(await newApplicant(), {
      programId: program.id,
      answers: { ...VALID, householdSize: 2.5 },
    }).expect(422);
    expect(res.body.errors).toEqual([
      {
        field: 'householdSize',
        code: 'fieldInteger',
        message: 'The field People at home must be a whole number',
      },
    ]);
  });

  it('is seeded on the demo household sizes', async () => {
    const detail = await t.http
      .get('/api/resource/5')
      .set(bearer(await newApplicant()))
      .expect(200);
    const size = (detail.body.formFields as FormField[]).find((f) => f.name === 'householdSize');
    expect(size).toMatchObject({ integer: true });
  });
});

describe('a form definition refused as it is saved', () => {
  it('refuses min above max, a pattern that does not compile and a select without choices, each at its path', async () => {
    const program = await newProgram(SECTIONED_FORM);
    const res = await t.http
      .put(`/api/admin/programs/${program.id}`)
      .set(bearer(tokens.admin))
      .send({
        formFields: [
          { name: 'rooms', label: 'Rooms', type: 'number', required: true, min: 5, max: 3 },
          { name: 'code', label: 'Code', type: 'text', required: false, pattern: '([a-z' },
          { name: 'need', label: 'Need', type: 'select', required: true },
        ],
      })
      .expect(422);
    expect(res.body.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['formFields.0.min', 'minAboveMax'],
      ['formFields.1.pattern', 'patternInvalid'],
      ['formFields.2.choices', 'choicesRequired'],
    ]);
    expect(res.body.errors[0].message).toBe('The minimum must not be more than the maximum');
    const kept = await t.http.get(`/api/admin/programs/${program.id}`).set(bearer(tokens.admin)).expect(200);
    expect(kept.body.formFields).toEqual(SECTIONED_FORM);
  });

  it('refuses a new program whose form has two fields of one name', async () => {
    const res = await t.http
      .post('/api/admin/programs')
      .set(bearer(tokens.admin))
      .send({ displayName: `Twice ${Date.now()}`, formFields: [SECTIONED_FORM[0], SECTIONED_FORM[0]] })
      .expect(422);
    expect(res.body.errors).toEqual([
      { field: 'formFields.1.name', code: 'nameTaken', message: 'Another field is named fullName already' },
    ]);
  });

  it('saves a form whose constraints hold, with its sections', async () => {
    const program = await newProgram([]);
    const res = await t.http
      .put(`/api/admin/programs/${program.id}`)
      .set(bearer(tokens.admin))
      .send({ formFields: SECTIONED_FORM })
      .expect(200);
    expect(res.body.formFields).toEqual(SECTIONED_FORM);
  });
});

describe('sections in the record', () => {
  it("groups the record's answers by the form's sections, titled", async () => {
    const program = await newProgram(SECTIONED_FORM);
    const applied = await submit(await newApplicant(), { programId: program.id, answers: VALID }).expect(201);
    const record = await t.http
      .get(`/api/admin/applications/${applied.body.id}`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(record.body.form).toEqual([
      { title: 'About you', fields: [{ name: 'fullName', label: 'Full name', type: 'text' }] },
      {
        title: 'Household',
        fields: [
          { name: 'householdSize', label: 'People at home', type: 'number' },
          { name: 'income', label: 'Monthly income', type: 'number' },
        ],
      },
      { title: 'Needs', fields: [{ name: 'need', label: 'What you need', type: 'select' }] },
    ]);
  });
});

describe("the program page knows the applicant's draft and application", () => {
  it('names the draft to continue, then the application submitted', async () => {
    const program = await newProgram(SECTIONED_FORM);
    const token = await newApplicant();
    const page = () => t.http.get(`/api/resource/${program.id}`).set(bearer(token)).expect(200);
    expect((await page()).body).toMatchObject({ draftId: null, applicationId: null, alreadyApplied: false });
    const draft = await submit(token, {
      programId: program.id,
      answers: { fullName: 'Ana' },
      draft: true,
    }).expect(201);
    expect((await page()).body).toMatchObject({
      draftId: draft.body.id,
      applicationId: null,
      alreadyApplied: true,
    });
    await submit(token, { applicationId: draft.body.id, answers: VALID }).expect(201);
    expect((await page()).body).toMatchObject({
      draftId: null,
      applicationId: draft.body.id,
      cannotApplyReason: 'alreadyApplied',
    });
  });

  it('names nothing to staff', async () => {
    const res = await t.http.get('/api/resource/5').set(bearer(tokens.admin)).expect(200);
    expect(res.body).toMatchObject({ draftId: null, applicationId: null });
  });
});
