// Declarations (issue 25, API.md "Program application setup"): the statements a program asks applicants to
// accept are an admin resource (resource-instance-declarations, FormConfig); applicants read them, a
// submission without a required one is refused 422, and the ones accepted are kept on the application with
// the name typed and the time, shown on the staff record and in the snapshot PDF. Programs are the test's own.
import type { FormField } from '../../server/src/contract/programs.js';
import { newApplicantToken as applicantToken, bearer, submitAs } from '../support/applying.js';
import { useDemoSessions } from '../support/demo-world.js';
import { binary, pdfText } from '../support/pdf.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

const FORM: FormField[] = [{ name: 'fullName', label: 'Full name', type: 'text', required: true }];
const TRUE_ANSWERS = 'The answers I gave are true and complete';
const SHARING = 'Porchlight may share my answers with partner agencies';
const DRAFTS = { AllowCases: true, MultipleDraftCases: false, ApplicantSubmission: true };

async function newProgram(): Promise<number> {
  const res = await t.http
    .post('/api/admin/programs')
    .set(bearer(tokens.admin))
    .send({
      displayName: `Declarations ${Date.now()} ${Math.random()}`,
      audience: [2],
      formFields: FORM,
      settings: { Applications: DRAFTS },
    })
    .expect(201);
  return res.body.id as number;
}

const addDeclaration = (programId: number, statement: string, required: boolean, position: number) =>
  t.http
    .post('/api/admin/resource-instance-declarations')
    .set(bearer(tokens.admin))
    .send({ programId, statement, required, position });

/** A program with a required statement read second and an optional one read first. */
async function programWithDeclarations() {
  const programId = await newProgram();
  const truth = (await addDeclaration(programId, TRUE_ANSWERS, true, 2).expect(201)).body.id as number;
  const sharing = (await addDeclaration(programId, SHARING, false, 1).expect(201)).body.id as number;
  return { programId, truth, sharing };
}

const newApplicantToken = () => applicantToken(t);

const submit = (token: string, body: Record<string, unknown>) => submitAs(t, token, body);

const ANSWERS = { fullName: 'Ann Lee' };

describe('resource-instance-declarations', () => {
  it('applicants read a program’s statements in reading order', async () => {
    const { programId, truth, sharing } = await programWithDeclarations();
    const res = await t.http
      .get(`/api/resource-instance-declarations?programId=${programId}`)
      .set(bearer(await newApplicantToken()))
      .expect(200);
    expect(res.body).toEqual([
      { id: sharing, programId, statement: SHARING, required: false, position: 1 },
      { id: truth, programId, statement: TRUE_ANSWERS, required: true, position: 2 },
    ]);
  });

  it('are edited with FormConfig: a case worker without it is refused', async () => {
    const programId = await newProgram();
    const res = await t.http
      .post('/api/admin/resource-instance-declarations')
      .set(bearer(tokens.caseworker))
      .send({ programId, statement: TRUE_ANSWERS, required: true, position: 0 });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });

  it('a statement without words is refused in the one error shape', async () => {
    const programId = await newProgram();
    const res = await addDeclaration(programId, '', true, 0);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'statement', code: 'fieldRequired', message: 'The field Statement is required' },
    ]);
  });

  it("another instance's administrator neither lists nor reads them, and its applicants are not shown them", async () => {
    const { programId, truth } = await programWithDeclarations();
    await t.http
      .get(`/api/admin/resource-instance-declarations/${truth}`)
      .set(bearer(tokens.riverton))
      .expect(404);
    const list = await t.http
      .get(
        `/api/admin/resource-instance-declarations?filter=${encodeURIComponent(JSON.stringify({ programId }))}`,
      )
      .set(bearer(tokens.riverton))
      .expect(200);
    expect(list.body).toEqual([]);
    const own = await t.http
      .get(
        `/api/admin/resource-instance-declarations?filter=${encodeURIComponent(JSON.stringify({ programId }))}`,
      )
      .set(bearer(tokens.admin))
      .expect(200);
    expect(own.body.map((d: { id: number }) => d.id)).toContain(truth);
    const res = await t.http
      .get(`/api/resource-instance-declarations?programId=${programId}`)
      .set(bearer(tokens.reviewer));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('programNotFound');
  });
});

