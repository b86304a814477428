// Attachments on messages (issue 21): staff attach files uploaded for the application to a message of the
// communications center, the applicant to their reply on /application (their own uploads only). The applicant
// opens a staff file once a message they see names it, never before, nor one on an internal note; uploads
// keep the files domain's type and size rules.
import { useDemoSessions } from '../support/demo-world.js';
import { newApplication, newUser } from '../support/factories.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const LETTER = Buffer.from('Dear applicant,\nplease sign the enclosed form.\n');
const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(56).fill(0)]);

/** An individual of the test's own with an application of theirs in springfield's first program. */
async function applicantWithApplication() {
  const { user, email } = await newUser(t);
  const token = await sessionTokenFor(t, email, 'springfield');
  const [account] = await t.dataSource.query(
    `SELECT a.id FROM accounts a JOIN instances i ON i.id = a.instance_id
      WHERE a.user_id = $1 AND i.subdomain = 'springfield'`,
    [user.id],
  );
  const app = await newApplication(t, { applicantUserId: user.id, applicantAccountId: account.id });
  return { token, app };
}

const upload = (token: string, applicationId: number, bytes: Buffer, name: string, kind = 'note') =>
  t.http
    .post('/api/upload-file')
    .set(bearer(token))
    .field('applicationId', String(applicationId))
    .field('kind', kind)
    .attach('file', bytes, name);

const staffSends = (applicationId: number, body: object, token = tokens.admin) =>
  t.http.post(`/api/admin/applications/${applicationId}/communications`).set(bearer(token)).send(body);

const reply = (token: string, applicationId: number, body: object) =>
  t.http.post(`/api/applications/${applicationId}/messages`).set(bearer(token)).send(body);

const download = (token: string, fileId: number) =>
  t.http.get(`/api/files/download-file/${fileId}`).set(bearer(token));

const fileNotFound = (id: number) => ({
  statusCode: 404,
  code: 'fileNotFound',
  message: `The file ${id} does not exist`,
});

describe('staff attach files to a message', () => {
  it('an email with an attachment: listed on the message for staff and the applicant, who may then open it', async () => {
    const { token, app } = await applicantWithApplication();
    const file = (await upload(tokens.admin, app.id, LETTER, 'form-letter.txt').expect(201)).body;
    // Uploaded for the application but named by no message: not the applicant's to open.
    expect((await download(token, file.id).expect(404)).body).toEqual(fileNotFound(file.id));

    const sent = await staffSends(app.id, {
      type: 'EMAIL',
      body: 'Please sign the form.',
      fileIds: [file.id],
    });
    const attachment = {
      id: file.id,
      name: 'form-letter.txt',
      size: LETTER.length,
      contentType: 'text/plain',
    };
    expect(sent.status).toBe(201);
    expect(sent.body.attachments).toEqual([attachment]);

    const center = await t.http
      .get(`/api/admin/applications/${app.id}/communications`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(center.body[0]).toMatchObject({ body: 'Please sign the form.', attachments: [attachment] });

    const thread = await t.http.get(`/api/applications/${app.id}/messages`).set(bearer(token)).expect(200);
    expect(thread.body).toEqual([
      {
        id: sent.body.id,
        direction: 'outbound',
        subject: `About your application ${app.externalId}`,
        body: 'Please sign the form.',
        at: sent.body.createdAt,
        attachments: [attachment],
      },
    ]);
    const opened = await download(token, file.id).expect(200);
    expect(opened.text).toBe(LETTER.toString());
  });

  it("a file on an internal note stays the staff's: the applicant sees neither the note nor the file", async () => {
    const { token, app } = await applicantWithApplication();
    const file = (await upload(tokens.admin, app.id, PDF, 'assessment.pdf').expect(201)).body;
    const note = await staffSends(app.id, { type: 'NOTE', body: 'Assessment attached', fileIds: [file.id] });
    expect(note.status).toBe(201);
    expect(note.body.attachments).toEqual([
      { id: file.id, name: 'assessment.pdf', size: PDF.length, contentType: 'application/pdf' },
    ]);

    const thread = await t.http.get(`/api/applications/${app.id}/messages`).set(bearer(token)).expect(200);
    expect(thread.body).toEqual([]);
    expect((await download(token, file.id).expect(404)).body).toEqual(fileNotFound(file.id));
  });

  it('refuses with 422 fileNotFound a file of another application, and sends nothing', async () => {
    const { app } = await applicantWithApplication();
    const { app: other } = await applicantWithApplication();
    const elsewhere = (await upload(tokens.admin, other.id, PDF, 'other.pdf').expect(201)).body;
    const res = await staffSends(app.id, { type: 'EMAIL', body: 'See attached', fileIds: [elsewhere.id] });
    const message = `No file ${elsewhere.id} was uploaded for this application`;
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      statusCode: 422,
      code: 'fileNotFound',
      message,
      errors: [{ field: 'fileIds', code: 'fileNotFound', message }],
    });
    const center = await t.http
      .get(`/api/admin/applications/${app.id}/communications`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(center.body).toEqual([]);
  });

  it('refuses file ids that are not whole numbers with 422', async () => {
    const { app } = await applicantWithApplication();
    const res = await staffSends(app.id, { type: 'NOTE', body: 'x', fileIds: ['a'] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual({
      field: 'fileIds',
      code: 'isInt',
      message: 'fileIds must be whole numbers',
    });
  });

  it("another instance's staff cannot attach to or read a springfield application's messages: 404", async () => {
    const { app } = await applicantWithApplication();
    const file = (await upload(tokens.admin, app.id, PDF, 'kept.pdf').expect(201)).body;
    const res = await staffSends(app.id, { type: 'NOTE', body: 'x', fileIds: [file.id] }, tokens.riverton);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'applicationNotFound' });
    expect((await download(tokens.riverton, file.id).expect(404)).body).toEqual(fileNotFound(file.id));
  });
});

