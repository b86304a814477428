// Community notes and activity streams (programs spec §7 "Communications and community"; issue 21): staff
// write a note on an individual or a business and attach a file to it; the entity's activity stream lists its
// applications' submissions, state changes and messages with its notes, newest first, paged. Another
// instance's staff find none of it.
import { useDemoSessions } from '../support/demo-world.js';
import { newApplication, newUser } from '../support/factories.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const LEASE = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A community entity of the test's own on springfield (an individual, or a business), and its account. */
async function newEntity(kind: 'individual' | 'business' = 'individual') {
  const { user } = await newUser(t, {
    accounts: [
      { instance: 'springfield', kind, ...(kind === 'business' ? { businessName: 'Corner Bakery' } : {}) },
    ],
  });
  const [account] = await t.dataSource.query(
    `SELECT a.id, a.entity_id AS "entityId" FROM accounts a JOIN instances i ON i.id = a.instance_id
      WHERE a.user_id = $1 AND i.subdomain = 'springfield'`,
    [user.id],
  );
  return { userId: user.id as number, accountId: account.id as number, entityId: account.entityId as number };
}

/** An application of the entity: submitted into its program's first state, then moved to the next, an hour apart. */
async function applicationOf(entity: { userId: number; accountId: number }, hoursAgo: number) {
  const at = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const probe = await newApplication(t);
  const [first, second] = await t.dataSource.query(
    'SELECT id, name FROM workflow_states WHERE workflow_id = $1 ORDER BY sort_order, id LIMIT 2',
    [probe.workflowId],
  );
  const app = await newApplication(t, {
    program: probe.programId,
    applicantUserId: entity.userId,
    applicantAccountId: entity.accountId,
    events: [
      { type: 'submitted', toStateId: first.id, at: at(hoursAgo) },
      { type: 'status', fromStateId: first.id, toStateId: second.id, at: at(hoursAgo - 1) },
    ],
  });
  return { app, first: first.name as string, second: second.name as string };
}

const notes = (token: string, query: string) =>
  t.http.get(`/api/admin/community-notes?${query}`).set(bearer(token));
const addNote = (token: string, body: object) =>
  t.http.post('/api/admin/community-notes').set(bearer(token)).send(body);
const attach = (token: string, noteId: number, bytes: Buffer, name: string) =>
  t.http
    .post(`/api/admin/community-notes/${noteId}/attachments`)
    .set(bearer(token))
    .attach('file', bytes, name);
const stream = (token: string, query: string) =>
  t.http.get(`/api/admin/activity-streams?${query}`).set(bearer(token));

describe('community notes', () => {
  it('staff write a note on an individual, attach a file to it, and every staff member reads both', async () => {
    const person = await newEntity();
    const written = await addNote(tokens.admin, {
      entityType: 'individual',
      entityId: person.entityId,
      body: '  Visited the household; lease copy attached.  ',
    }).expect(201);
    expect(written.body).toEqual({
      id: expect.any(Number),
      entityType: 'individual',
      entityId: person.entityId,
      at: expect.any(String),
      by: { id: expect.any(Number), name: 'Alex Morgan' },
      body: 'Visited the household; lease copy attached.',
      attachments: [],
    });

    const attached = await attach(tokens.admin, written.body.id, LEASE, 'lease.pdf').expect(201);
    const attachment = {
      id: expect.any(Number),
      name: 'lease.pdf',
      size: LEASE.length,
      contentType: 'application/pdf',
    };
    expect(attached.body.attachments).toEqual([attachment]);

    const listed = await notes(tokens.caseworker, `entityType=individual&entityId=${person.entityId}`).expect(
      200,
    );
    expect(listed.body).toEqual([attached.body]);
    const fileId = attached.body.attachments[0].id as number;
    const read = await t.http
      .get(`/api/files/download-file/${fileId}`)
      .set(bearer(tokens.caseworker))
      .expect(200);
    expect(read.headers['content-type']).toBe('application/pdf');
  });

  it("a note on a business is its own: not among an individual's", async () => {
    const bakery = await newEntity('business');
    await addNote(tokens.admin, {
      entityType: 'business',
      entityId: bakery.entityId,
      body: 'Licence renewed',
    }).expect(201);
    const listed = await notes(tokens.admin, `entityType=business&entityId=${bakery.entityId}`).expect(200);
    expect(listed.body.map((n: { body: string; entityType: string }) => [n.entityType, n.body])).toEqual([
      ['business', 'Licence renewed'],
    ]);
  });

  it('refuses a blank body, an unknown entity type and a refused file type with the error', async () => {
    const person = await newEntity();
    const blank = await addNote(tokens.admin, {
      entityType: 'individual',
      entityId: person.entityId,
      body: '  ',
    });
    expect([blank.status, blank.body.code, blank.body.message]).toEqual([
      422,
      'fieldRequired',
      "The note's body is required",
    ]);
    const kind = await addNote(tokens.admin, { entityType: 'company', entityId: person.entityId, body: 'x' });
    expect([kind.status, kind.body.code, kind.body.message]).toEqual([
      422,
      'isIn',
      'entityType must be individual or business',
    ]);
    const note = await addNote(tokens.admin, {
      entityType: 'individual',
      entityId: person.entityId,
      body: 'x',
    });
    const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(56).fill(0)]);
    const refused = await attach(tokens.admin, note.body.id, elf, 'scan.pdf').expect(415);
    expect(refused.body).toMatchObject({ code: 'fileTypeNotAllowed' });
    const kept = await notes(tokens.admin, `entityType=individual&entityId=${person.entityId}`).expect(200);
    expect(kept.body[0].attachments).toEqual([]);
  });
});

