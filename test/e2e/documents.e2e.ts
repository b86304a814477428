// The PDFs of the specification (programs spec §7, API.md "Files and documents"): the application snapshot,
// the instance's forms filled from a profile, and the instance's rent PDF.
import { PDFDocument } from 'pdf-lib';
import type { Response } from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import { useDemoSessions } from '../support/demo-world.js';
import { type FactoryApplication, newApplication, newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

const SNAPSHOT = '/api/document/program-application-snapshot-pdf';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** supertest keeps a binary answer's bytes in res.body when asked to buffer it. */
function binary(res: Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

const snapshot = (token: string, body: object) =>
  t.http.post(SNAPSHOT).set(bearer(token)).send(body).buffer(true).parse(binary);

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  // Control characters: pdfkit's empty ToUnicode entries of marks drawn apart (Vietnamese dot below).
  return text.replace(/\p{Cc}/gu, '').replace(/\s+/g, ' ');
}

const notFound = (id: number) => {
  const message = `The application ${id} does not exist`;
  return { statusCode: 404, code: 'applicationNotFound', message, error: { message } };
};

/** The error body of a binary call, read back as JSON. */
const json = (res: Response) => JSON.parse((res.body as Buffer).toString('utf8'));

/** An individual of the test's own on springfield, with a session, and their account and user ids. */
async function applicant(options: Parameters<typeof newUser>[1] = {}) {
  const { user, email } = await newUser(t, options);
  const [account] = await t.dataSource.query(
    `SELECT a.id, a.entity_id AS "individualId" FROM accounts a JOIN instances i ON i.id = a.instance_id
      WHERE a.user_id = $1 AND i.subdomain = 'springfield' AND a.entity_type = 2`,
    [user.id],
  );
  const token = await sessionTokenFor(t, email, 'springfield');
  return {
    user,
    email,
    token,
    accountId: account.id as number,
    individualId: account.individualId as number,
  };
}

/** An application of that applicant's own account. */
async function applicationOf(
  who: { user: { id: number }; accountId: number },
  options: Parameters<typeof newApplication>[1] = {},
): Promise<FactoryApplication> {
  const app = await newApplication(t, { applicantUserId: who.user.id, ...options });
  await t.dataSource.query('UPDATE applications SET applicant_account_id = $1 WHERE id = $2', [
    who.accountId,
    app.id,
  ]);
  return app;
}

describe('POST /api/document/program-application-snapshot-pdf', () => {
  it('answers a PDF of the application that opens, with its applicant, program, status and answers', async () => {
    const [program] = await t.dataSource.query(
      `SELECT p.id, p.display_name AS name, p.form_fields AS "formFields" FROM programs p
        WHERE p.instance_id = 100 AND jsonb_array_length(p.form_fields) > 0
          AND EXISTS (SELECT 1 FROM workflows w JOIN workflow_states s ON s.workflow_id = w.id AND s.is_initial
                       WHERE w.program_id = p.id)
        ORDER BY p.id LIMIT 1`,
    );
    const field = program.formFields[0];
    const app = await newApplication(t, {
      program: program.id,
      applicantName: 'Rosa Quill',
      answers: { [field.name]: 'An answer of the test' },
    });
    const [state] = await t.dataSource.query('SELECT name FROM workflow_states WHERE id = $1', [app.stateId]);

    const res = await snapshot(tokens.admin, {
      workflow_id: app.id,
      entity_name: 'Someone Else',
      entity_type: 1,
      status: 'Approved by the client',
      status_description: 'Waiting for documents',
      application_date: '1999-01-01',
      download: false,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="application-${app.externalId}.pdf"`);
    const doc = await PDFDocument.load(res.body);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe(`Application ${app.externalId}`);
    const text = await pdfText(res.body);
    for (const words of [
      'Rosa Quill',
      app.externalId,
      program.name,
      state.name,
      field.label,
      'An answer of the test',
      'Waiting for documents',
      'Individual',
    ]) {
      expect(text).toContain(words);
    }
    // The stored application wins over what the body says.
    expect(text).not.toContain('Someone Else');
    expect(text).not.toContain('Approved by the client');
  });

  it('is an attachment when download is true', async () => {
    const app = await newApplication(t);
    const res = await snapshot(tokens.supervisor, { workflow_id: app.id, download: true });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="application-${app.externalId}.pdf"`,
    );
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('draws an Arabic applicant name, and Vietnamese, Korean and Chinese answers, without error', async () => {
    const app = await newApplication(t, {
      applicantName: 'فاطمة الزهراء',
      answers: { vi: 'Nguyễn Thị Hương', ko: '김민준', zh: '陳美玲' },
    });
    const res = await snapshot(tokens.admin, { workflow_id: app.id });
    expect(res.status).toBe(200);
    const doc = await PDFDocument.load(res.body);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = await pdfText(res.body);
    expect(text.normalize('NFKC')).toMatch(/[\u0600-\u06FF]/);
    for (const words of ['Nguyễn Thị', '김민준', '陳美玲']) expect(text.normalize('NFC')).toContain(words);
  });

  it("is the applicant's own to download, with the moves but not the staff notes", async () => {
    const me = await applicant({ firstName: 'Amara', lastName: 'Okafor' });
    const app = await applicationOf(me, { applicantName: 'Amara Okafor' });
    await t.http
      .post(`/api/admin/applications/${app.id}/notes`)
      .set(bearer(tokens.admin))
      .send({ body: 'An internal remark' })
      .expect(201);

    const res = await snapshot(me.token, { workflow_id: app.id });
    expect(res.status).toBe(200);
    const text = await pdfText(res.body);
    expect(text).toContain('Amara Okafor');
    expect(text).toContain('Submitted');
    expect(text).not.toContain('An internal remark');

    const staff = await pdfText((await snapshot(tokens.admin, { workflow_id: app.id })).body);
    expect(staff).toContain('An internal remark');
  });

  it("is not found, with error.message, for another applicant and another instance's staff", async () => {
    const owner = await applicant();
    const app = await applicationOf(owner);
    const stranger = await applicant();
    for (const token of [stranger.token, tokens.riverton, tokens.reviewer]) {
      const res = await snapshot(token, { workflow_id: app.id });
      expect([res.status, json(res)]).toEqual([404, notFound(app.id)]);
    }
    const unknown = await snapshot(tokens.admin, { workflow_id: 2_000_000_000 });
    expect([unknown.status, json(unknown)]).toEqual([404, notFound(2_000_000_000)]);
  });

  it('refuses bad input with 422 in the error shape, error.message included', async () => {
    for (const [body, code, message] of [
      [{}, 'fieldRequired', 'workflow_id is required'],
      [{ workflow_id: 'abc' }, 'invalidNumber', 'workflow_id must be a whole number from 1'],
      [{ workflow_id: 0 }, 'invalidNumber', 'workflow_id must be a whole number from 1'],
      [{ workflow_id: 1, download: 'yes' }, 'invalidBoolean', 'download must be true or false'],
      [{ workflow_id: 1, other: 1 }, 'unknownField', 'The field other is not allowed'],
    ] as const) {
      const res = await snapshot(tokens.admin, body);
      expect(res.status).toBe(422);
      expect(json(res)).toMatchObject({ statusCode: 422, code, message, error: { message } });
    }
  });

  it('asks for a session (401 with error.message)', async () => {
    const res = await t.http.post(SNAPSHOT).send({ workflow_id: 1 });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: { message: res.body.message } });
  });
});
