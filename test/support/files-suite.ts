import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { useDemoSessions } from './demo-world.js';
import { newApplication, newUser } from './factories.js';
import type { SuiteStorage } from './files-storage.js';
import { sessionTokenFor } from './sessions.js';
import { useTestApp } from './test-app.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 1)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A binary answer's bytes (supertest leaves unknown types unparsed). */
const binary = (res: Response, done: (e: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/**
 * The files suite (API.md "Files and documents"), run on one store: uploads checked by content, downloads and
 * inline views, who may read and remove a file, an application's documents, note attachments, pictures.
 */
export function describeFilesSuite(storage: SuiteStorage) {
  describe(`files on ${storage.name} storage`, () => {
    // Hooks run in the order declared: the store is up before the app starts, and stops after it closes.
    beforeAll(() => storage.start?.());
    const t = useTestApp({ env: () => storage.env() });
    afterAll(() => storage.stop?.());
    const tokens = useDemoSessions(t);

    function upload(
      token: string,
      bytes: Buffer,
      name: string,
      fields: Record<string, string | number> = {},
    ) {
      const req = t.http.post('/api/upload-file').set(bearer(token));
      for (const [k, v] of Object.entries(fields)) req.field(k, String(v));
      return req.attach('file', bytes, name);
    }

    /** An applicant of the test's own with a session, and an application of theirs. */
    async function applicantWithApplication() {
      const { user, email } = await newUser(t);
      const [account] = await t.dataSource.query('SELECT id FROM accounts WHERE user_id = $1', [user.id]);
      const token = await sessionTokenFor(t, email, 'springfield');
      const app = await newApplication(t, { applicantUserId: user.id, applicantAccountId: account.id });
      return { user, token, app, accountId: account.id as number };
    }

    const liveFiles = async () => Number((await t.dataSource.query('SELECT count(*) AS n FROM files'))[0].n);
    const stagedLeft = () => storage.staged(t);

    describe('POST /api/upload-file', () => {
      it('stores an applicant’s PDF for their application and answers its id, name, size, type and sha256', async () => {
        const { token, app } = await applicantWithApplication();
        const res = await upload(token, PDF, 'lease.pdf', { applicationId: app.id });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({
          name: 'lease.pdf',
          size: PDF.length,
          contentType: 'application/pdf',
          sha256: sha256(PDF),
          kind: 'document',
          applicationId: app.id,
        });
        expect(typeof res.body.id).toBe('number');
        expect(Date.parse(res.body.createdAt)).not.toBeNaN();
      });

      it('judges the type by content: a renamed executable is refused with 415 fileTypeNotAllowed', async () => {
        const { token } = await applicantWithApplication();
        const before = await liveFiles();
        const res = await upload(token, ELF, 'report.pdf');
        expect(res.status).toBe(415);
        expect(res.body).toMatchObject({
          statusCode: 415,
          code: 'fileTypeNotAllowed',
          message:
            'The file report.pdf cannot be uploaded: its content is ELF. Allowed types are PDF, PNG, JPEG, GIF, WebP, CSV, plain text, Word (.docx) or Excel (.xlsx).',
        });
        expect(await liveFiles()).toBe(before);
        expect(await stagedLeft()).toEqual([]);
      });

      it('refuses HTML posing as an image, whatever the header says', async () => {
        const { token } = await applicantWithApplication();
        const res = t.http
          .post('/api/upload-file')
          .set(bearer(token))
          .attach('file', HTML, { filename: 'photo.png', contentType: 'image/png' });
        expect((await res).body).toMatchObject({
          statusCode: 415,
          code: 'fileTypeNotAllowed',
          message: expect.stringContaining('its content is markup (HTML, SVG or XML)'),
        });
      });

      it('takes plain text and CSV by content, typed by their name', async () => {
        const { token } = await applicantWithApplication();
        const csv = await upload(token, Buffer.from('name,amount\nRosa,12\n'), 'income.csv');
        const txt = await upload(token, Buffer.from('Dear case worker,\nhere is my letter.\n'), 'letter.txt');
        expect([csv.status, csv.body.contentType]).toEqual([201, 'text/csv']);
        expect([txt.status, txt.body.contentType]).toEqual([201, 'text/plain']);
      });

      it('refuses an upload over the cap with 413 fileTooLarge and keeps nothing of it', async () => {
        const { token } = await applicantWithApplication();
        const before = await liveFiles();
        const big = Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024, 32)]);
        const res = await upload(token, big, 'huge.pdf');
        expect(res.status).toBe(413);
        expect(res.body).toMatchObject({
          statusCode: 413,
          code: 'fileTooLarge',
          message: 'The file is larger than 25 MB, the most an upload may be',
        });
        expect(await liveFiles()).toBe(before);
        expect(await stagedLeft()).toEqual([]);
      });

      it('refuses an empty file and a request without a file field', async () => {
        const { token } = await applicantWithApplication();
        const empty = await upload(token, Buffer.alloc(0), 'empty.pdf');
        expect(empty.body).toMatchObject({
          statusCode: 422,
          code: 'fileEmpty',
          message: 'The file empty.pdf is empty',
        });
        const json = await t.http.post('/api/upload-file').set(bearer(token)).send({ file: 'x' });
        expect(json.body).toMatchObject({
          statusCode: 422,
          code: 'fieldRequired',
          errors: [{ field: 'file', code: 'fieldRequired', message: 'The field file is required' }],
        });
      });

      it("answers 404 for an application that is not the caller's", async () => {
        const other = await applicantWithApplication();
        const { token } = await applicantWithApplication();
        const res = await upload(token, PDF, 'lease.pdf', { applicationId: other.app.id });
        expect(res.body).toMatchObject({ statusCode: 404, code: 'applicationNotFound' });
      });

      it('leaves nothing behind when the client goes away in the middle of an upload', async () => {
        const { token } = await applicantWithApplication();
        const before = await liveFiles();
        const { port } = new URL(t.url);
        await new Promise<void>((resolve) => {
          const req = http.request({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/upload-file',
            headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=XyZ' },
          });
          req.on('error', () => resolve());
          req.write('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n');
          req.write('Content-Type: application/pdf\r\n\r\n');
          req.write(PDF);
          req.write(Buffer.alloc(512 * 1024, 32), () => setTimeout(() => req.destroy(), 200));
          req.on('close', () => resolve());
        });
        // The server notices the closed socket; the staged bytes then go.
        for (let i = 0; i < 50 && (await stagedLeft()).length > 0; i++)
          await new Promise((r) => setTimeout(r, 100));
        expect(await stagedLeft()).toEqual([]);
        expect(await liveFiles()).toBe(before);
      });
    });

    describe('downloading and viewing', () => {
      it('gives the bytes back unchanged as an attachment, and inline in a sandbox', async () => {
        const { token, app } = await applicantWithApplication();
        const { body: file } = await upload(token, PDF, 'lease agreement.pdf', { applicationId: app.id });
        const down = await t.http
          .get(`/api/files/download-file/${file.id}`)
          .set(bearer(token))
          .buffer(true)
          .parse(binary);
        expect(down.status).toBe(200);
        expect(sha256(down.body)).toBe(file.sha256);
        expect(down.headers['content-type']).toBe('application/pdf');
        expect(down.headers['content-disposition']).toBe('attachment; filename="lease agreement.pdf"');
        const view = await t.http
          .get(`/api/files/view-file/${file.id}`)
          .set(bearer(token))
          .buffer(true)
          .parse(binary);
        expect(view.headers['content-disposition']).toBe('inline; filename="lease agreement.pdf"');
        expect(view.headers['content-security-policy']).toBe('sandbox');
        expect(view.headers['x-content-type-options']).toBe('nosniff');
        expect(sha256(view.body)).toBe(file.sha256);
      });

      it('gives back a file of 12 MB unchanged: stored in several parts (S3 parts are 5 MB)', async () => {
        const { token, app } = await applicantWithApplication();
        const big = Buffer.concat([PDF, randomBytes(12 * 1024 * 1024)]);
        const res = await upload(token, big, 'scans.pdf', { applicationId: app.id });
        expect([res.status, res.body.size, res.body.sha256]).toEqual([201, big.length, sha256(big)]);
        const down = await t.http
          .get(`/api/files/download-file/${res.body.id}`)
          .set(bearer(token))
          .buffer(true)
          .parse(binary);
        expect(sha256(down.body)).toBe(sha256(big));
        expect(await stagedLeft()).toEqual([]);
      });

      it("lets staff who see the application read it, and nobody else: another applicant, another instance's staff", async () => {
        const { token, app } = await applicantWithApplication();
        const { body: file } = await upload(token, PDF, 'lease.pdf', { applicationId: app.id });
        const stranger = await applicantWithApplication();
        const staff = await t.http.get(`/api/files/download-file/${file.id}`).set(bearer(tokens.admin));
        expect(staff.status).toBe(200);
        const notFound = {
          statusCode: 404,
          code: 'fileNotFound',
          message: `The file ${file.id} does not exist`,
        };
        for (const other of [stranger.token, tokens.riverton]) {
          const res = await t.http.get(`/api/files/download-file/${file.id}`).set(bearer(other));
          expect(res.body).toEqual(notFound);
        }
      });

      it("keeps staff out of an applicant's upload that belongs to no application yet", async () => {
        const { token } = await applicantWithApplication();
        const { body: file } = await upload(token, PDF, 'draft.pdf');
        const res = await t.http.get(`/api/files/view-file/${file.id}`).set(bearer(tokens.admin));
        expect(res.body).toMatchObject({ statusCode: 404, code: 'fileNotFound' });
      });

      it('records each read and the removal in the application’s audit trail', async () => {
        const { token, app } = await applicantWithApplication();
        const { body: file } = await upload(token, PDF, 'pay stub.pdf', { applicationId: app.id });
        await t.http.get(`/api/files/download-file/${file.id}`).set(bearer(tokens.admin));
        await t.http.delete(`/api/files/remove-file/${file.id}`).set(bearer(token)).expect(204);
        const events = await t.http.get(`/api/admin/applications/${app.id}/events`).set(bearer(tokens.admin));
        const fileEvents = events.body.filter((e: { kind: string }) => e.kind.startsWith('file-'));
        expect(fileEvents.map((e: { kind: string; comment: string }) => [e.kind, e.comment])).toEqual([
          ['file-removed', 'pay stub.pdf'],
          ['file-read', 'pay stub.pdf'],
          ['file-added', 'pay stub.pdf'],
        ]);
      });
    });

    describe('DELETE /api/files/remove-file/:id', () => {
      it('answers 204, then the file is 404 and out of the documents', async () => {
        const { token, app } = await applicantWithApplication();
        const { body: file } = await upload(token, PDF, 'old.pdf', { applicationId: app.id });
        await t.http.delete(`/api/files/remove-file/${file.id}`).set(bearer(token)).expect(204);
        const res = await t.http.get(`/api/files/download-file/${file.id}`).set(bearer(token));
        expect(res.body).toMatchObject({ statusCode: 404, code: 'fileNotFound' });
        const docs = await t.http.get(`/api/applications/${app.id}/documents`).set(bearer(token));
        expect(docs.body).toEqual([]);
        const [row] = await t.dataSource.query('SELECT removed_at FROM files WHERE id = $1', [file.id]);
        expect(row.removed_at).toBeInstanceOf(Date);
      });

      it('answers 404 to someone who may not read the file, and leaves it', async () => {
        const { token, app } = await applicantWithApplication();
        const { body: file } = await upload(token, PDF, 'keep.pdf', { applicationId: app.id });
        const res = await t.http.delete(`/api/files/remove-file/${file.id}`).set(bearer(tokens.riverton));
        expect(res.body).toMatchObject({ statusCode: 404, code: 'fileNotFound' });
        await t.http.get(`/api/files/download-file/${file.id}`).set(bearer(token)).expect(200);
      });
    });

    describe("an application's documents", () => {
      it('lists the applicant’s own uploads for them, and every file for staff, newest first', async () => {
        const { token, app } = await applicantWithApplication();
        const first = await upload(token, PDF, 'one.pdf', { applicationId: app.id });
        const second = await upload(token, Buffer.from('a letter'), 'two.txt', { applicationId: app.id });
        const staffNote = await upload(tokens.admin, PDF, 'internal.pdf', {
          applicationId: app.id,
          kind: 'note',
        });
        const mine = await t.http.get(`/api/applications/${app.id}/documents`).set(bearer(token));
        expect(mine.body.map((f: { id: number }) => f.id)).toEqual([second.body.id, first.body.id]);
        const staff = await t.http
          .get(`/api/admin/applications/${app.id}/documents`)
          .set(bearer(tokens.admin));
        expect(staff.body.map((f: { id: number }) => f.id)).toEqual([
          staffNote.body.id,
          second.body.id,
          first.body.id,
        ]);
      });

      it("answers 404 for another applicant's application and to another instance's staff", async () => {
        const { app } = await applicantWithApplication();
        const stranger = await applicantWithApplication();
        const mine = await t.http.get(`/api/applications/${app.id}/documents`).set(bearer(stranger.token));
        expect(mine.body).toMatchObject({ statusCode: 404, code: 'applicationNotFound' });
        const staff = await t.http
          .get(`/api/admin/applications/${app.id}/documents`)
          .set(bearer(tokens.riverton));
        expect(staff.body).toMatchObject({ statusCode: 404, code: 'applicationNotFound' });
      });
    });

    describe('notes with attachments', () => {
      it('attaches files uploaded for the application to a staff note', async () => {
        const app = await newApplication(t);
        const { body: file } = await upload(tokens.admin, PDF, 'call notes.pdf', {
          applicationId: app.id,
          kind: 'note',
        });
        const res = await t.http
          .post(`/api/admin/applications/${app.id}/notes`)
          .set(bearer(tokens.admin))
          .send({ body: 'Landlord letter attached', fileIds: [file.id] });
        expect(res.status).toBe(201);
        const attachment = {
          id: file.id,
          name: 'call notes.pdf',
          size: PDF.length,
          contentType: 'application/pdf',
        };
        expect(res.body.attachments).toEqual([attachment]);
        const notes = await t.http.get(`/api/admin/applications/${app.id}/notes`).set(bearer(tokens.admin));
        expect(notes.body[0]).toMatchObject({ body: 'Landlord letter attached', attachments: [attachment] });
      });

      it('refuses a file of another application with 422 fileNotFound', async () => {
        const app = await newApplication(t);
        const other = await newApplication(t);
        const { body: file } = await upload(tokens.admin, PDF, 'x.pdf', {
          applicationId: other.id,
          kind: 'note',
        });
        const res = await t.http
          .post(`/api/admin/applications/${app.id}/notes`)
          .set(bearer(tokens.admin))
          .send({ body: 'wrong file', fileIds: [file.id] });
        expect(res.body).toEqual({
          statusCode: 422,
          code: 'fileNotFound',
          message: `No file ${file.id} was uploaded for this application`,
          errors: [
            {
              field: 'fileIds',
              code: 'fileNotFound',
              message: `No file ${file.id} was uploaded for this application`,
            },
          ],
        });
      });
    });

    describe('pictures and logos', () => {
      it('keeps a user picture as a 512 px WebP served publicly by its url', async () => {
        const { token } = await applicantWithApplication();
        const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a6' } })
          .png()
          .toBuffer();
        const res = await t.http
          .post('/api/files/upload-user-picture')
          .set(bearer(token))
          .attach('file', png, 'me.png');
        expect(res.status).toBe(201);
        expect(res.body.url).toMatch(/^\/api\/files\/images\/[0-9a-f]{64}$/);
        const image = await t.http.get(res.body.url).buffer(true).parse(binary);
        expect(image.headers['content-type']).toBe('image/webp');
        expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(image.body).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
      });

      it('refuses a PDF as a picture, and a logo from an individual', async () => {
        const { token } = await applicantWithApplication();
        const pdf = await t.http
          .post('/api/files/upload-user-picture')
          .set(bearer(token))
          .attach('file', PDF, 'me.pdf');
        expect(pdf.body).toMatchObject({
          statusCode: 415,
          code: 'fileTypeNotAllowed',
          message: 'The file me.pdf is not a picture: use a PNG, JPEG, GIF or WebP image',
        });
        const logo = await t.http
          .post('/api/files/upload-business-logo')
          .set(bearer(token))
          .attach('file', PDF, 'logo.png');
        expect(logo.status).toBe(403);
      });
    });
  });
}
