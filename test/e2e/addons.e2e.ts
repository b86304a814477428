// Add-ons (issue 25, API.md "Program application setup"): optional extra items a program offers with its
// application (admin resource addons, FormConfig), each with its own fields and amount; applicants read them,
// a submission's chosen add-ons are checked by their fields and kept on the application. Programs are the
// test's own.
import type { FormField } from '../../server/src/contract/programs.js';
import { newApplicantToken as applicantToken, bearer, submitAs } from '../support/applying.js';
import { useDemoSessions } from '../support/demo-world.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

const FORM: FormField[] = [{ name: 'fullName', label: 'Full name', type: 'text', required: true }];
const SIZE: FormField = {
  name: 'size',
  label: 'Coat size',
  type: 'select',
  required: true,
  choices: ['S', 'M', 'L'],
};

async function programWithAddon() {
  const res = await t.http
    .post('/api/admin/programs')
    .set(bearer(tokens.admin))
    .send({ displayName: `Add-ons ${Date.now()} ${Math.random()}`, audience: [2], formFields: FORM })
    .expect(201);
  const programId = res.body.id as number;
  const addon = await t.http
    .post('/api/admin/addons')
    .set(bearer(tokens.admin))
    .send({ programId, name: 'Winter coat', description: 'A warm coat', amount: 80, formFields: [SIZE] })
    .expect(201);
  return { programId, addonId: addon.body.id as number };
}

const newApplicantToken = () => applicantToken(t);

const submit = (token: string, body: Record<string, unknown>) => submitAs(t, token, body);
const ANSWERS = { fullName: 'Ann Lee' };

describe('addons', () => {
  it('applicants read a program’s add-ons with their fields and amount', async () => {
    const { programId, addonId } = await programWithAddon();
    const res = await t.http
      .get(`/api/addons?programId=${programId}`)
      .set(bearer(await newApplicantToken()))
      .expect(200);
    expect(res.body).toEqual([
      {
        id: addonId,
        programId,
        name: 'Winter coat',
        description: 'A warm coat',
        amount: 80,
        formFields: [SIZE],
        position: 0,
      },
    ]);
  });

  it("checks a chosen add-on's answers by its own fields: 422 under addons.<id>.<field>", async () => {
    const { programId, addonId } = await programWithAddon();
    const res = await submit(await newApplicantToken(), {
      programId,
      answers: ANSWERS,
      addons: [{ id: addonId }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: `addons.${addonId}.size`, code: 'fieldRequired', message: 'The field Coat size is required' },
    ]);
  });

  it('refuses an add-on the program does not offer', async () => {
    const { programId } = await programWithAddon();
    const other = await programWithAddon();
    const res = await submit(await newApplicantToken(), {
      programId,
      answers: ANSWERS,
      addons: [{ id: other.addonId, answers: { size: 'M' } }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      {
        field: `addons.${other.addonId}`,
        code: 'addonNotFound',
        message: `The add-on ${other.addonId} is not one of this program's`,
      },
    ]);
  });

  it('keeps the add-ons chosen on the application, with name, amount and answers; none chosen is none', async () => {
    const { programId, addonId } = await programWithAddon();
    const res = await submit(await newApplicantToken(), {
      programId,
      answers: ANSWERS,
      addons: [{ id: addonId, answers: { size: 'M' } }],
    });
    expect(res.status).toBe(201);
    const record = await t.http
      .get(`/api/admin/applications/${res.body.id}`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(record.body.addons).toEqual([
      { id: addonId, name: 'Winter coat', amount: 80, answers: { size: 'M' } },
    ]);
    const plain = await submit(await newApplicantToken(), { programId, answers: ANSWERS });
    expect(plain.status).toBe(201);
    const plainRecord = await t.http
      .get(`/api/admin/applications/${plain.body.id}`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(plainRecord.body.addons).toEqual([]);
  });

  it('refuses an add-on whose fields applicants could not answer, or an amount of 0', async () => {
    const { programId } = await programWithAddon();
    const fields = await t.http
      .post('/api/admin/addons')
      .set(bearer(tokens.admin))
      .send({
        programId,
        name: 'Boots',
        formFields: [{ name: 'size', label: 'Size', type: 'select', choices: [] }],
      });
    expect(fields.status).toBe(422);
    expect(fields.body.errors.length).toBeGreaterThan(0);
    expect(fields.body.errors.every((e: { field: string }) => e.field.startsWith('formFields.0'))).toBe(true);
    const amount = await t.http
      .post('/api/admin/addons')
      .set(bearer(tokens.admin))
      .send({ programId, name: 'Boots', amount: 0 });
    expect(amount.status).toBe(422);
    expect(amount.body.errors).toEqual([
      { field: 'amount', code: 'mustBePositive', message: 'The amount must be more than 0' },
    ]);
  });

  it("keeps another instance's administrator and applicants away from a program's add-ons", async () => {
    const { programId, addonId } = await programWithAddon();
    await t.http.get(`/api/admin/addons/${addonId}`).set(bearer(tokens.riverton)).expect(404);
    const res = await t.http.get(`/api/addons?programId=${programId}`).set(bearer(tokens.reviewer));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('programNotFound');
  });
});
