// The staff work queue, read side: GET /api/admin/applications and its companions, against the demo world.
// Expected rows come from independent SQL over the seeded tables (names joined from their own tables, not
// the copies the queue keeps), so every filter, sort and tab is checked against known seeded rows.
import { useApplicationIds, useDemoSessions, useUserIds } from '../support/demo-world.js';
import {
  keptCountDifferences,
  keptDayCountDifferences,
  keptProcessCountDifferences,
} from '../support/kept-counts.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);
const users = useUserIds(t);
const apps = useApplicationIds(t);
let springfieldTotal = 0;

beforeAll(async () => {
  [{ n: springfieldTotal }] = await t.dataSource.query(
    'SELECT count(*)::int AS n FROM applications WHERE instance_id = 100',
  );
});

type Row = Record<string, unknown> & { id: number; externalId: string };

const auth = (who: string) => ({ authorization: `Bearer ${tokens[who as keyof typeof tokens]}` });
const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

async function list(who: string, params: Record<string, unknown> = {}) {
  const res = await t.http.get(`/api/admin/applications?${query(params)}`).set(auth(who));
  return { status: res.status, body: res.body as Row[], range: res.headers['content-range'], res };
}

/** Every row in one page (the demo world has fewer than 1000 per instance). */
const everything = (who: string, params: Record<string, unknown> = {}) =>
  list(who, { range: [0, 999], ...params });

const externalIds = (rows: Row[]) => rows.map((r) => r.externalId);

/** The oracle: springfield's applications, with names read from their own tables. */
const ORACLE = `
  SELECT a.*, w.name AS o_process, s.name AS o_state, o.name AS o_company,
         nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') AS o_owner
    FROM applications a
    JOIN workflows w ON w.id = a.workflow_id
    JOIN workflow_states s ON s.id = a.current_state_id
    LEFT JOIN users u ON u.id = a.owner_id
    LEFT JOIN organizations o ON o.id = a.organization_id
   WHERE a.instance_id = 100`;

async function oracle(
  where = 'true',
  order = 'created_at ASC, id ASC',
  params: unknown[] = [],
): Promise<string[]> {
  const rows = await t.dataSource.query(
    `SELECT external_id FROM (${ORACLE}) q WHERE ${where} ORDER BY ${order}`,
    params,
  );
  return rows.map((r: { external_id: string }) => r.external_id);
}

