// The staff work queue, write side: POST /api/admin/applications/bulk against the demo world's workflows.
import { useApplicationIds, useDemoSessions, useUserIds } from '../support/demo-world.js';
import { keptCountDifferences, keptProcessCountDifferences } from '../support/kept-counts.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);
const users = useUserIds(t);
const apps = useApplicationIds(t);

interface Answer {
  succeeded: number[];
  failed: { id: number; code: string; message: string }[];
  bulkOperationId: number;
}

const auth = (who: string) => ({ authorization: `Bearer ${tokens[who as keyof typeof tokens]}` });
const bulk = (who: string, body: Record<string, unknown>) =>
  t.http.post('/api/admin/applications/bulk').set(auth(who)).send(body);
const user = (name: string) => users[`${name}@springfield.example`];

interface Current {
  current_state_id: number;
  owner_id: number | null;
  version: number;
}
async function current(externalId: string): Promise<Current> {
  const [row] = await t.dataSource.query(
    'SELECT current_state_id, owner_id, version FROM applications WHERE id = $1',
    [apps[externalId]],
  );
  return row;
}
const eventsOf = (bulkOperationId: number) =>
  t.dataSource.query(
    `SELECT application_id, type, actor_user_id, from_state_id, to_state_id, from_owner_id, to_owner_id, comment, reason_id
       FROM application_events WHERE bulk_operation_id = $1 ORDER BY application_id`,
    [bulkOperationId],
  );
const reasonId = async (label: string, programId: number) =>
  (
    await t.dataSource.query('SELECT id FROM denial_reasons WHERE label = $1 AND program_id = $2', [
      label,
      programId,
    ])
  )[0].id as number;