describe('activity streams', () => {
  it("lists the entity's submissions, state changes, messages and notes newest first, paged", async () => {
    const person = await newEntity();
    const { app, first, second } = await applicationOf(person, 3);
    await t.http
      .post(`/api/admin/applications/${app.id}/communications`)
      .set(bearer(tokens.admin))
      .send({ type: 'EMAIL', body: 'Your documents arrived.' })
      .expect(201);
    await t.http
      .post(`/api/admin/applications/${app.id}/communications`)
      .set(bearer(tokens.admin))
      .send({ type: 'NOTE', body: 'Internal: looks complete.' })
      .expect(201);
    await addNote(tokens.admin, {
      entityType: 'individual',
      entityId: person.entityId,
      body: 'Called them back',
    }).expect(201);

    const query = `entityType=individual&entityId=${person.entityId}`;
    const all = await stream(tokens.admin, query).expect(200);
    expect(all.body.count).toBe(4);
    expect(
      all.body.items.map(
        (i: { kind: string; from: string | null; to: string | null; body: string | null }) => [
          i.kind,
          i.from,
          i.to,
          i.body,
        ],
      ),
    ).toEqual([
      ['note', null, null, 'Called them back'],
      ['message', null, null, 'Your documents arrived.'],
      ['status', first, second, null],
      ['submitted', null, first, null],
    ]);
    expect(all.body.items[1]).toMatchObject({
      application: { id: app.id, externalId: app.externalId, programName: expect.any(String) },
      messageType: 'EMAIL',
      direction: 'outbound',
      by: 'Alex Morgan',
    });

    const second2 = await stream(tokens.admin, `${query}&offset=2&limit=2`).expect(200);
    expect(second2.body).toEqual({ count: 4, items: all.body.items.slice(2) });
  });

  it("a business's stream holds its own applications, not another entity's", async () => {
    const bakery = await newEntity('business');
    const other = await newEntity();
    await applicationOf(bakery, 5);
    await applicationOf(other, 5);
    const res = await stream(tokens.admin, `entityType=business&entityId=${bakery.entityId}`).expect(200);
    expect(res.body.items.map((i: { kind: string }) => i.kind)).toEqual(['status', 'submitted']);
  });

  it('refuses a page size over 100 with 422', async () => {
    const person = await newEntity();
    const res = await stream(
      tokens.admin,
      `entityType=individual&entityId=${person.entityId}&limit=101`,
    ).expect(422);
    expect(res.body).toMatchObject({ statusCode: 422, code: 'max' });
  });
});

describe("another instance's staff", () => {
  it('find neither the notes, nor the stream, nor the note to attach to: 404', async () => {
    const person = await newEntity();
    const note = await addNote(tokens.admin, {
      entityType: 'individual',
      entityId: person.entityId,
      body: 'Springfield only',
    }).expect(201);
    const query = `entityType=individual&entityId=${person.entityId}`;
    const missing = {
      statusCode: 404,
      code: 'communityEntityNotFound',
      message: `The individual ${person.entityId} does not exist`,
    };
    expect((await notes(tokens.riverton, query).expect(404)).body).toEqual(missing);
    expect((await stream(tokens.riverton, query).expect(404)).body).toEqual(missing);
    const written = await addNote(tokens.riverton, {
      entityType: 'individual',
      entityId: person.entityId,
      body: 'x',
    });
    expect([written.status, written.body]).toEqual([404, missing]);
    const attached = await attach(tokens.riverton, note.body.id, LEASE, 'lease.pdf').expect(404);
    expect(attached.body).toEqual({
      statusCode: 404,
      code: 'communityNoteNotFound',
      message: `The note ${note.body.id} does not exist`,
    });
  });

  it('applicants may not read community notes: 403', async () => {
    const person = await newEntity();
    const res = await notes(tokens.applicant, `entityType=individual&entityId=${person.entityId}`);
    expect(res.status).toBe(403);
  });
});