describe('a queue page (simple-rest)', () => {
  it('answers the first 25 applications by createdAt ascending, with the total in Content-Range', async () => {
    const { status, body, range, res } = await list('admin');
    expect(status).toBe(200);
    expect(range).toBe(`applications 0-24/${springfieldTotal}`);
    expect(res.headers['x-total-estimated']).toBeUndefined();
    expect(externalIds(body)).toEqual((await oracle()).slice(0, 25));
    expect(body[0].externalId).toBe('SPR-10001');
  });

  it('carries every queue-application field of the specification in its wire name', async () => {
    const { body } = await list('admin', { filter: { id: [apps['SPR-10001']] } });
    expect(body).toEqual([
      {
        id: apps['SPR-10001'],
        processId: 1716,
        processName: 'Child savings deposits',
        programId: 6,
        programName: 'Child Savings Account',
        companyId: null,
        companyName: null,
        currentStateId: 148,
        currentStateName: 'Pending-Denial',
        externalId: 'SPR-10001',
        ownerId: users['casemanager@springfield.example'],
        ownerName: 'Casey Brooks',
        userName: 'Pat Nguyen',
        userId: expect.any(Number),
        roleName: 'Case Manager',
        roleId: 201,
        paymentChannelName: null,
        paymentStatusName: null,
        stateCurrentTime: expect.any(Number),
        stateEnteredAt: '2024-01-19T14:12:00.000Z',
        lastChangedBy: 'Casey Brooks',
        lastChangedAt: '2024-01-19T14:12:00.000Z',
        cdUser: expect.any(Number),
        communityEntityType: 2,
        clientId: null,
        caseNumber: null,
        unreadItems: { email: 0, sms: 0, voice: 0, ivr: 0 },
        unreadTotal: 0,
        hasUnreadMessages: false,
        evictionNotice: false,
        incomeThreshold: null,
        awardAmount: 500,
        categoryName: null,
        validations: expect.objectContaining({ total: expect.any(Number) }),
        lastComDate: '2024-01-19T14:42:00.000Z',
        ComDirection: 'inbound',
        ComType: 'SMS',
        itemName: 'Pat Nguyen',
        createdAt: '2024-01-10T18:04:00.000Z',
        submittedAt: '2024-01-10T18:04:00.000Z',
        version: 1,
      },
    ]);
    const seconds = (Date.now() - Date.parse('2024-01-19T14:12:00.000Z')) / 1000;
    expect(Math.abs((body[0].stateCurrentTime as number) - seconds)).toBeLessThan(120);
  });

  it('gives unread counts by channel, their total and the flag', async () => {
    const { body } = await list('admin', { filter: { id: [apps['SPR-10015']] } });
    expect(body[0]).toMatchObject({
      unreadItems: { email: 0, sms: 1, voice: 0, ivr: 1 },
      unreadTotal: 2,
      hasUnreadMessages: true,
    });
  });

  it('shows Case Number and Client ID only where the program settings say Queue.CaseColumns (processes 7 and 1715 in the demo)', async () => {
    const { body } = await everything('admin');
    const byId = new Map(body.map((r) => [r.externalId, r]));
    expect(byId.get('SPR-10006')).toMatchObject({
      processId: 7,
      caseNumber: 'RA-2024-0001',
      clientId: 'C-10001',
    });
    expect(byId.get('SPR-10009')).toMatchObject({
      processId: 1715,
      caseNumber: 'SBR-2024-001',
      clientId: 'B-10004',
    });
    for (const row of body.filter((r) => r.processId !== 7 && r.processId !== 1715)) {
      expect([row.caseNumber, row.clientId]).toEqual([null, null]);
    }
  });

  it('shows the payment channel where the program takes payments, and the category for the food process', async () => {
    const { body } = await everything('admin');
    const byId = new Map(body.map((r) => [r.externalId, r]));
    expect(byId.get('SPR-10016')).toMatchObject({ paymentChannelName: 'Check', paymentStatusName: 'Failed' });
    expect(byId.get('SPR-10015')).toMatchObject({ processId: 1720, categoryName: 'Dairy' });
    for (const row of body.filter((r) => r.programId !== 6)) expect(row.paymentChannelName).toBeNull();
    for (const row of body.filter((r) => r.processId !== 1720)) expect(row.categoryName).toBeNull();
  });

  it('pages with range: the second page, a short last page, and past the end', async () => {
    const all = await oracle();
    const second = await list('admin', { range: [25, 49] });
    expect(second.range).toBe(`applications 25-49/${springfieldTotal}`);
    expect(externalIds(second.body)).toEqual(all.slice(25, 50));
    const last = await list('admin', { range: [50, 74] });
    expect(last.range).toBe(`applications 50-${springfieldTotal - 1}/${springfieldTotal}`);
    expect(externalIds(last.body)).toEqual(all.slice(50));
    const past = await list('admin', { range: [500, 524] });
    expect(past.body).toEqual([]);
    expect(past.range).toBe(`applications */${springfieldTotal}`);
  });

  it("answers an empty list with total 0 when nothing matches (the UI's 'No data available')", async () => {
    const { status, body, range } = await list('admin', { filter: { search: 'nobody-by-this-name' } });
    expect([status, body, range]).toEqual([200, [], 'applications */0']);
  });
});

describe('sorting on every column', () => {
  // The wire field and the oracle's expression for it.
  const columns: [string, string][] = [
    ['id', 'id'],
    ['externalId', 'external_id'],
    ['itemName', 'applicant_name'],
    ['processName', 'o_process'],
    ['caseNumber', 'case_number'],
    ['clientId', 'client_id'],
    ['createdAt', 'created_at'],
    ['ownerName', 'o_owner'],
    ['companyName', 'o_company'],
    ['lastComDate', 'last_com_date'],
    ['ComDirection', 'last_com_direction'],
    ['ComType', 'last_com_type'],
    ['lastChangedBy', 'last_changed_at'],
    ['currentStateName', 'o_state'],
    ['paymentChannelName', 'payment_channel_name'],
    ['categoryName', 'category_name'],
  ];
  const cases = columns.flatMap(([field, expr]) => [
    [field, 'ASC', expr],
    [field, 'DESC', expr],
  ]);

  it.each(cases)('sorts by %s %s (ties by createdAt, then id)', async (field, order, expr) => {
    const { status, body } = await everything('admin', { sort: [field, order] });
    expect(status).toBe(200);
    const tie =
      field === 'id' ? '' : field === 'createdAt' ? `, id ${order}` : `, created_at ${order}, id ${order}`;
    expect(externalIds(body)).toEqual(await oracle('true', `${expr} ${order}${tie}`));
  });

  it('sorts by time in the current state: longest first is the earliest entered', async () => {
    const { body } = await everything('admin', { sort: ['stateCurrentTime', 'DESC'] });
    expect(externalIds(body)).toEqual(await oracle('true', 'state_entered_at ASC, created_at ASC, id ASC'));
  });

  it('refuses a field that is not sortable with 400 unknownSortField', async () => {
    const { status, body } = await list('admin', { sort: ['answers', 'ASC'] });
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'unknownSortField' });
  });
});

