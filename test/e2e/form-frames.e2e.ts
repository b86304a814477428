// Form frames (issue 25, programs spec §2, API.md "Program application setup"): a program with a FormURL setting
// and a frame mode is applied to through its external form. Its application starts in Form in progress (whatever the draft
// settings), cannot be submitted at once without the form, and leaves Form in progress when the form says it is
// complete (the community page then submits it with no answers of ours). Programs are the test's own.
import { randomBytes } from 'node:crypto';
import type { FormField } from '../../server/src/contract/programs.js';
import { bearer, newApplicantToken, submitAs } from '../support/applying.js';
import { useDemoSessions } from '../support/demo-world.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

// The built-in form a program applied to through its external form does not ask.
const FORM: FormField[] = [{ name: 'fullName', label: 'Full name', type: 'text', required: true }];

async function frameProgram(settings: Record<string, unknown> = {}) {
  const displayName = `Frame ${randomBytes(4).toString('hex')}`;
  const res = await t.http
    .post('/api/admin/programs')
    .set(bearer(tokens.admin))
    .send({
      displayName,
      audience: [2],
      formFields: FORM,
      settings: { FormURL: 'https://forms.example/apply', FormFrame: { Mode: 'externalId' }, ...settings },
    })
    .expect(201);
  return { programId: res.body.id as number, displayName };
}

const stateOf = async (applicationId: number) => {
  const [row] = await t.dataSource.query(
    `SELECT s.name, a.submitted_at FROM applications a JOIN workflow_states s ON s.id = a.current_state_id
      WHERE a.id = $1`,
    [applicationId],
  );
  return { state: row.name as string, submitted: row.submitted_at !== null };
};

describe('a program applied to through its external form', () => {
  it('holds a new application in Form in progress, though the program keeps no drafts of its own form', async () => {
    const { programId } = await frameProgram();
    const res = await submitAs(t, await newApplicantToken(t), { programId, answers: {}, draft: true });
    expect(res.status).toBe(201);
    expect(await stateOf(res.body.id)).toEqual({ state: 'Form in progress', submitted: false });
  });

  it('refuses an application submitted at once, without its form', async () => {
    const { programId, displayName } = await frameProgram();
    const res = await submitAs(t, await newApplicantToken(t), { programId, answers: {} });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'applyThroughForm',
      message: `The program ${displayName} is applied to through its own form, which sends the application`,
    });
  });

  it('moves the application out of Form in progress when its form is complete, without our own questions', async () => {
    const { programId } = await frameProgram({ FormFrame: { Mode: 'applicationId' } });
    const token = await newApplicantToken(t);
    const draft = await submitAs(t, token, { programId, answers: {}, draft: true });
    const done = await submitAs(t, token, { applicationId: draft.body.id, answers: {}, draft: false });
    expect(done.status).toBe(201);
    const after = await stateOf(draft.body.id);
    expect(after.submitted).toBe(true);
    expect(after.state).not.toBe('Form in progress');
  });
});

describe('a program with a FormURL but no frame mode', () => {
  it('is applied to through the built-in form, as before', async () => {
    const res = await t.http
      .post('/api/admin/programs')
      .set(bearer(tokens.admin))
      .send({
        displayName: `Frame ${randomBytes(4).toString('hex')}`,
        audience: [2],
        formFields: FORM,
        settings: { FormURL: 'https://forms.example/apply' },
      })
      .expect(201);
    const token = await newApplicantToken(t);
    const refused = await submitAs(t, token, { programId: res.body.id, answers: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('The field Full name is required');
    const taken = await submitAs(t, token, { programId: res.body.id, answers: { fullName: 'Ann Lee' } });
    expect(taken.status).toBe(201);
  });
});

describe('form frame settings', () => {
  it('refuse a form URL that is not a web address and an unknown mode', async () => {
    const res = await t.http
      .post('/api/admin/programs')
      .set(bearer(tokens.admin))
      .send({
        displayName: `Frame ${randomBytes(4).toString('hex')}`,
        settings: { FormURL: 'javascript:alert(1)', FormFrame: { Mode: 'byName' } },
      });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      {
        field: 'settings.FormURL',
        code: 'formUrlInvalid',
        message: 'The form URL must be a web address (https://…)',
      },
      {
        field: 'settings.FormFrame.Mode',
        code: 'formFrameModeInvalid',
        message: 'The form frame mode must be one of applicationId, externalId',
      },
    ]);
  });

  it('let the community pages frame secure sites (PORCHLIGHT_FORM_FRAME_SOURCES, https: by default)', async () => {
    const res = await t.http.get('/api/health');
    expect(res.headers['content-security-policy']).toContain("frame-src 'self' blob: https:");
  });
});
