// `porchlight export`: the real, built binary against a fresh database (a throw-away database on
// TEST_DATABASE_URL's server, or an embedded one in a temporary folder), seeded with the demo world; its
// files and standard output compared with the rows the database holds.
import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../../server/src/modules/reports/csv-records.js';
import { CLI_TIMEOUT as TIMEOUT, useCliDatabase } from '../support/cli-runner.js';

const cli = useCliDatabase({ prefix: 'porchlight-export-' });
const porchlight = cli.run;

beforeAll(async () => {
  const seeded = await porchlight('seed');
  if (seeded.code !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
}, TIMEOUT);

/** Rows from the database the binary used (opened after it exits: the embedded one serves one process). */
async function databaseRows(sql: string): Promise<string[][]> {
  const rows: Record<string, unknown>[] = await cli.withDatabase((db) => db.dataSource.query(sql));
  return rows.map((row) => Object.values(row).map((v) => (v === null ? '' : String(v))));
}

const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
const person = (alias: string) =>
  `coalesce(nullif(btrim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email, ${alias}.phone)`;

/** springfield's applications of one community type, names from their own tables. */
const applicationsSql = (type: number, where = 'TRUE') => `
  SELECT a.external_id, a.applicant_name, p.display_name, w.name AS process, s.name AS state, ${person('u')} AS owner,
         o.name AS partner, ${utc('a.created_at')} AS created, ${utc('a.submitted_at')} AS submitted,
         ${utc('a.last_changed_at')} AS changed, a.award_amount
    FROM applications a JOIN instances i ON i.id = a.instance_id
    JOIN programs p ON p.id = a.program_id JOIN workflows w ON w.id = a.workflow_id
    JOIN workflow_states s ON s.id = a.current_state_id
    LEFT JOIN users u ON u.id = a.owner_id LEFT JOIN organizations o ON o.id = a.organization_id
   WHERE i.subdomain = 'springfield' AND a.community_entity_type = ${type} AND ${where}
   ORDER BY a.created_at, a.id`;

describe('porchlight export', () => {
  it(
    'writes a report to a file, header first, with the rows of the database, and says how many',
    async () => {
      const file = path.join(cli.dir, 'individual.csv');
      const run = await porchlight(
        'export',
        'individual/applications-resources',
        '--instance',
        'springfield',
        '--out',
        file,
      );
      const expected = await databaseRows(applicationsSql(2));
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toMatch(
        new RegExp(
          `^exported ${expected.length} rows of individual/applications-resources \\(springfield\\) to ${file} in \\d+\\.\\d\\d s\\n$`,
        ),
      );
      const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
      expect(header).toEqual([
        'Application ID',
        'Applicant',
        'Program',
        'Process',
        'Status',
        'Assigned to',
        'Partner',
        'Created at (UTC)',
        'Submitted at (UTC)',
        'Last change (UTC)',
        'Award amount',
      ]);
      expect(rows).toEqual(expected);
      expect(rows.length).toBeGreaterThan(40);
    },
    TIMEOUT,
  );

  it(
    'writes to standard output with no progress bar when piped, naming the instance by id',
    async () => {
      const run = await porchlight('export', 'downloads/tin-file', '--instance', '100');
      expect(run.code).toBe(0);
      expect(run.stderr).toBe('');
      const [header, ...rows] = parseCsv(run.stdout);
      expect(header.slice(0, 3)).toEqual(['Payee', 'Payee type', 'TIN']);
      const expected = await databaseRows(`
        SELECT a.applicant_name, a.external_id, a.answers ->> 'tin' AS tin
          FROM applications a JOIN workflow_states s ON s.id = a.current_state_id
         WHERE a.instance_id = 100 AND a.award_amount IS NOT NULL AND NOT s.declined
         ORDER BY a.applicant_name, a.id`);
      expect(rows.map((r) => [r[0], r[6], r[2]])).toEqual(expected);
      expect(rows.filter((r) => r[1] === 'Business').every((r) => /^\d\d-\d{7}$/.test(r[2]))).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'filters by program and period, and writes JSON: an array of rows keyed by header',
    async () => {
      const args = ['business/applications-resources', '--instance', 'springfield', '--program', '8'];
      const period = ['--from', '2024-02-01', '--to', '2024-05-31'];
      const csv = await porchlight('export', ...args, ...period);
      const json = await porchlight('export', ...args, ...period, '--format', 'json');
      expect([csv.code, json.code]).toEqual([0, 0]);
      const [header, ...rows] = parseCsv(csv.stdout);
      const expected = await databaseRows(
        applicationsSql(
          1,
          `a.program_id = 8 AND a.created_at >= '2024-02-01T00:00:00Z' AND a.created_at < '2024-06-01T00:00:00Z'`,
        ),
      );
      expect(rows).toEqual(expected);
      expect(rows.length).toBeGreaterThan(0);
      const parsed = JSON.parse(json.stdout) as Record<string, unknown>[];
      expect(parsed.map((row) => Object.keys(row))).toEqual(rows.map(() => header));
      expect(parsed.map((row) => Object.values(row).map((v) => (v === null ? '' : String(v))))).toEqual(rows);
    },
    TIMEOUT,
  );

  it(
    'writes an empty JSON array and a header-only CSV where the report has no rows',
    async () => {
      const json = await porchlight(
        'export',
        'sync/sync-report',
        '--instance',
        'springfield',
        '--format',
        'json',
      );
      expect(json).toEqual({ code: 0, stdout: '[]\n', stderr: '' });
      const csv = await porchlight(
        'export',
        'sync/sync-report',
        '--instance',
        'riverton',
        '--to',
        '2000-01-01',
      );
      expect(csv.code).toBe(0);
      expect(parseCsv(csv.stdout)).toHaveLength(1);
    },
    TIMEOUT,
  );

  it(
    'lists its flags and the reports in --help',
    async () => {
      const run = await porchlight('export', '--help');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Usage: porchlight export [options] [report]');
      for (const flag of ['--instance', '--program', '--from', '--to', '--format', '--out'])
        expect(run.stdout).toContain(flag);
      expect(run.stdout).toContain('downloads/award-payout-file');
    },
    TIMEOUT,
  );
});

describe('porchlight export refuses what it cannot do', () => {
  it(
    'names what a script left out instead of prompting, with exit 2',
    async () => {
      expect(await porchlight('export')).toEqual({
        code: 2,
        stdout: '',
        stderr: 'error: missing <report>, --instance\n(add --help for usage)\n',
      });
      expect((await porchlight('export', 'individual/login-activity')).stderr).toBe(
        'error: missing --instance\n(add --help for usage)\n',
      );
    },
    TIMEOUT,
  );

  it(
    'refuses an unknown report, bad filters and an unknown format with exit 2',
    async () => {
      const unknown = await porchlight('export', 'individual/nope', '--instance', 'springfield');
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toMatch(
        /^error: unknown report "individual\/nope"; reports: individual\/login-activity, /,
      );
      const filters = await porchlight(
        'export',
        'individual/login-activity',
        '--instance',
        'springfield',
        '--program',
        'x',
        '--from',
        '2024-02-30',
      );
      expect(filters).toEqual({
        code: 2,
        stdout: '',
        stderr:
          'error: --program must be a program id; --from must be a date written YYYY-MM-DD\n(add --help for usage)\n',
      });
      const period = await porchlight(
        'export',
        'individual/login-activity',
        '--instance',
        'springfield',
        '--from',
        '2024-03-01',
        '--to',
        '2024-02-01',
      );
      expect(period.stderr).toBe('error: --to must not be before from\n(add --help for usage)\n');
      const format = await porchlight('export', 'individual/login-activity', '--format', 'xml');
      expect(format.code).toBe(2);
      expect(format.stderr).toContain("argument 'xml' is invalid. Allowed choices are csv, json.");
    },
    TIMEOUT,
  );

  it(
    'refuses an unknown instance with exit 1 and writes no file',
    async () => {
      const file = path.join(cli.dir, 'none.csv');
      const run = await porchlight(
        'export',
        'individual/login-activity',
        '--instance',
        'nowhere',
        '--out',
        file,
      );
      expect(run).toEqual({ code: 1, stdout: '', stderr: 'error: instance not found: nowhere\n' });
      expect(existsSync(file)).toBe(false);
    },
    TIMEOUT,
  );
});