describe('filters', () => {
  const filtered = async (filter: Record<string, unknown>, who = 'admin') => {
    const res = await everything(who, { filter });
    expect(res.status).toBe(200);
    return res;
  };

  it('startDate and endDate keep the applications submitted on those days, both ends included', async () => {
    const { body, range } = await filtered({ startDate: '2024-02-01', endDate: '2024-02-29' });
    const expected = await oracle(
      `created_at >= '2024-02-01T00:00:00Z' AND created_at < '2024-03-01T00:00:00Z'`,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(externalIds(body)).toEqual(expected);
    expect(range).toBe(`applications 0-${expected.length - 1}/${expected.length}`);
  });

  it('search finds the applicant name, case-insensitively and within the name', async () => {
    const { body } = await filtered({ search: 'cOHEN' });
    expect(externalIds(body)).toEqual(await oracle(`applicant_name ILIKE '%cohen%'`));
    expect(body.length).toBeGreaterThan(3);
  });

  it('search finds the application id (the external id) and the numeric id', async () => {
    expect(externalIds((await filtered({ search: 'SPR-10042' })).body)).toEqual(['SPR-10042']);
    const numeric = await filtered({ search: String(apps['SPR-10042']) });
    expect(externalIds(numeric.body)).toContain('SPR-10042');
  });

  it('search finds the program and process names', async () => {
    const grocery = await filtered({ search: 'grocery support' });
    expect(externalIds(grocery.body)).toEqual(await oracle('workflow_id = 1720'));
    const rental = await filtered({ search: 'Emergency Rental' });
    expect(externalIds(rental.body)).toEqual(await oracle('workflow_id = 7'));
  });

  it('search treats % and _ as text', async () => {
    expect((await filtered({ search: '%' })).body).toEqual([]);
  });

  it('search treats quotes and backslashes as text', async () => {
    for (const search of ["O'Brien", "x'); DELETE FROM applications; --", 'a\\b', '\\']) {
      const res = await list('admin', { filter: { search } });
      expect([search, res.status, res.body, res.range]).toEqual([search, 200, [], 'applications */0']);
    }
    expect((await everything('admin')).body.length).toBeGreaterThan(0);
  });

  it('q is the same as search (react-admin full-text input)', async () => {
    expect(externalIds((await filtered({ q: 'cohen' })).body)).toEqual(
      await oracle(`applicant_name ILIKE '%cohen%'`),
    );
  });

  it.each([
    ['assignedTo', () => users['caseworker@springfield.example'], 'owner_id'],
    [
      'partner',
      async () =>
        (await t.dataSource.query(`SELECT id FROM organizations WHERE name = 'Neighborhood Legal Aid'`))[0]
          .id,
      'organization_id',
    ],
    ['process', () => 7, 'workflow_id'],
    ['state', () => 105, 'current_state_id'],
  ])(
    '%s keeps the applications with that id, as a number, a list or a string',
    async (name, value, column) => {
      const id = await value();
      const expected = await oracle(`${column} = $1`, 'created_at, id', [id]);
      expect(expected.length).toBeGreaterThan(0);
      for (const form of [id, [id], String(id)]) {
        const { body, range } = await filtered({ [name]: form });
        expect(externalIds(body)).toEqual(expected);
        expect(range).toBe(`applications 0-${expected.length - 1}/${expected.length}`);
      }
    },
  );

  it('state takes several ids as "105,106" or a list', async () => {
    const expected = await oracle('current_state_id IN (105, 106)');
    expect(externalIds((await filtered({ state: '105,106' })).body)).toEqual(expected);
    expect(externalIds((await filtered({ state: [105, 106] })).body)).toEqual(expected);
  });

  it('lastContactDate keeps the applications last contacted on that day', async () => {
    const { body } = await filtered({ lastContactDate: '2024-01-19' });
    expect(externalIds(body)).toEqual(
      await oracle(`last_com_date >= '2024-01-19T00:00:00Z' AND last_com_date < '2024-01-20T00:00:00Z'`),
    );
    expect(externalIds(body)).toContain('SPR-10001');
  });

  it('paymentChannelName and categoryName keep the applications with that name', async () => {
    const check = await filtered({ paymentChannelName: 'Check' });
    expect(externalIds(check.body)).toEqual(await oracle(`payment_channel_name = 'Check'`));
    expect(check.body.length).toBeGreaterThan(1);
    const dairy = await filtered({ categoryName: 'Dairy' });
    expect(externalIds(dairy.body)).toEqual(await oracle(`category_name = 'Dairy'`));
    expect(dairy.body.length).toBeGreaterThan(1);
  });

  it('id: [...] answers exactly those applications (getMany), however many', async () => {
    const ids = [apps['SPR-10003'], apps['SPR-10050'], apps['SPR-10020']];
    const { body, range } = await list('admin', { filter: { id: ids } });
    expect(externalIds(body)).toEqual(['SPR-10003', 'SPR-10020', 'SPR-10050']);
    expect(range).toBe('applications 0-2/3');
  });

  it('id: [...] totals the ids found, a repeated id once, whatever the range shows', async () => {
    const ids = [apps['SPR-10003'], apps['SPR-10050'], apps['SPR-10003'], apps['SPR-10020']];
    const all = await list('admin', { filter: { id: ids }, range: [0, 24] });
    expect(externalIds(all.body)).toEqual(['SPR-10003', 'SPR-10020', 'SPR-10050']);
    expect(all.range).toBe('applications 0-2/3');
    const firstTwo = await list('admin', { filter: { id: ids }, range: [0, 1] });
    expect(externalIds(firstTwo.body)).toEqual(['SPR-10003', 'SPR-10020']);
    expect(firstTwo.range).toBe('applications 0-1/3');
  });

  it('filters combine', async () => {
    const { body } = await filtered({
      process: 7,
      assignedTo: users['supervisor@springfield.example'],
      startDate: '2024-03-01',
    });
    expect(externalIds(body)).toEqual(
      await oracle(
        `workflow_id = 7 AND owner_id = $1 AND created_at >= '2024-03-01T00:00:00Z'`,
        'created_at, id',
        [users['supervisor@springfield.example']],
      ),
    );
  });

  it.each([
    [{ colour: 'red' }, 'unknownFilter'],
    [{ tab: 'mine' }, 'invalidFilter'],
    [{ startDate: 'yesterday' }, 'invalidFilter'],
    [{ state: 'open' }, 'invalidFilter'],
    [{ lastContactDate: '2024-01-19T10:00:00Z' }, 'invalidFilter'],
  ])('refuses the filter %j with 400 %s', async (filter, code) => {
    const { status, body } = await list('admin', { filter });
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: 400, code });
  });

  it.each(['paymentChannelName', 'categoryName'])(
    'refuses a %s holding a NUL character with 400 invalidFilter, not a 500',
    async (name) => {
      const { status, body } = await list('admin', { filter: { [name]: ['Dairy', 'a\u0000b'] } });
      expect(status).toBe(400);
      expect(body).toEqual({
        statusCode: 400,
        code: 'invalidFilter',
        message: `Filter ${name} must be a name or a list of names`,
      });
    },
  );

  it('refuses malformed JSON and ranges with 400', async () => {
    const bad = await t.http.get('/api/admin/applications?filter={nope').set(auth('admin'));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'invalidFilter',
      message: 'The filter parameter is not valid JSON; expected an object',
    });
    const range = await list('admin', { range: [10, 2] });
    expect(range.status).toBe(400);
    expect((range.res.body as { code: string }).code).toBe('invalidRange');
    const sort = await list('admin', { sort: ['createdAt', 'UP'] });
    expect(sort.status).toBe(400);
    expect((sort.res.body as { code: string }).code).toBe('invalidSort');
  });
});

