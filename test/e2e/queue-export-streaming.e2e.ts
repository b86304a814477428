// The queue's export asked for by a browser (issue 24): sent as it is, never compressed, and streamed: its
// header row arrives while the export's query is still open, held back by a reader that has not read on.
// On a PostgreSQL server the export is a COPY; on the embedded database a held cursor read a batch at a time.
import { seedScale } from '../../server/src/modules/queue/scale-seed.js';
import { sessionTokenFor } from '../support/sessions.js';
import {
  BROWSER_ENCODINGS,
  eventually,
  exportStalled,
  exportsRunning as running,
} from '../support/stalled-export.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
// About 15 MB of CSV: more than the sockets' buffers between the server and a reader that stopped.
const ROWS = 100_000;
const HEADER = 'Application ID,Applicant name,Program name,Submission date,Assigned to,Partner,';

let token: string;

beforeAll(async () => {
  await seedScale(t.dataSource, { count: ROWS, instance: 'springfield', vacuum: false });
  token = await sessionTokenFor(t, 'admin@springfield.example', 'springfield');
}, 300_000);

it('sends the header row first, uncompressed, while the export is still running', async () => {
  const { request, first, encoding } = await exportStalled(
    `${t.url}/api/admin/applications.csv`,
    token,
    BROWSER_ENCODINGS,
  );
  expect(encoding).toBeUndefined();
  expect(first.startsWith(HEADER)).toBe(true);
  await new Promise((r) => setTimeout(r, 500));
  expect(await running(t.dataSource)).toBe(1);
  request.destroy();
  expect(await eventually(async () => (await running(t.dataSource)) === 0)).toBe(true);
}, 60_000);