describe('the applicant attaches their own uploads to a reply', () => {
  it('the reply carries the file; staff see it on the inbound message and open it', async () => {
    const { token, app } = await applicantWithApplication();
    const file = (await upload(token, app.id, PDF, 'signed-form.pdf', 'document').expect(201)).body;
    const sent = await reply(token, app.id, { body: 'Signed and attached.', fileIds: [file.id] }).expect(201);
    const attachment = {
      id: file.id,
      name: 'signed-form.pdf',
      size: PDF.length,
      contentType: 'application/pdf',
    };
    expect(sent.body).toEqual({
      id: expect.any(Number),
      direction: 'inbound',
      subject: null,
      body: 'Signed and attached.',
      at: expect.any(String),
      attachments: [attachment],
    });

    const center = await t.http
      .get(`/api/admin/applications/${app.id}/communications`)
      .set(bearer(tokens.admin))
      .expect(200);
    expect(center.body[0]).toMatchObject({
      direction: 'inbound',
      read: false,
      body: 'Signed and attached.',
      attachments: [attachment],
    });
    const opened = await download(tokens.admin, file.id).expect(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
  });

  it('refuses with 422 a staff file of the application: an applicant attaches only their own uploads', async () => {
    const { token, app } = await applicantWithApplication();
    const staffFile = (await upload(tokens.admin, app.id, PDF, 'internal.pdf').expect(201)).body;
    const res = await reply(token, app.id, { body: 'Here it is', fileIds: [staffFile.id] }).expect(422);
    const message = `No file ${staffFile.id} of yours was uploaded for this application`;
    expect(res.body).toEqual({
      statusCode: 422,
      code: 'fileNotFound',
      message,
      errors: [{ field: 'fileIds', code: 'fileNotFound', message }],
    });
  });

  it('an upload for a reply keeps the files rules: a renamed executable is 415 fileTypeNotAllowed', async () => {
    const { token, app } = await applicantWithApplication();
    const res = await upload(token, app.id, ELF, 'signed-form.pdf', 'document').expect(415);
    expect(res.body).toMatchObject({ statusCode: 415, code: 'fileTypeNotAllowed' });
  });

  it('another applicant cannot reply on the application nor open its files: 404', async () => {
    const { token, app } = await applicantWithApplication();
    const { token: stranger } = await applicantWithApplication();
    const file = (await upload(token, app.id, PDF, 'mine.pdf', 'document').expect(201)).body;
    await reply(token, app.id, { body: 'Mine', fileIds: [file.id] }).expect(201);
    const res = await reply(stranger, app.id, { body: 'Not mine' }).expect(404);
    expect(res.body).toMatchObject({ code: 'applicationNotFound' });
    expect((await download(stranger, file.id).expect(404)).body).toEqual(fileNotFound(file.id));
  });
});