describe('submitting with declarations', () => {
  it('refuses a submission without a required statement: 422 declarationRequired, nothing created', async () => {
    const { programId, truth } = await programWithDeclarations();
    const token = await newApplicantToken();
    const res = await submit(token, { programId, answers: ANSWERS });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'declarationRequired',
      message: `You must accept the declaration "${TRUE_ANSWERS}"`,
      errors: [
        {
          field: `declarations.${truth}`,
          code: 'declarationRequired',
          message: `You must accept the declaration "${TRUE_ANSWERS}"`,
        },
      ],
    });
    const mine = await t.http.get('/api/applications/mine').set(bearer(token)).expect(200);
    expect(mine.body).toEqual([]);
  });

  it('refuses a statement accepted without a typed name, and one the program does not have', async () => {
    const { programId, truth } = await programWithDeclarations();
    const other = await programWithDeclarations();
    const res = await submit(await newApplicantToken(), {
      programId,
      answers: ANSWERS,
      declarations: [
        { id: truth, name: '  ' },
        { id: other.truth, name: 'Ann Lee' },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      {
        field: `declarations.${other.truth}`,
        code: 'declarationNotFound',
        message: `The declaration ${other.truth} is not one of this program's`,
      },
      {
        field: `declarations.${truth}`,
        code: 'declarationNameRequired',
        message: `Type your full name to accept the declaration "${TRUE_ANSWERS}"`,
      },
    ]);
  });

  it('records the statements accepted with the typed name and time, on the record and in the snapshot PDF', async () => {
    const { programId, truth } = await programWithDeclarations();
    const token = await newApplicantToken();
    const before = Date.now();
    const res = await submit(token, {
      programId,
      answers: ANSWERS,
      declarations: [{ id: truth, name: ' Ann Lee ' }],
    });
    expect(res.status).toBe(201);
    const record = await t.http
      .get(`/api/admin/applications/${res.body.id}`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(record.body.declarations).toEqual([
      { id: truth, statement: TRUE_ANSWERS, name: 'Ann Lee', acceptedAt: expect.any(String) },
    ]);
    const acceptedAt = Date.parse(record.body.declarations[0].acceptedAt);
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now());
    const pdf = await t.http
      .post('/api/document/program-application-snapshot-pdf')
      .set(bearer(tokens.admin))
      .send({ workflow_id: res.body.id })
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = await pdfText(pdf.body);
    expect(text).toContain('Declarations');
    expect(text).toContain(TRUE_ANSWERS);
    expect(text).toContain('Accepted by Ann Lee');
  });

  it('a draft is kept without them, and its submission is held to them', async () => {
    const { programId, truth } = await programWithDeclarations();
    const token = await newApplicantToken();
    const draft = await submit(token, { programId, answers: ANSWERS, draft: true });
    expect(draft.status).toBe(201);
    const refused = await submit(token, { applicationId: draft.body.id, answers: ANSWERS });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('declarationRequired');
    const submitted = await submit(token, {
      applicationId: draft.body.id,
      answers: ANSWERS,
      declarations: [{ id: truth, name: 'Ann Lee' }],
    });
    expect(submitted.status).toBe(201);
    const record = await t.http
      .get(`/api/admin/applications/${draft.body.id}`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(record.body.declarations.map((d: { name: string }) => d.name)).toEqual(['Ann Lee']);
  });

  it('a malformed list of statements is refused in the one error shape', async () => {
    const { programId } = await programWithDeclarations();
    const res = await submit(await newApplicantToken(), {
      programId,
      answers: ANSWERS,
      declarations: [{ id: 'x', name: 3 }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.length).toBeGreaterThan(0);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['declarations.0.id', 'declarations.0.name']),
    );
  });
});
