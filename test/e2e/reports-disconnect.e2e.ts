// A reader that goes away in the middle of a CSV export: the query stops and its connection is freed. On a
// PostgreSQL server the export is a COPY whose backend leaves pg_stat_activity; on the embedded database it
// is a held cursor read a batch at a time, closed when the reader leaves.
import { Writable } from 'node:stream';
import { ReportsService } from '../../server/src/modules/reports/reports.service.js';
import { sessionTokenFor } from '../support/sessions.js';
import {
  BROWSER_ENCODINGS,
  eventually,
  exportsRunning as running,
  exportStalled as stalled,
} from '../support/stalled-export.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ON_SERVER = Boolean(process.env.TEST_DATABASE_URL);
// The export must outlast every buffer between it and the reader.
const ROWS = ON_SERVER ? 300_000 : 50_000;
const CSV_PATH = '/api/reports/individual/login-activity.csv';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await sessionTokenFor(t, 'admin@springfield.example', 'springfield');
  await t.dataSource.query(
    `INSERT INTO login_events (instance_id, user_id, account_id, community_entity_type, success, created_at)
     SELECT a.instance_id, a.user_id, a.id, 2, g % 7 <> 0, now() - g * interval '1 second'
       FROM accounts a JOIN users u ON u.id = a.user_id, generate_series(1, $1) g
      WHERE u.email = 'applicant@springfield.example' AND a.instance_id = 100`,
    [ROWS],
  );
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** The report's CSV, held back after its first chunk. */
const exportStalledHere = (headers: Record<string, string> = {}) =>
  stalled(`${t.url}${CSV_PATH}`, token, headers);

const countRecords = async () => {
  const res = await t.http.get(CSV_PATH).set({ authorization: `Bearer ${token}` });
  expect(res.status).toBe(200);
  return res.text.split('\n').length - 2;
};

it('a reader that stops reading holds the query back instead of filling memory', async () => {
  const { request, first } = await exportStalledHere();
  expect(first.startsWith('Time (UTC),Login id,Name,Result,Failure\n')).toBe(true);
  // On the server the export is still there, held back by the paused socket, well after the first chunk
  // (the embedded database's 50,000 rows fit in the sockets' buffers; the next test holds it back itself).
  await new Promise((r) => setTimeout(r, 500));
  if (ON_SERVER) expect(await running(t.dataSource)).toBe(1);
  request.destroy();
});

it('an export asked for by a browser is sent as it is, not compressed: its header row comes first', async () => {
  const { request, first, encoding } = await exportStalledHere(BROWSER_ENCODINGS);
  expect(encoding).toBeUndefined();
  expect(first.startsWith('Time (UTC),Login id,Name,Result,Failure\n')).toBe(true);
  request.destroy();
});

// The embedded database computes the whole report before its first row (README "The command line").
(ON_SERVER ? it : it.skip)(
  'an export asked for by a browser streams: its first rows arrive while its COPY still runs',
  async () => {
    const { request } = await exportStalledHere(BROWSER_ENCODINGS);
    await new Promise((r) => setTimeout(r, 500));
    expect(await running(t.dataSource)).toBe(1);
    request.destroy();
    expect(await eventually(async () => (await running(t.dataSource)) === 0)).toBe(true);
  },
);

it('an export into a writer that takes nothing more holds after its first batch, and ends when the writer goes', async () => {
  let taken = '';
  const stalled = new Writable({
    highWaterMark: 1,
    // Takes the first chunk and never asks for more.
    write(chunk: Buffer, _encoding, done) {
      if (taken === '') {
        taken = chunk.toString();
        done();
      }
    },
  });
  const context = {
    instanceId: 100,
    instanceFeatures: [],
    syncReportEnabled: false,
    host: 'localhost',
    development: false,
  };
  const reports = t.app.get(ReportsService);
  const exporting = reports.streamCsv(context, reports.report('individual', 'login-activity'), {}, stalled);
  expect(await eventually(async () => taken !== '' && (await running(t.dataSource)) === 1)).toBe(true);
  expect(taken.startsWith('Time (UTC),Login id,Name,Result,Failure\n')).toBe(true);
  stalled.destroy();
  await expect(exporting).rejects.toThrow();
  expect(await eventually(async () => (await running(t.dataSource)) === 0)).toBe(true);
});

it('a reader that disconnects stops the query and frees the connection', async () => {
  const { request } = await exportStalledHere();
  request.destroy();
  expect(await eventually(async () => (await running(t.dataSource)) === 0)).toBe(true);
  const page = await t.http
    .get('/api/reports/individual/login-activity')
    .set({ authorization: `Bearer ${token}` });
  expect(page.status).toBe(200);
  expect(page.headers['content-range']).toBe(`login-activity 0-24/${ROWS}`);
  expect(await countRecords()).toBe(ROWS);
});

it('exports keep working after many readers left early', async () => {
  for (let i = 0; i < 3; i += 1) (await exportStalledHere()).request.destroy();
  expect(await countRecords()).toBe(ROWS);
  expect(await eventually(async () => (await running(t.dataSource)) === 0)).toBe(true);
});
