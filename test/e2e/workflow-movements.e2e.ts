// Workflow movements (API.md "The application record", programs spec §7): the intervals an application spent
// in one state with one owner, derived from the audit trail; endedAt (dt_end) is null while it is still there.
import { useDemoSessions, useUserIds } from '../support/demo-world.js';
import { type FactoryApplication, newApplication } from '../support/factories.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);
const users = useUserIds(t);

const auth = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });
const call = (who: keyof typeof tokens, path: string, query: Record<string, string | number>) =>
  t.http.get(`/api${path}`).query(query).set(auth(who));
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, minutes));

interface Movement {
  id: number;
  stateId: number;
  ownerId: number | null;
  startedAt: string;
  endedAt: string | null;
}

let app: FactoryApplication;
let states: { id: number; name: string }[];
let caseworker: { id: number; name: string };
let eventIds: number[];

beforeAll(async () => {
  const base = await newApplication(t);
  states = await t.dataSource.query(
    'SELECT id, name FROM workflow_states WHERE workflow_id = $1 ORDER BY sort_order, id LIMIT 2',
    [base.workflowId],
  );
  const id = users['caseworker@springfield.example'];
  const [{ name }] = await t.dataSource.query('SELECT queue_user_name($1) AS name', [id]);
  caseworker = { id, name };
  const admin = users['admin@springfield.example'];
  // Submitted into the first state at 9:00, given to the case worker at 9:10, moved on at 9:30; a comment at
  // 9:40 moves nothing.
  app = await newApplication(t, {
    program: base.programId,
    state: states[1].id,
    owner: id,
    events: [
      { type: 'submitted', toStateId: states[0].id, at: at(0) },
      { type: 'owner', actorUserId: admin, toOwnerId: id, at: at(10) },
      { type: 'status', actorUserId: admin, fromStateId: states[0].id, toStateId: states[1].id, at: at(30) },
      { type: 'comment', actorUserId: admin, comment: 'Waiting on a document', at: at(40) },
    ],
  });
  eventIds = (
    await t.dataSource.query(
      'SELECT id::int AS id FROM application_events WHERE application_id = $1 ORDER BY id',
      [app.id],
    )
  ).map((r: { id: number }) => r.id);
});

const expectedMovements = () => [
  {
    id: eventIds[2],
    applicationId: app.id,
    stateId: states[1].id,
    stateName: states[1].name,
    ownerId: caseworker.id,
    ownerName: caseworker.name,
    startedAt: at(30).toISOString(),
    endedAt: null,
  },
  {
    id: eventIds[1],
    applicationId: app.id,
    stateId: states[0].id,
    stateName: states[0].name,
    ownerId: caseworker.id,
    ownerName: caseworker.name,
    startedAt: at(10).toISOString(),
    endedAt: at(30).toISOString(),
  },
  {
    id: eventIds[0],
    applicationId: app.id,
    stateId: states[0].id,
    stateName: states[0].name,
    ownerId: null,
    ownerName: null,
    startedAt: at(0).toISOString(),
    endedAt: at(10).toISOString(),
  },
];

