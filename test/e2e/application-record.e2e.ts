// The staff application record (API.md "The application record"): the detail, the audit trail and the notes.
import { useDemoSessions, useUserIds } from '../support/demo-world.js';
import { type FactoryApplication, newApplication } from '../support/factories.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);
const users = useUserIds(t);

const auth = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });
const get = (who: keyof typeof tokens, path: string) =>
  t.http.get(`/api/admin/applications${path}`).set(auth(who));
const addNote = (who: keyof typeof tokens, id: number, body: object) =>
  t.http.post(`/api/admin/applications/${id}/notes`).set(auth(who)).send(body);
const user = (name: string) => users[`${name}@springfield.example`];
const notFound = (id: number) => ({
  statusCode: 404,
  code: 'applicationNotFound',
  message: `The application ${id} does not exist`,
});

/** The workflow's states in their order, by name. */
async function statesOf(app: FactoryApplication): Promise<{ id: number; name: string }[]> {
  return t.dataSource.query(
    'SELECT id, name FROM workflow_states WHERE workflow_id = $1 ORDER BY sort_order, id',
    [app.workflowId],
  );
}

describe('GET /api/admin/applications/:id', () => {
  it('answers the queue row with possible states, applicant, program, the form by sections, answers and version', async () => {
    const applicant = user('applicant');
    const [program] = await t.dataSource.query(
      `SELECT p.id, p.display_name AS name, p.form_fields AS "formFields" FROM programs p
        WHERE p.instance_id = 100 AND jsonb_array_length(p.form_fields) > 0
          AND EXISTS (SELECT 1 FROM workflows w JOIN workflow_states s ON s.workflow_id = w.id AND s.is_initial
                       WHERE w.program_id = p.id)
        ORDER BY p.id LIMIT 1`,
    );
    const field = program.formFields[0].name as string;
    const app = await newApplication(t, {
      program: program.id,
      applicantUserId: applicant,
      applicantName: 'Rosa Quill',
      answers: { [field]: 'an answer', retiredQuestion: 'kept' },
    });
    const [contact] = await t.dataSource.query('SELECT email, phone FROM users WHERE id = $1', [applicant]);

    const res = await get('admin', `/${app.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: app.id,
      externalId: app.externalId,
      currentStateId: app.stateId,
      programId: program.id,
      programName: program.name,
      applicant: {
        id: applicant,
        name: 'Rosa Quill',
        email: contact.email,
        phone: contact.phone,
        entityType: 2,
        // No account applied (a factory row): there is no individual profile to open.
        individualId: null,
        businessId: null,
      },
      program: { id: program.id, name: program.name },
      answers: { [field]: 'an answer', retiredQuestion: 'kept' },
      version: 1,
    });
    expect(res.body.form).toEqual([
      {
        title: null,
        fields: program.formFields.map((f: { name: string; label: string; type: string }) => ({
          name: f.name,
          label: f.label,
          type: f.type,
        })),
      },
      { title: null, fields: [{ name: 'retiredQuestion', label: 'retiredQuestion', type: 'text' }] },
    ]);
    expect(Array.isArray(res.body.possibleStates)).toBe(true);
  });

  it("is not found for another instance's staff, for an unknown id, and for another instance's application", async () => {
    const app = await newApplication(t);
    for (const [who, id] of [
      ['riverton', app.id],
      ['admin', 2_000_000_000],
    ] as const) {
      const res = await get(who, `/${id}`);
      expect([res.status, res.body]).toEqual([404, notFound(id)]);
    }
    const elsewhere = await newApplication(t, { instance: 'riverton' });
    const res = await get('admin', `/${elsewhere.id}`);
    expect([res.status, res.body]).toEqual([404, notFound(elsewhere.id)]);
  });

  it('is for staff only: an applicant is refused', async () => {
    const app = await newApplication(t);
    const res = await get('applicant', `/${app.id}`);
    expect(res.status).toBe(403);
  });
});

describe('GET /api/admin/applications/:id/events', () => {
  it('lists the audit trail newest first, with who, from and to, comment and reason', async () => {
    const base = await newApplication(t);
    const [first, second] = await statesOf(base);
    const admin = user('admin');
    const caseworker = user('caseworker');
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, minutes));
    const app = await newApplication(t, {
      program: base.programId,
      state: second.id,
      owner: caseworker,
      events: [
        { type: 'submitted', actorUserId: null, toStateId: first.id, at: at(0) },
        { type: 'owner', actorUserId: admin, toOwnerId: caseworker, at: at(1) },
        {
          type: 'status',
          actorUserId: admin,
          fromStateId: first.id,
          toStateId: second.id,
          comment: 'Checked',
          at: at(2),
        },
      ],
    });

    const res = await get('admin', `/${app.id}/events`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        at: at(2).toISOString(),
        by: { id: admin, name: 'Alex Morgan' },
        kind: 'status',
        from: { id: first.id, name: first.name },
        to: { id: second.id, name: second.name },
        ownerChange: null,
        comment: 'Checked',
        reason: null,
        bulkOperationId: null,
      },
      {
        id: expect.any(Number),
        at: at(1).toISOString(),
        by: { id: admin, name: 'Alex Morgan' },
        kind: 'owner',
        from: null,
        to: { id: caseworker, name: expect.any(String) },
        ownerChange: null,
        comment: null,
        reason: null,
        bulkOperationId: null,
      },
      {
        id: expect.any(Number),
        at: at(0).toISOString(),
        by: null,
        kind: 'submitted',
        from: null,
        to: { id: first.id, name: first.name },
        ownerChange: null,
        comment: null,
        reason: null,
        bulkOperationId: null,
      },
    ]);
  });

  it("is not found for another instance's staff", async () => {
    const app = await newApplication(t);
    const res = await get('riverton', `/${app.id}/events`);
    expect([res.status, res.body]).toEqual([404, notFound(app.id)]);
  });
});

describe('ids no application can have', () => {
  it('answers 404 for every call of the record, not a database error', async () => {
    for (const path of ['', '/events', '/notes']) {
      const res = await get('admin', `/99999999999${path}`);
      expect([res.status, res.body]).toEqual([404, notFound(99_999_999_999)]);
    }
    const write = await addNote('admin', 99_999_999_999, { body: 'Nowhere' });
    expect([write.status, write.body]).toEqual([404, notFound(99_999_999_999)]);
  });
});

describe('notes', () => {
  it('adds a note (201), lists notes newest first, and shows each in the audit trail as kind note', async () => {
    const app = await newApplication(t);
    const first = await addNote('admin', app.id, { body: '  Called the applicant; no answer.  ' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      by: { id: user('admin'), name: 'Alex Morgan' },
      body: 'Called the applicant; no answer.',
      attachments: [],
    });
    const second = await addNote('caseworker', app.id, { body: 'Documents arrived', fileIds: [] });
    expect(second.status).toBe(201);

    const list = await get('admin', `/${app.id}/notes`);
    expect(list.status).toBe(200);
    expect(list.body.map((n: { body: string }) => n.body)).toEqual([
      'Documents arrived',
      'Called the applicant; no answer.',
    ]);
    expect(list.body[1]).toEqual(first.body);

    const trail = await get('admin', `/${app.id}/events`);
    expect(trail.body.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: 'note',
        by: { id: user('caseworker'), name: expect.any(String) },
        comment: 'Documents arrived',
      }),
      expect.objectContaining({ kind: 'note', comment: 'Called the applicant; no answer.' }),
    ]);
  });

  it('refuses a missing, blank or too long body with 422', async () => {
    const app = await newApplication(t);
    for (const [body, code, message] of [
      [{}, 'fieldRequired', "The note's body is required"],
      [{ body: '   ' }, 'fieldRequired', "The note's body is required"],
      [{ body: 'x'.repeat(10_001) }, 'noteTooLong', 'A note has at most 10000 characters'],
      [{ body: 7 }, 'isString', 'body must be text'],
      [{ body: 'a\u0000b' }, 'invalidCharacters', 'body contains a NUL character'],
    ] as const) {
      const res = await addNote('admin', app.id, body);
      expect([res.status, res.body.code, res.body.message]).toEqual([422, code, message]);
    }
    const longest = await addNote('admin', app.id, { body: 'x'.repeat(10_000) });
    expect(longest.status).toBe(201);
  });

  it('refuses file ids with 422 fileNotFound: no file was uploaded for the application', async () => {
    const app = await newApplication(t);
    const res = await addNote('admin', app.id, { body: 'See the lease', fileIds: [41, 42] });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      statusCode: 422,
      code: 'fileNotFound',
      message: 'No file 41 was uploaded for this application',
      errors: [
        { field: 'fileIds', code: 'fileNotFound', message: 'No file 41 was uploaded for this application' },
      ],
    });
    const notes = await get('admin', `/${app.id}/notes`);
    expect(notes.body).toEqual([]);
  });

  it("is not found for another instance's staff, to read or to write", async () => {
    const app = await newApplication(t);
    await addNote('admin', app.id, { body: 'Springfield only' });
    const read = await get('riverton', `/${app.id}/notes`);
    expect([read.status, read.body]).toEqual([404, notFound(app.id)]);
    const write = await addNote('riverton', app.id, { body: 'From Riverton' });
    expect([write.status, write.body]).toEqual([404, notFound(app.id)]);
    const notes = await get('admin', `/${app.id}/notes`);
    expect(notes.body.map((n: { body: string }) => n.body)).toEqual(['Springfield only']);
  });
});
