// Custom application fields (issue 25, programs spec §7 "Programs and applications"):
// GET /api/custom-resource-application-fields?programId= answers a program's form as applicants answer it,
// its fields in order with their sections and constraints, to a signed-in caller who may see the program;
// another instance's program is not found, and nobody unsigned is answered. Programs are the test's own.
import type { FormField } from '../../server/src/contract/programs.js';
import { newApplicantToken as applicantToken, bearer } from '../support/applying.js';
import { useDemoSessions } from '../support/demo-world.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

const FORM: FormField[] = [
  { name: 'fullName', label: 'Full name', type: 'text', required: true, section: 'About you', maxLength: 80 },
  { name: 'householdSize', label: 'People at home', type: 'number', required: true, min: 1, integer: true },
  {
    name: 'income',
    label: 'Monthly income',
    type: 'number',
    required: false,
    section: 'Money',
    max: 5000,
  },
  { name: 'housing', label: 'Housing', type: 'select', required: true, choices: ['Rent', 'Own'] },
];

async function newProgram(active: boolean): Promise<number> {
  const res = await t.http
    .post('/api/admin/programs')
    .set(bearer(tokens.admin))
    .send({ displayName: `Fields ${Date.now()} ${Math.random()}`, audience: [2], active, formFields: FORM })
    .expect(201);
  return res.body.id as number;
}

const fieldsOf = (programId: number) =>
  t.http.get(`/api/custom-resource-application-fields?programId=${programId}`);

describe('custom-resource-application-fields', () => {
  it("answers an applicant the program's fields in the form's order, with their sections and constraints", async () => {
    const programId = await newProgram(true);
    const res = await fieldsOf(programId).set(bearer(await applicantToken(t)));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(FORM);
  });

  it('a program the applicant may not see yet (not launched) is not found', async () => {
    const programId = await newProgram(false);
    const res = await fieldsOf(programId).set(bearer(await applicantToken(t)));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      code: 'programNotFound',
      message: `The program ${programId} does not exist`,
    });
  });

  it("another instance's program is not found, for its administrator and its reviewer alike", async () => {
    const programId = await newProgram(true);
    for (const token of [tokens.riverton, tokens.reviewer]) {
      const res = await fieldsOf(programId).set(bearer(token));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        code: 'programNotFound',
        message: `The program ${programId} does not exist`,
      });
    }
  });

  it('is refused 401 without a session', async () => {
    const programId = await newProgram(true);
    const res = await fieldsOf(programId);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'unauthorized' });
  });

  it('a program id that is not a number is refused 422 in the one error shape', async () => {
    const res = await t.http
      .get('/api/custom-resource-application-fields?programId=first')
      .set(bearer(await applicantToken(t)));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'programId' })]),
    );
  });
});
