// The work queue's export: GET /api/admin/applications.csv, the current filtered view as CSV (issue 16 "a
// queue a case worker can trust"). The queue's own JSON rows are the oracle: the export of a view is the
// same rows, in the same order, in the queue's visible columns.
import { QUEUE_FILTERS, SORTABLE_FIELDS } from '../../server/src/modules/queue/queue-query.js';
import { parseCsv } from '../../server/src/modules/reports/csv-records.js';
import { useApplicationIds, useDemoSessions } from '../support/demo-world.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);
const apps = useApplicationIds(t);

type Row = Record<string, unknown>;
type Who = keyof typeof tokens;

const auth = (who: Who) => ({ authorization: `Bearer ${tokens[who]}` });
const params = (given: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(given).map(([k, v]) => [k, JSON.stringify(v)]));

/** The queue's column labels (header) and wire fields, in the order programs spec §2 lists them. */
const COLUMNS = {
  'Application ID': 'externalId',
  'Applicant name': 'itemName',
  'Program name': 'processName',
  'Case Number': 'caseNumber',
  'Client ID': 'clientId',
  'Submission date': 'createdAt',
  'Assigned to': 'ownerName',
  Partner: 'companyName',
  'Last Comm': 'lastComDate',
  'Comm Direction': 'ComDirection',
  'Comm type': 'ComType',
  'Last change': 'lastChangedBy',
  Status: 'currentStateName',
  'Payment Channel': 'paymentChannelName',
} as const;
type Label = keyof typeof COLUMNS;

async function exported(who: Who, given: Record<string, unknown> = {}) {
  const res = await t.http.get('/api/admin/applications.csv').query(params(given)).set(auth(who));
  const [header = [], ...rows] = res.status === 200 ? parseCsv(res.text) : [];
  return { res, header, rows };
}

/** The whole view as the queue answers it (the demo world has fewer than 1,000 rows per instance). */
async function listed(who: Who, given: Record<string, unknown> = {}): Promise<Row[]> {
  const res = await t.http
    .get('/api/admin/applications')
    .query(params({ range: [0, 999], ...given }))
    .set(auth(who));
  expect(res.status).toBe(200);
  return res.body;
}

/** The queue's rows as CSV fields under a header: each value as the JSON has it, null as nothing. */
const asFields = (rows: Row[], header: string[]) =>
  rows.map((row) => header.map((label) => String(row[COLUMNS[label as Label]] ?? '')));

describe('the export of a filtered view equals the queue rows for that filter', () => {
  it.each<[string, Who, Record<string, unknown>]>([
    ['the whole queue, default sort', 'admin', {}],
    [
      'one process, by applicant name descending',
      'admin',
      { filter: { process: 7 }, sort: ['itemName', 'DESC'] },
    ],
    ['a search, by status', 'admin', { filter: { search: 'an' }, sort: ['currentStateName', 'ASC'] }],
    ['a state and a date range', 'admin', { filter: { state: [103, 104], startDate: '2020-01-01' } }],
    ["a case worker's Assignment tab, in their scope", 'caseworker', { filter: { tab: 'assignment' } }],
    ["a case worker's whole queue, by time in state", 'caseworker', { sort: ['stateCurrentTime', 'DESC'] }],
  ])('%s', async (_, who, given) => {
    const { res, header, rows } = await exported(who, given);
    expect(res.status).toBe(200);
    const queue = await listed(who, given);
    expect(queue.length).toBeGreaterThan(0);
    expect(rows).toEqual(asFields(queue, header));
  });
});