describe('tabs', () => {
  it('All is every application the caller works', async () => {
    const { body } = await everything('admin', { filter: { tab: 'all' } });
    expect(body.length).toBe(springfieldTotal);
  });

  it('Assignment is the applications assigned to the caller', async () => {
    const { body, range } = await everything('caseworker', { filter: { tab: 'assignment' } });
    const expected = await oracle('owner_id = $1', 'created_at, id', [
      users['caseworker@springfield.example'],
    ]);
    expect(expected.length).toBeGreaterThan(1);
    expect(externalIds(body)).toEqual(expected);
    expect(range).toBe(`applications 0-${expected.length - 1}/${expected.length}`);
  });

  it('Status is the applications in the states the caller works (a possible owner of a move into them)', async () => {
    const { body } = await everything('caseworker', { filter: { tab: 'status' } });
    const expected = await oracle(
      `current_state_id IN (SELECT t.to_state_id FROM workflow_transitions t
         WHERE t.default_user_id = $1 OR t.id IN (SELECT transition_id FROM transition_owners WHERE user_id = $1))`,
      'created_at, id',
      [users['caseworker@springfield.example']],
    );
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(springfieldTotal);
    expect(externalIds(body)).toEqual(expected);
    // Case-Review is one of them (the caseworker owns moves into it); Paid is not.
    expect(body.some((r) => r.currentStateName === 'Case-Review')).toBe(true);
    expect(body.some((r) => r.currentStateName === 'Paid')).toBe(false);
  });

  it('Status takes in a state as soon as the caller is made an owner of a move into it, though the tab was just read', async () => {
    const caseworker = users['caseworker@springfield.example'];
    expect((await everything('caseworker', { filter: { tab: 'status' } })).body.length).toBeGreaterThan(0);
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO transition_owners (instance_id, transition_id, user_id)
       SELECT t.instance_id, t.id, $1 FROM workflow_transitions t JOIN workflow_states s ON s.id = t.to_state_id
        WHERE t.instance_id = 100 AND s.name = 'Paid' ORDER BY t.id LIMIT 1
       RETURNING id`,
      [caseworker],
    );
    try {
      const { body, range } = await everything('caseworker', { filter: { tab: 'status' } });
      const expected = await oracle(
        `current_state_id IN (SELECT t.to_state_id FROM workflow_transitions t
           WHERE t.default_user_id = $1 OR t.id IN (SELECT transition_id FROM transition_owners WHERE user_id = $1))`,
        'created_at, id',
        [caseworker],
      );
      expect(body.some((r) => r.currentStateName === 'Paid')).toBe(true);
      expect(externalIds(body)).toEqual(expected);
      expect(range).toBe(`applications 0-${expected.length - 1}/${expected.length}`);
    } finally {
      await t.dataSource.query('DELETE FROM transition_owners WHERE id = $1', [id]);
    }
  });
});

describe('who may read the queue', () => {
  it('staff who are not administrators see the processes they are members of', async () => {
    const { body } = await everything('intake');
    expect(externalIds(body)).toEqual(await oracle('workflow_id IN (7, 1720)'));
  });

  it('refuses community accounts with 403 and anonymous callers with 401', async () => {
    const applicant = await list('applicant');
    expect(applicant.status).toBe(403);
    expect(applicant.body).toMatchObject({ statusCode: 403, code: 'forbidden' });
    const anonymous = await t.http.get('/api/admin/applications');
    expect(anonymous.status).toBe(401);
  });
});

describe('tenant isolation on the read side', () => {
  it("another instance's administrator sees only their own applications", async () => {
    const { body, range } = await everything('riverton');
    const [{ n }] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM applications WHERE instance_id = 318',
    );
    expect(body.length).toBe(n);
    expect(body.every((r) => r.externalId.startsWith('RIV-'))).toBe(true);
    expect(range).toBe(`applications 0-${n - 1}/${n}`);
  });

  it('no id, filter or search reaches springfield from riverton', async () => {
    const springfieldIds = [apps['SPR-10001'], apps['SPR-10006']];
    for (const filter of [
      { id: springfieldIds },
      { process: 7 },
      { state: 105 },
      { search: 'SPR-10001' },
      { search: 'cohen' },
      { assignedTo: users['caseworker@springfield.example'] },
    ]) {
      const { status, body, range } = await list('riverton', { filter });
      expect([status, body, range]).toEqual([200, [], 'applications */0']);
    }
    for (const path of [`/${apps['SPR-10001']}`, `/${apps['SPR-10001']}/events`]) {
      const res = await t.http.get(`/api/admin/applications${path}`).set(auth('riverton'));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'applicationNotFound',
        message: `The application ${apps['SPR-10001']} does not exist`,
      });
    }
    const states = await t.http
      .get(`/api/admin/applications/possible-states?ids=${springfieldIds.join(',')}`)
      .set(auth('riverton'));
    expect([states.status, states.body]).toEqual([200, []]);
    const categories = await t.http
      .get('/api/admin/applications/categories?process=1720')
      .set(auth('riverton'));
    expect(categories.body).toEqual([]);
    const options = await t.http.get('/api/admin/applications/filter-options').set(auth('riverton'));
    // Riverton's own processes, and only those: its seeded one and the default workflow of its second program.
    const riverton: { id: number }[] = await t.dataSource.query(
      "SELECT w.id FROM workflows w JOIN instances i ON i.id = w.instance_id WHERE i.subdomain = 'riverton' ORDER BY w.id",
    );
    expect(riverton.map((w) => w.id)).toContain(3180);
    const listed = options.body.process
      .map((p: { id: number }) => p.id)
      .sort((a: number, b: number) => a - b);
    expect(listed).toEqual(riverton.map((w) => w.id));
  });
});

describe('one application, its possible states and its audit trail', () => {
  it('GET /:id answers the queue row with its possible states', async () => {
    const res = await t.http.get(`/api/admin/applications/${apps['SPR-10006']}`).set(auth('admin'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ externalId: 'SPR-10006', currentStateName: 'Intake-Complete' });
    expect(
      res.body.possibleStates.map((r: { possible_state_name: string }) => r.possible_state_name),
    ).toContain('Case-Review');
  });

  it('possible states: each move out of the current state with each possible owner (GetPossibleStates)', async () => {
    const res = await t.http
      .get(`/api/admin/applications/possible-states?ids=${apps['SPR-10006']}`)
      .set(auth('admin'));
    expect(res.status).toBe(200);
    const legalAid = (
      await t.dataSource.query(`SELECT id FROM organizations WHERE name = 'Neighborhood Legal Aid'`)
    )[0].id;
    expect(res.body).toEqual(
      expect.arrayContaining([
        {
          process_id: 7,
          current_state_id: 104,
          possible_state_id: 105,
          possible_state_name: 'Case-Review',
          possible_user_id: users['advocate@legalaid.example'],
          possible_user_name: 'Morgan Chen',
          company_id: legalAid,
          company_name: 'Neighborhood Legal Aid',
          default_user: null,
          requires_user_assigment: true,
          requires_reason: false,
          requires_comment: false,
        },
      ]),
    );
    expect(new Set(res.body.map((r: { possible_user_id: number }) => r.possible_user_id))).toEqual(
      new Set(
        ['caseworker', 'casemanager', 'supervisor']
          .map((u) => users[`${u}@springfield.example`])
          .concat(users['advocate@legalaid.example']),
      ),
    );
  });

  it('possible states for an intake specialist or a case worker offer only themselves as owner', async () => {
    for (const who of ['intake', 'caseworker']) {
      const res = await t.http
        .get(`/api/admin/applications/possible-states?ids=${apps['SPR-10040']},${apps['SPR-10006']}`)
        .set(auth(who));
      expect(res.status).toBe(200);
      const own = users[`${who}@springfield.example`];
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body.every((r: { possible_user_id: number }) => r.possible_user_id === own)).toBe(true);
    }
  });

  it('possible states refuses a malformed id list with 400', async () => {
    const res = await t.http.get('/api/admin/applications/possible-states?ids=1,x').set(auth('admin'));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalidIds');
  });

  it('the audit trail is newest first', async () => {
    const res = await t.http.get(`/api/admin/applications/${apps['SPR-10001']}/events`).set(auth('admin'));
    expect(res.status).toBe(200);
    expect(res.body.map((e: { kind: string }) => e.kind)).toEqual(['owner', 'status', 'submitted']);
    expect(res.body[1]).toMatchObject({
      from: { id: expect.any(Number), name: 'Application Received' },
      to: { id: expect.any(Number), name: 'Pending-Denial' },
    });
  });
});

describe('filter options and permissions', () => {
  it("flags each process with the optional columns its program's settings ask for, so the queue asks no settings call", async () => {
    const res = await t.http.get('/api/admin/applications/filter-options').set(auth('admin'));
    type Option = { id: number; paymentsEnabled: boolean; caseColumns: boolean };
    const flagged = (flag: keyof Option) =>
      res.body.process
        .filter((p: Option) => p[flag] === true)
        .map((p: Option) => p.id)
        .sort((a: number, b: number) => a - b);
    const paying: { id: number }[] = await t.dataSource.query(
      `SELECT w.id FROM workflows w JOIN programs p ON p.id = w.program_id JOIN instances i ON i.id = w.instance_id
        WHERE i.subdomain = 'springfield' AND jsonb_typeof(p.settings -> 'Payments' -> 'Type') = 'string'
          AND btrim(p.settings -> 'Payments' ->> 'Type') <> '' ORDER BY w.id`,
    );
    expect(paying.length).toBeGreaterThan(0);
    expect(flagged('paymentsEnabled')).toEqual(paying.map((w) => w.id));
    expect(flagged('caseColumns')).toEqual([7, 1715]);
  });

  it('groups the options by domain, each {id, name, domain}; processes are those the caller works', async () => {
    const res = await t.http.get('/api/admin/applications/filter-options').set(auth('intake'));
    expect(res.status).toBe(200);
    expect(
      res.body.process.map((p: { processId: number }) => p.processId).sort((a: number, b: number) => a - b),
    ).toEqual([7, 1720]);
    expect(res.body.process[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String), domain: 'process' }),
    );
    expect(
      res.body.state.every(
        (s: { domain: string; processId: number }) => s.domain === 'state' && [7, 1720].includes(s.processId),
      ),
    ).toBe(true);
    expect(res.body.categoryName).toEqual([
      { id: 'Produce', name: 'Produce', domain: 'categoryName' },
      { id: 'Dairy', name: 'Dairy', domain: 'categoryName' },
      { id: 'Pantry', name: 'Pantry', domain: 'categoryName' },
    ]);
    expect(res.body.paymentChannelName.map((o: { name: string }) => o.name)).toEqual(
      expect.arrayContaining(['Check', 'Direct deposit']),
    );
    expect(res.body.tab).toEqual([
      { id: 'all', name: 'All', domain: 'tab' },
      { id: 'status', name: 'Status', domain: 'tab' },
      { id: 'assignment', name: 'Assignment', domain: 'tab' },
    ]);
  });

  it('categories are offered by the food process 1720 only', async () => {
    const food = await t.http.get('/api/admin/applications/categories?process=1720').set(auth('admin'));
    expect(food.body.map((c: { name: string }) => c.name)).toEqual(['Produce', 'Dairy', 'Pantry']);
    const rental = await t.http.get('/api/admin/applications/categories?process=7').set(auth('admin'));
    expect(rental.body).toEqual([]);
  });

  it('permissions give each key the highest level across the roles, by name', async () => {
    const supervisor = await t.http.get('/api/admin/permissions').set(auth('supervisor'));
    expect(supervisor.body).toEqual({
      ProgramConfig: 'ReadWrite',
      UserMgmt: 'ReadWrite',
      FormConfig: 'ReadWrite',
      CreateProgram: 'Read',
      Communications: 'ReadWrite',
      WorkflowConfig: 'ReadWrite',
      ReportsConfig: 'ReadWrite',
      AnalyticsDashboardConfig: 'ReadWrite',
      InstanceConfig: 'Hidden',
    });
    // Without a program, the highest level on any program; with one, that program's.
    const general = await t.http.get('/api/admin/permissions').set(auth('casemanager'));
    expect(general.body.Communications).toBe('ReadWrite');
    const program5 = await t.http.get('/api/admin/permissions?programId=5').set(auth('casemanager'));
    expect(program5.body.Communications).toBe('Read');
    const program7 = await t.http.get('/api/admin/permissions?programId=7').set(auth('casemanager'));
    expect(program7.body.Communications).toBe('ReadWrite');
    const applicant = await t.http.get('/api/admin/permissions').set(auth('applicant'));
    expect(Object.values(applicant.body).every((v) => v === 'Hidden')).toBe(true);
  });
});

describe('kept counts and kept names', () => {
  it('the kept counts equal the rows, per instance, process, state, owner and partner, per process and per day', async () => {
    expect(await keptCountDifferences(t.dataSource)).toEqual([]);
    expect(await keptProcessCountDifferences(t.dataSource)).toEqual([]);
    expect(await keptDayCountDifferences(t.dataSource)).toEqual([]);
  });

  it('renaming a state, a partner or a staff member shows in the queue and its sort at once', async () => {
    await t.dataSource.query(`UPDATE workflow_states SET name = 'Case-Review (renamed)' WHERE id = 105`);
    await t.dataSource.query(
      `UPDATE users SET last_name = 'Lee-Park' WHERE email = 'caseworker@springfield.example'`,
    );
    const { body } = await everything('admin', { filter: { state: 105 } });
    expect(body.every((r) => r.currentStateName === 'Case-Review (renamed)')).toBe(true);
    const mine = await everything('admin', {
      filter: { assignedTo: users['caseworker@springfield.example'] },
    });
    expect(mine.body.every((r) => r.ownerName === 'Jordan Lee-Park')).toBe(true);
    const sorted = await everything('admin', { sort: ['currentStateName', 'ASC'] });
    expect(externalIds(sorted.body)).toEqual(await oracle('true', 'o_state ASC, created_at ASC, id ASC'));
    await t.dataSource.query(`UPDATE workflow_states SET name = 'Case-Review' WHERE id = 105`);
    await t.dataSource.query(
      `UPDATE users SET last_name = 'Lee' WHERE email = 'caseworker@springfield.example'`,
    );
  });
});

describe('kept people on the row', () => {
  const one = async () =>
    (await t.http.get(`/api/admin/applications/${apps['SPR-10001']}`).set(auth('admin')).expect(200))
      .body as Row;

  it('renaming the applicant or the last changer, and changing the owner’s roles, show at once', async () => {
    await t.dataSource.query(`UPDATE users SET first_name = 'Patricia' WHERE id = $1`, [
      (await one()).userId,
    ]);
    await t.dataSource.query(
      `UPDATE users SET first_name = 'Cass' WHERE email = 'casemanager@springfield.example'`,
    );
    await t.dataSource.query(
      `UPDATE accounts SET roles = '{2}' WHERE user_id = $1 AND instance_id = 100 AND entity_type = 3`,
      [users['casemanager@springfield.example']],
    );
    expect(await one()).toMatchObject({
      userName: 'Patricia Nguyen',
      ownerName: 'Cass Brooks',
      lastChangedBy: 'Cass Brooks',
      roleId: 2,
      roleName: 'Intake specialist',
    });
    await t.dataSource.query(
      `UPDATE accounts SET roles = '{201}' WHERE user_id = $1 AND instance_id = 100 AND entity_type = 3`,
      [users['casemanager@springfield.example']],
    );
    await t.dataSource.query(
      `UPDATE users SET first_name = 'Casey' WHERE email = 'casemanager@springfield.example'`,
    );
    await t.dataSource.query(`UPDATE users SET first_name = 'Pat' WHERE id = $1`, [(await one()).userId]);
    expect(await one()).toMatchObject({ userName: 'Pat Nguyen', lastChangedBy: 'Casey Brooks', roleId: 201 });
  });

  it('a change of owner or of who changed it last brings the new names and roles with it', async () => {
    const id = apps['SPR-10001'];
    const [before] = await t.dataSource.query(
      'SELECT owner_id, last_changed_by_id FROM applications WHERE id = $1',
      [id],
    );
    await t.dataSource.query('UPDATE applications SET owner_id = $1, last_changed_by_id = $1 WHERE id = $2', [
      users['caseworker@springfield.example'],
      id,
    ]);
    expect(await one()).toMatchObject({ ownerName: 'Jordan Lee', lastChangedBy: 'Jordan Lee', roleId: 4 });
    await t.dataSource.query('UPDATE applications SET owner_id = $1, last_changed_by_id = $2 WHERE id = $3', [
      before.owner_id,
      before.last_changed_by_id,
      id,
    ]);
    expect(await one()).toMatchObject({ ownerName: 'Casey Brooks', roleId: 201 });
  });
});

describe('possible states say when the bulk dialog must ask for a denial reason or a comment', () => {
  interface PossibleState {
    possible_state_id: number;
    possible_state_name: string;
    requires_reason: boolean;
    requires_comment: boolean;
  }
  const possibleStates = async (ids: number[]): Promise<PossibleState[]> =>
    (
      await t.http
        .get(`/api/admin/applications/possible-states?ids=${ids.join(',')}`)
        .set(auth('admin'))
        .expect(200)
    ).body;

  it('carries requires_reason and requires_comment of each state moved to, as the seeded workflows have them', async () => {
    const ids: number[] = (
      await t.dataSource.query('SELECT id FROM applications WHERE instance_id = 100 ORDER BY id')
    ).map((r: { id: number }) => r.id);
    const rows = await possibleStates(ids);
    const seeded = new Map<number, { requires_reason: boolean; requires_comment: boolean }>(
      (
        await t.dataSource.query(
          'SELECT id, requires_reason, requires_comment FROM workflow_states WHERE instance_id = 100',
        )
      ).map((s: { id: number; requires_reason: boolean; requires_comment: boolean }) => [s.id, s]),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const state = seeded.get(row.possible_state_id);
      expect([row.possible_state_name, row.requires_reason, row.requires_comment]).toEqual([
        row.possible_state_name,
        state?.requires_reason,
        state?.requires_comment,
      ]);
    }
    const byName = (name: string) => rows.find((r) => r.possible_state_name === name);
    expect(byName('Pending-Denial')).toMatchObject({ requires_reason: true, requires_comment: false });
    expect(byName('Case-Review')).toMatchObject({ requires_reason: false, requires_comment: false });
  });
});