describe('status changes', () => {
  it('moves applications to a possible next status, each with an audit event, and records the bulk operation', async () => {
    const ids = [apps['SPR-10044'], apps['SPR-10035']];
    const before = await Promise.all(['SPR-10044', 'SPR-10035'].map(current));
    const res = await bulk('admin', {
      action: 'UPDATE_STATUS',
      ids,
      toState: 104,
      comment: 'Intake checked',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ succeeded: ids, failed: [], bulkOperationId: expect.any(Number) });
    for (const [i, id] of ['SPR-10044', 'SPR-10035'].entries()) {
      expect(await current(id)).toEqual({
        current_state_id: 104,
        owner_id: before[i].owner_id,
        version: before[i].version + 1,
      });
    }
    expect(await eventsOf(res.body.bulkOperationId)).toEqual(
      [...ids]
        .sort((a, b) => a - b)
        .map((id) => ({
          application_id: id,
          type: 'status',
          actor_user_id: user('admin'),
          from_state_id: 103,
          to_state_id: 104,
          from_owner_id: null,
          to_owner_id: null,
          comment: 'Intake checked',
          reason_id: null,
        })),
    );
    const [operation] = await t.dataSource.query('SELECT * FROM bulk_operations WHERE id = $1', [
      res.body.bulkOperationId,
    ]);
    expect(operation).toMatchObject({
      instance_id: 100,
      actor_user_id: user('admin'),
      action: 'UPDATE_STATUS',
      to_state_id: 104,
      requested: 2,
      succeeded: 2,
      failed: 0,
    });
    const trail = await t.http.get(`/api/admin/applications/${apps['SPR-10044']}/events`).set(auth('admin'));
    expect(trail.body[0]).toMatchObject({
      kind: 'status',
      from: { id: 103, name: 'Intake review' },
      to: { id: 104, name: 'Intake-Complete' },
      comment: 'Intake checked',
      by: { id: user('admin'), name: 'Alex Morgan' },
      bulkOperationId: res.body.bulkOperationId,
    });
  });

  it('changes what it may and lists the rest as failed: a status not reachable, an unknown id', async () => {
    const ids = [apps['SPR-10013'], apps['SPR-10054'], 999_999];
    const res = await bulk('admin', { action: 'UPDATE_STATUS', ids, toState: 108 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      succeeded: [apps['SPR-10013']],
      failed: [
        {
          id: apps['SPR-10054'],
          code: 'stateNotAllowed',
          message: `The status 108 is not a possible next status of application ${apps['SPR-10054']}`,
        },
        { id: 999_999, code: 'applicationNotFound', message: 'The application 999999 does not exist' },
      ],
      bulkOperationId: expect.any(Number),
    });
    expect((await current('SPR-10013')).current_state_id).toBe(108);
    expect((await current('SPR-10054')).current_state_id).toBe(102);
    expect(
      (await eventsOf(res.body.bulkOperationId)).map((e: { application_id: number }) => e.application_id),
    ).toEqual([apps['SPR-10013']]);
  });

  it('a status that asks for a reason refuses the request without a denial reason or a comment (422)', async () => {
    const res = await bulk('admin', { action: 'UPDATE_STATUS', ids: [apps['SPR-10030']], toState: 109 });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      statusCode: 422,
      code: 'reasonRequired',
      message: 'A denial reason or a comment is required to move applications to Pending-Denial',
      errors: [
        {
          field: 'reasonId',
          code: 'reasonRequired',
          message: 'A denial reason or a comment is required to move applications to Pending-Denial',
        },
      ],
    });
    expect((await current('SPR-10030')).current_state_id).toBe(105);
  });

  it("takes the program's denial reason for that status, or a comment", async () => {
    const reason = await reasonId('Income above the limit', 7);
    const withReason = await bulk('admin', {
      action: 'UPDATE_STATUS',
      ids: [apps['SPR-10030']],
      toState: 109,
      reasonId: reason,
    });
    expect(withReason.body.succeeded).toEqual([apps['SPR-10030']]);
    expect((await eventsOf(withReason.body.bulkOperationId))[0]).toMatchObject({
      reason_id: reason,
      to_state_id: 109,
    });
    const trail = await t.http.get(`/api/admin/applications/${apps['SPR-10030']}/events`).set(auth('admin'));
    expect(trail.body[0].reason).toEqual({ id: reason, label: 'Income above the limit' });

    const withComment = await bulk('admin', {
      action: 'UPDATE_STATUS',
      ids: [apps['SPR-10034']],
      toState: 109,
      comment: 'No answer after three calls',
    });
    expect(withComment.body.succeeded).toEqual([apps['SPR-10034']]);
  });

  it("refuses another status's reason (422) and another program's reason per application", async () => {
    const otherState = await reasonId('Income above the limit', 5);
    const refused = await bulk('admin', {
      action: 'UPDATE_STATUS',
      ids: [apps['SPR-10024']],
      toState: 109,
      reasonId: otherState,
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'unknownReason' });
    const otherProgram = await reasonId('Duplicate application', 6);
    const res = await bulk('admin', {
      action: 'UPDATE_STATUS',
      ids: [apps['SPR-10024']],
      toState: 109,
      reasonId: otherProgram,
    });
    expect(res.status).toBe(200);
    expect(res.body.failed).toEqual([
      {
        id: apps['SPR-10024'],
        code: 'reasonNotAllowed',
        message: `The denial reason ${otherProgram} is not one of application ${apps['SPR-10024']}'s program`,
      },
    ]);
    expect((await current('SPR-10024')).current_state_id).toBe(106);
  });

  it('a move that requires an owner fails without one for an administrator, and takes the case worker themself', async () => {
    const admin = await bulk('admin', { action: 'UPDATE_STATUS', ids: [apps['SPR-10006']], toState: 105 });
    expect(admin.body.failed).toEqual([
      {
        id: apps['SPR-10006'],
        code: 'ownerRequired',
        message: `Moving application ${apps['SPR-10006']} to Case-Review needs an owner`,
      },
    ]);
    const caseworker = await bulk('caseworker', {
      action: 'UPDATE_STATUS',
      ids: [apps['SPR-10041']],
      toState: 105,
    });
    expect(caseworker.body.succeeded).toEqual([apps['SPR-10041']]);
    expect(await current('SPR-10041')).toMatchObject({ current_state_id: 105, owner_id: user('caseworker') });
  });
});