describe('the file', () => {
  it('is text/csv; charset=utf-8, an attachment named by the day, never compressed', async () => {
    const res = await t.http
      .get('/api/admin/applications.csv')
      .set(auth('admin'))
      .set('Accept-Encoding', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="applications-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it("heads the rows with the queue's visible columns in the spec's order", async () => {
    const { res } = await exported('admin', { filter: { process: 3 } });
    expect(res.text.split('\n')[0]).toBe(
      'Application ID,Applicant name,Program name,Submission date,Assigned to,Partner,Last Comm,Comm Direction,Comm type,Last change,Status',
    );
  });

  it('adds Payment Channel at the end when a program in view takes payments (Child Savings Account does)', async () => {
    const { header, rows } = await exported('admin');
    expect(header.slice(-2)).toEqual(['Status', 'Payment Channel']);
    expect(rows.some((r) => r[header.length - 1] !== '')).toBe(true);
  });

  it('adds Case Number and Client ID after Program name for process 7', async () => {
    const { header } = await exported('admin', { filter: { process: 7 } });
    expect(header.slice(0, 6)).toEqual([
      'Application ID',
      'Applicant name',
      'Program name',
      'Case Number',
      'Client ID',
      'Submission date',
    ]);
  });

  it("adds them for another process once its program's settings say Queue.CaseColumns", async () => {
    const food = { filter: { process: 1720 } };
    expect((await exported('admin', food)).header).not.toContain('Case Number');
    const program = await t.http.get('/api/admin/programs/5').set(auth('admin')).expect(200);
    const settings = { ...program.body.settings, Queue: { CaseColumns: true } };
    await t.http.put('/api/admin/programs/5').set(auth('admin')).send({ settings }).expect(200);
    const { header, rows } = await exported('admin', food);
    expect(header.slice(2, 5)).toEqual(['Program name', 'Case Number', 'Client ID']);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('quotes a name with a comma and a double quote (RFC 4180)', async () => {
    const id = apps['SPR-10001'];
    await t.dataSource.query('UPDATE applications SET applicant_name = $2 WHERE id = $1', [
      id,
      'Cohen, Ana "Nina"',
    ]);
    const { res, rows } = await exported('admin', { filter: { id: [id] } });
    expect(res.text.split('\n')[1]).toMatch(/^SPR-10001,"Cohen, Ana ""Nina""",/);
    expect(rows.map((r) => r.slice(0, 2))).toEqual([['SPR-10001', 'Cohen, Ana "Nina"']]);
  });

  it('has only the header row when nothing matches', async () => {
    const { res, header, rows } = await exported('admin', { filter: { search: 'no such applicant at all' } });
    expect(res.status).toBe(200);
    expect(header[0]).toBe('Application ID');
    expect(rows).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it("another instance's administrator exports only their own applications", async () => {
    const { rows } = await exported('riverton');
    const [{ n }] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM applications WHERE instance_id = 318',
    );
    expect(rows.length).toBe(n);
    expect(n).toBeGreaterThan(0);
    expect(rows.every((r) => r[0].startsWith('RIV-'))).toBe(true);
  });

  it('no id or search reaches springfield from riverton', async () => {
    for (const filter of [{ id: [apps['SPR-10001']] }, { search: 'SPR-10001' }, { process: 7 }]) {
      const { res, rows } = await exported('riverton', { filter });
      expect([res.status, rows]).toEqual([200, []]);
    }
  });
});

describe('bad requests answer as the queue does', () => {
  it.each<[string, Record<string, string>, string, string]>([
    [
      'filter is not JSON',
      { filter: '{nope' },
      'invalidFilter',
      'The filter parameter is not valid JSON; expected an object',
    ],
    [
      'filter is not an object',
      { filter: '[1]' },
      'invalidFilter',
      'The filter parameter must be a JSON object',
    ],
    [
      'an unknown filter',
      { filter: '{"colour":"red"}' },
      'unknownFilter',
      `applications cannot be filtered by colour; filters: ${QUEUE_FILTERS.join(', ')}`,
    ],
    [
      'a bad date',
      { filter: '{"startDate":"yesterday"}' },
      'invalidFilter',
      'Filter startDate must be a date (YYYY-MM-DD) or an ISO date-time',
    ],
    [
      'an unknown sort field',
      { sort: '["shoeSize","ASC"]' },
      'unknownSortField',
      `applications cannot be sorted by shoeSize; sortable: ${SORTABLE_FIELDS.join(', ')}`,
    ],
  ])('%s', async (_, query, code, message) => {
    const csv = await t.http.get('/api/admin/applications.csv').query(query).set(auth('admin'));
    const list = await t.http.get('/api/admin/applications').query(query).set(auth('admin'));
    expect(csv.body).toEqual({ statusCode: 400, code, message });
    expect([csv.status, list.status]).toEqual([400, 400]);
    expect(list.body).toEqual(csv.body);
  });

  it('is for staff: an applicant is refused, an anonymous caller must sign in', async () => {
    const applicant = await t.http.get('/api/admin/applications.csv').set(auth('applicant'));
    expect([applicant.status, applicant.body.code]).toEqual([403, 'forbidden']);
    expect((await t.http.get('/api/admin/applications.csv')).status).toBe(401);
  });
});
