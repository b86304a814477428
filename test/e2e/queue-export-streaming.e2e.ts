// The queue's export asked for by a browser (issue 24): sent as it is, never compressed, and streamed: its
// header row arrives while the export's query is still open, held back by a reader that has not read on.
// On a PostgreSQL server the export is a COPY; on the embedded database a held cursor read a batch at a time.
import http from 'node:http';
import { seedScale } from '../../server/src/modules/queue/scale-seed.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const ON_SERVER = Boolean(process.env.TEST_DATABASE_URL);
// About 15 MB of CSV: more than the sockets' buffers between the server and a reader that stopped.
const ROWS = 100_000;
const HEADER = 'Application ID,Applicant name,Program name,Submission date,Assigned to,Partner,';

let token: string;

beforeAll(async () => {
  await seedScale(t.dataSource, { count: ROWS, instance: 'springfield', vacuum: false });
  token = await sessionTokenFor(t, 'admin@springfield.example', 'springfield');
}, 300_000);

/** Starts the export with a browser's Accept-Encoding and stops reading after its first chunk. */
function exportStalled(): Promise<{ request: http.ClientRequest; first: string; encoding?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${t.url}/api/admin/applications.csv`,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br, zstd' } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
        res.once('data', (chunk: Buffer) => {
          res.pause();
          resolve({ request, first: chunk.toString(), encoding: res.headers['content-encoding'] });
        });
      },
    );
    request.on('error', () => undefined);
  });
}

/** Exports under way: COPY statements on the server, held export cursors on the embedded database. */
async function exportsRunning(): Promise<number> {
  const [{ n }] = await t.dataSource.query(
    ON_SERVER
      ? `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'COPY (SELECT%'`
      : `SELECT count(*)::int AS n FROM pg_cursors WHERE name LIKE 'report_export_%' AND is_holdable`,
  );
  return n;
}

async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

it('sends the header row first, uncompressed, while the export is still running', async () => {
  const { request, first, encoding } = await exportStalled();
  expect(encoding).toBeUndefined();
  expect(first.startsWith(HEADER)).toBe(true);
  await new Promise((r) => setTimeout(r, 500));
  expect(await exportsRunning()).toBe(1);
  request.destroy();
  expect(await eventually(async () => (await exportsRunning()) === 0)).toBe(true);
}, 60_000);