describe('owner changes', () => {
  it('assigns an owner offered by a move out of the current status, with an owner event', async () => {
    const before = await current('SPR-10017');
    const res = await bulk('admin', {
      action: 'UPDATE_OWNER',
      ids: [apps['SPR-10017']],
      ownerId: user('casemanager'),
    });
    expect(res.body).toMatchObject({ succeeded: [apps['SPR-10017']], failed: [] });
    expect(await current('SPR-10017')).toEqual({
      current_state_id: 107,
      owner_id: user('casemanager'),
      version: before.version + 1,
    });
    expect(await eventsOf(res.body.bulkOperationId)).toEqual([
      {
        application_id: apps['SPR-10017'],
        type: 'owner',
        actor_user_id: user('admin'),
        from_state_id: null,
        to_state_id: null,
        from_owner_id: before.owner_id,
        to_owner_id: user('casemanager'),
        comment: null,
        reason_id: null,
      },
    ]);
  });

  it('refuses an owner the current status does not offer', async () => {
    const res = await bulk('admin', {
      action: 'UPDATE_OWNER',
      ids: [apps['SPR-10017']],
      ownerId: user('intake'),
    });
    expect(res.body.failed).toEqual([
      {
        id: apps['SPR-10017'],
        code: 'ownerNotAllowed',
        message: `The user ${user('intake')} is not a possible owner of application ${apps['SPR-10017']} in its status`,
      },
    ]);
  });

  it('changes status and owner together, to an owner of that move only', async () => {
    const refused = await bulk('admin', {
      action: 'UPDATE_STATUS_AND_OWNER',
      ids: [apps['SPR-10066']],
      toState: 105,
      ownerId: user('intake'),
    });
    expect(refused.body.failed[0]).toMatchObject({ code: 'ownerNotAllowed' });
    const res = await bulk('admin', {
      action: 'UPDATE_STATUS_AND_OWNER',
      ids: [apps['SPR-10066']],
      toState: 105,
      ownerId: user('casemanager'),
    });
    expect(res.body.succeeded).toEqual([apps['SPR-10066']]);
    expect(await current('SPR-10066')).toMatchObject({
      current_state_id: 105,
      owner_id: user('casemanager'),
    });
    expect((await eventsOf(res.body.bulkOperationId))[0]).toMatchObject({
      type: 'status',
      from_state_id: 104,
      to_state_id: 105,
      from_owner_id: user('intake'),
      to_owner_id: user('casemanager'),
    });
  });
});

describe('roles 2 and 4 may assign only themselves', () => {
  it.each([
    ['caseworker', 'UPDATE_OWNER'],
    ['intake', 'UPDATE_OWNER'],
    ['intake', 'UPDATE_STATUS_AND_OWNER'],
  ])('%s assigning someone else with %s is refused whole with 403', async (who, action) => {
    const before = await current('SPR-10054');
    const res = await bulk(who, {
      action,
      ids: [apps['SPR-10054']],
      ownerId: user('supervisor'),
      ...(action === 'UPDATE_STATUS_AND_OWNER' ? { toState: 103 } : {}),
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: 'assignOnlySelf',
      message: 'You may assign applications only to yourself',
    });
    expect(await current('SPR-10054')).toEqual(before);
  });

  it('an intake specialist assigns themself', async () => {
    const res = await bulk('intake', {
      action: 'UPDATE_OWNER',
      ids: [apps['SPR-10054']],
      ownerId: user('intake'),
    });
    expect(res.body).toMatchObject({ succeeded: [apps['SPR-10054']], failed: [] });
    expect((await current('SPR-10054')).owner_id).toBe(user('intake'));
  });
});

describe('request checks (422)', () => {
  it.each([
    [{ action: 'UPDATE_STATUS', ids: [1] }, 'fieldRequired', 'toState is required to change the status'],
    [{ action: 'UPDATE_OWNER', ids: [1] }, 'fieldRequired', 'ownerId is required to change the owner'],
    [
      { action: 'UPDATE_STATUS', ids: [1], toState: 104, ownerId: 1 },
      'fieldNotAllowed',
      'The field ownerId is not used by UPDATE_STATUS',
    ],
    [
      { action: 'UPDATE_OWNER', ids: [1], ownerId: 1, toState: 104 },
      'fieldNotAllowed',
      'The field toState is not used by UPDATE_OWNER',
    ],
    [
      { action: 'MOVE', ids: [1], toState: 104 },
      'isIn',
      'action must be one of UPDATE_STATUS, UPDATE_OWNER, UPDATE_STATUS_AND_OWNER',
    ],
    [
      { action: 'UPDATE_STATUS', ids: [], toState: 104 },
      'arrayNotEmpty',
      'ids must name at least one application',
    ],
    [
      { action: 'UPDATE_STATUS', ids: [1], toState: 104, instanceId: 318 },
      'unknownField',
      'The field instanceId is not allowed',
    ],
    [{ action: 'UPDATE_STATUS', ids: [1], toState: 302 }, 'unknownState', 'The status 302 does not exist'],
    [
      { action: 'UPDATE_STATUS', ids: [1], toState: 104, versions: { x: 1 } },
      'invalidVersions',
      'versions must map application ids to version numbers',
    ],
  ])('%j answers 422 %s', async (body, code, message) => {
    const res = await bulk('admin', body);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ statusCode: 422, code, message });
  });

  it('refuses an owner who is not staff of the instance', async () => {
    const applicant = users['applicant@springfield.example'];
    const res = await bulk('admin', { action: 'UPDATE_OWNER', ids: [1], ownerId: applicant });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'unknownUser',
      message: `The user ${applicant} is not staff of this instance`,
    });
  });
});