describe('GET /api/workflow-movements, v2 and v3', () => {
  it('lists each interval in one state with one owner, newest first; the current one has endedAt null', async () => {
    for (const path of ['/workflow-movements', '/v2/workflow-movements']) {
      const res = await call('admin', path, { applicationId: app.id });
      expect([res.status, res.body]).toEqual([200, expectedMovements()]);
    }
    const v3 = await call('admin', '/v3/workflow-movements', { applicationId: app.id });
    expect([v3.status, v3.body]).toEqual([200, { count: 3, items: expectedMovements() }]);
  });

  it('filters by stage, by a date range the movement overlaps, and by text in the state or owner name', async () => {
    const ids = async (query: Record<string, string | number>) => {
      const res = await call('admin', '/workflow-movements', { applicationId: app.id, ...query });
      expect(res.status).toBe(200);
      return res.body.map((m: Movement) => m.id);
    };
    const [first, second, third] = eventIds;
    expect(await ids({ stage: states[0].id })).toEqual([second, first]);
    expect(await ids({ from: at(12).toISOString(), to: at(20).toISOString() })).toEqual([second]);
    expect(await ids({ from: '2026-01-05T09:35:00Z' })).toEqual([third]);
    expect(await ids({ to: '2026-01-05T09:05:00Z' })).toEqual([first]);
    expect(await ids({ from: '2026-01-06' })).toEqual([third]);
    expect(await ids({ text: caseworker.name.toUpperCase() })).toEqual([third, second]);
    expect(await ids({ text: states[1].name.toLowerCase() })).toEqual([third]);
  });

  it('pages by offset and sample; v3 counts every match', async () => {
    const page = await call('admin', '/v3/workflow-movements', {
      applicationId: app.id,
      offset: 1,
      sample: 1,
    });
    expect(page.body).toEqual({ count: 3, items: [expectedMovements()[1]] });
    const all = await call('admin', '/workflow-movements', { sample: 500 });
    expect(all.body.length).toBeGreaterThan(0);
    expect(all.body.length).toBeLessThanOrEqual(500);
    const byDefault = await call('admin', '/workflow-movements', {});
    expect(byDefault.body.length).toBeGreaterThan(0);
    expect(byDefault.body.length).toBeLessThanOrEqual(50);
  });

  it('refuses bad query values with 422 in the error shape', async () => {
    for (const [query, code, message] of [
      [{ stage: 'abc' }, 'invalidNumber', 'stage must be a whole number from 1'],
      [{ applicationId: 0 }, 'invalidNumber', 'applicationId must be a whole number from 1'],
      [{ sample: 501 }, 'invalidNumber', 'sample must be a whole number from 1 to 500'],
      [{ sample: 0 }, 'invalidNumber', 'sample must be a whole number from 1 to 500'],
      [{ offset: -1 }, 'invalidNumber', 'offset must be a whole number from 0'],
      [{ from: 'yesterday' }, 'isIso8601', 'from must be an ISO 8601 date'],
      [{ from: '2026-02-01', to: '2026-01-01' }, 'invalidRange', 'to must not come before from'],
      [{ colour: 'red' }, 'unknownField', 'The field colour is not allowed'],
      [{ text: 'a\u0000b' }, 'invalidCharacters', 'text contains a NUL character'],
    ] as const) {
      const res = await call('admin', '/v3/workflow-movements', query);
      expect([res.status, res.body.statusCode, res.body.code, res.body.message]).toEqual([
        422,
        422,
        code,
        message,
      ]);
    }
  });

  it("shows another instance's staff none of the instance's movements", async () => {
    for (const path of ['/workflow-movements', '/v2/workflow-movements']) {
      const res = await call('riverton', path, { applicationId: app.id });
      expect([res.status, res.body]).toEqual([200, []]);
    }
    const v3 = await call('riverton', '/v3/workflow-movements', { applicationId: app.id });
    expect(v3.body).toEqual({ count: 0, items: [] });
    const theirs = await call('riverton', '/v3/workflow-movements', { sample: 500 });
    expect(theirs.body.items.length).toBeGreaterThan(0);
    const springfield: number[] = (
      await t.dataSource.query('SELECT id FROM applications WHERE instance_id = 100')
    ).map((r: { id: number }) => r.id);
    expect(
      theirs.body.items.filter((m: { applicationId: number }) => springfield.includes(m.applicationId)),
    ).toEqual([]);
  });

  it('is for staff only', async () => {
    const res = await call('applicant', '/workflow-movements', {});
    expect(res.status).toBe(403);
  });
});

describe('GET /api/workflow-movements-snapshot', () => {
  it("answers the application's state and owner now, and the seconds in it, since submission and per state", async () => {
    const res = await call('admin', '/workflow-movements-snapshot', { applicationId: app.id });
    expect(res.status).toBe(200);
    const sinceSubmission = (Date.now() - at(0).getTime()) / 1000;
    const inState = (Date.now() - at(30).getTime()) / 1000;
    expect(res.body).toEqual({
      applicationId: app.id,
      stateId: states[1].id,
      stateName: states[1].name,
      ownerId: caseworker.id,
      ownerName: caseworker.name,
      secondsInState: expect.any(Number),
      secondsSinceSubmission: expect.any(Number),
      secondsByState: [
        { stateId: states[0].id, stateName: states[0].name, seconds: 30 * 60 },
        { stateId: states[1].id, stateName: states[1].name, seconds: expect.any(Number) },
      ],
    });
    expect(Math.abs(res.body.secondsSinceSubmission - sinceSubmission)).toBeLessThan(60);
    expect(Math.abs(res.body.secondsInState - inState)).toBeLessThan(60);
    expect(Math.abs(res.body.secondsByState[1].seconds - inState)).toBeLessThan(60);
  });

  it('refuses a missing application id with 422 and is not found for another instance', async () => {
    const missing = await call('admin', '/workflow-movements-snapshot', {});
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([
      422,
      'fieldRequired',
      'applicationId is required',
    ]);
    const theirs = await call('riverton', '/workflow-movements-snapshot', { applicationId: app.id });
    expect([theirs.status, theirs.body]).toEqual([
      404,
      { statusCode: 404, code: 'applicationNotFound', message: `The application ${app.id} does not exist` },
    ]);
  });
});