describe('versions', () => {
  it('a stale version is reported as failed and never overwritten', async () => {
    const seen = await current('SPR-10039');
    await bulk('supervisor', {
      action: 'UPDATE_OWNER',
      ids: [apps['SPR-10039']],
      ownerId: user('caseworker'),
    });
    const res = await bulk('admin', {
      action: 'UPDATE_OWNER',
      ids: [apps['SPR-10039']],
      ownerId: user('casemanager'),
      versions: { [apps['SPR-10039']]: seen.version },
    });
    expect(res.body).toEqual({
      succeeded: [],
      failed: [
        {
          id: apps['SPR-10039'],
          code: 'staleVersion',
          message: `The application ${apps['SPR-10039']} was changed by someone else; reload it and try again`,
        },
      ],
      bulkOperationId: expect.any(Number),
    });
    expect(await current('SPR-10039')).toEqual({
      ...seen,
      owner_id: user('caseworker'),
      version: seen.version + 1,
    });
    expect(await eventsOf(res.body.bulkOperationId)).toEqual([]);
  });

  describe('two bulk requests at once', () => {
    let ids: number[];

    beforeEach(async () => {
      // Twelve more applications in Review of the child savings process, like SPR-10022.
      const rows = await t.dataSource.query(
        `INSERT INTO applications (instance_id, program_id, workflow_id, current_state_id, external_id, applicant_name, created_at)
         SELECT 100, 6, 1716, 142, 'RACE-' || g || '-' || $1, 'Race Applicant ' || g, now() - g * interval '1 minute'
           FROM generate_series(1, 12) g RETURNING id`,
        [Date.now()],
      );
      ids = rows.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b);
    });

    const check = async (answers: Answer[], targets: number[]) => {
      for (const answer of answers) {
        expect([...answer.succeeded, ...answer.failed.map((f) => f.id)].sort((a, b) => a - b)).toEqual(ids);
      }
      const events: { application_id: number; to_state_id: number; bulk_operation_id: number }[] =
        await t.dataSource.query(
          `SELECT application_id, to_state_id, bulk_operation_id FROM application_events
            WHERE application_id = ANY($1) ORDER BY id`,
          [ids],
        );
      const states: { id: number; current_state_id: number; version: number }[] = await t.dataSource.query(
        'SELECT id, current_state_id, version FROM applications WHERE id = ANY($1)',
        [ids],
      );
      for (const { id, current_state_id, version } of states) {
        const mine = events.filter((e) => e.application_id === id);
        const winners = answers.filter((a) => a.succeeded.includes(id));
        // Nothing lost: one audit event per reported success, and the row is where the last one put it.
        expect(mine.map((e) => e.bulk_operation_id)).toEqual(
          winners.map((a) => a.bulkOperationId).sort((a, b) => a - b),
        );
        expect(version).toBe(1 + mine.length);
        expect(current_state_id).toBe(mine.length ? mine[mine.length - 1].to_state_id : 142);
        expect(targets).toContain(current_state_id);
      }
      return events;
    };

    it('with the versions both callers saw, each application changes once and the other request fails it as stale', async () => {
      const versions = Object.fromEntries(ids.map((id) => [id, 1]));
      const [approve, deny] = await Promise.all([
        bulk('admin', { action: 'UPDATE_STATUS', ids, toState: 143, versions }),
        bulk('supervisor', {
          action: 'UPDATE_STATUS',
          ids,
          toState: 148,
          comment: 'Missing documents',
          versions,
        }),
      ]);
      expect([approve.status, deny.status]).toEqual([200, 200]);
      const answers = [approve.body, deny.body] as Answer[];
      const events = await check(answers, [143, 148]);
      expect(events.length).toBe(ids.length);
      for (const id of ids) {
        expect(answers.filter((a) => a.succeeded.includes(id)).length).toBe(1);
        const loser = answers.find((a) => !a.succeeded.includes(id));
        expect(loser?.failed.find((f) => f.id === id)?.code).toBe('staleVersion');
      }
    });

    it('without versions, what each request reports matches the audit trail and the rows', async () => {
      const [approve, deny] = await Promise.all([
        bulk('admin', { action: 'UPDATE_STATUS', ids, toState: 143 }),
        bulk('supervisor', { action: 'UPDATE_STATUS', ids, toState: 148, comment: 'Missing documents' }),
      ]);
      expect([approve.status, deny.status]).toEqual([200, 200]);
      await check([approve.body, deny.body], [142, 143, 148]);
    });
  });
});

describe('tenant isolation on the write side', () => {
  it("another instance's administrator changes nothing in springfield, by any id", async () => {
    const before = await current('SPR-10020');
    const ids = [apps['SPR-10020'], apps['SPR-10022']];
    const res = await bulk('riverton', { action: 'UPDATE_STATUS', ids, toState: 302 });
    expect(res.status).toBe(200);
    expect(res.body.succeeded).toEqual([]);
    expect(res.body.failed.map((f: { code: string }) => f.code)).toEqual([
      'applicationNotFound',
      'applicationNotFound',
    ]);
    expect(await current('SPR-10020')).toEqual(before);
    expect(await eventsOf(res.body.bulkOperationId)).toEqual([]);
    const owner = await bulk('riverton', {
      action: 'UPDATE_OWNER',
      ids,
      ownerId: users['admin@riverton.example'],
    });
    expect(owner.body.succeeded).toEqual([]);
    const springfieldState = await bulk('riverton', {
      action: 'UPDATE_STATUS',
      ids: [apps['RIV-2001']],
      toState: 105,
    });
    expect(springfieldState.status).toBe(422);
    expect(springfieldState.body.code).toBe('unknownState');
    const springfieldOwner = await bulk('riverton', {
      action: 'UPDATE_OWNER',
      ids: [apps['RIV-2001']],
      ownerId: user('caseworker'),
    });
    expect(springfieldOwner.status).toBe(422);
    expect(springfieldOwner.body.code).toBe('unknownUser');
  });

  it('springfield staff cannot change a riverton application', async () => {
    const res = await bulk('admin', { action: 'UPDATE_STATUS', ids: [apps['RIV-2001']], toState: 104 });
    expect(res.body.failed).toEqual([
      {
        id: apps['RIV-2001'],
        code: 'applicationNotFound',
        message: `The application ${apps['RIV-2001']} does not exist`,
      },
    ]);
  });
});

describe('kept counts after bulk changes', () => {
  it('still equal the rows', async () => {
    expect(await keptCountDifferences(t.dataSource)).toEqual([]);
    expect(await keptProcessCountDifferences(t.dataSource)).toEqual([]);
    const page = await t.http
      .get(`/api/admin/applications?filter=${encodeURIComponent(JSON.stringify({ state: 105 }))}`)
      .set(auth('admin'));
    const [{ n }] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM applications WHERE instance_id = 100 AND current_state_id = 105',
    );
    expect(page.headers['content-range']).toBe(`applications 0-${n - 1}/${n}`);
  });
});

describe('a status that asks for a comment', () => {
  it('says so in its possible-state rows, and the bulk change refuses a move there without one (422 commentRequired)', async () => {
    const [{ id }] = await t.dataSource.query(
      'SELECT id FROM applications WHERE instance_id = 100 AND current_state_id = 105 ORDER BY id LIMIT 1',
    );
    await t.dataSource.query('UPDATE workflow_states SET requires_comment = true WHERE id = 106');
    try {
      const states = await t.http
        .get(`/api/admin/applications/possible-states?ids=${id}`)
        .set(auth('admin'))
        .expect(200);
      const verification = states.body.filter(
        (r: { possible_state_id: number }) => r.possible_state_id === 106,
      );
      expect(verification.length).toBeGreaterThan(0);
      expect(
        verification.every(
          (r: { requires_comment: boolean; requires_reason: boolean }) =>
            r.requires_comment && !r.requires_reason,
        ),
      ).toBe(true);
      const message = 'A comment is required to move applications to Case verification';
      const res = await bulk('admin', { action: 'UPDATE_STATUS', ids: [id], toState: 106, comment: '  ' });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        statusCode: 422,
        code: 'commentRequired',
        message,
        errors: [{ field: 'comment', code: 'commentRequired', message }],
      });
      const [{ state }] = await t.dataSource.query(
        'SELECT current_state_id AS state FROM applications WHERE id = $1',
        [id],
      );
      expect(state).toBe(105);
    } finally {
      await t.dataSource.query('UPDATE workflow_states SET requires_comment = false WHERE id = 106');
    }
  });
});
