import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../server/src/database/database.js';
import { MIGRATIONS } from '../../server/src/database/migrations/index.js';

// The real, built binary against a fresh database: a throw-away database on TEST_DATABASE_URL's server,
// or an embedded one in a temporary folder.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'cli/dist/main.js');
const SERVER_URL = process.env.TEST_DATABASE_URL;
const TIMEOUT = 120_000;

let dir: string;
let databaseName: string | null = null;
let databaseUrl = '';

async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `porchlight <args>` with the settings of the fresh database, stdin not a terminal. */
function porchlight(...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: databaseUrl,
        PORCHLIGHT_DATA_DIR: path.join(dir, 'data'),
        LOG_LEVEL: 'silent',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdin.end();
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: build first (npm run build -w server -w cli)`);
  dir = mkdtempSync(path.join(tmpdir(), 'porchlight-cli-'));
  if (SERVER_URL) {
    // The prefix of test/support/test-database.ts, so an interrupted run's database is cleared next time.
    databaseName = `porchlight_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(`CREATE DATABASE ${databaseName}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
}, TIMEOUT);

afterAll(async () => {
  if (databaseName) await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  if (dir) rmSync(dir, { recursive: true, force: true });
}, TIMEOUT);

const USER_FLAGS = [
  '--email',
  'cli-admin@springfield.example',
  '--password',
  'Porchlight-Demo-1',
  '--first-name',
  'Cleo',
  '--last-name',
  'Line',
  '--instance',
  'springfield',
  '--type',
  'government',
  '--roles',
  '99,2',
];

describe('porchlight --help', () => {
  it(
    'lists the commands and exits 0',
    async () => {
      const run = await porchlight('--help');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Usage: porchlight \[options\] \[command\]/);
      for (const command of ['migrate', 'seed', 'users'])
        expect(run.stdout).toMatch(new RegExp(`\\n  ${command}\\b`));
    },
    TIMEOUT,
  );

  it.each(['migrate', 'seed', 'users create'])(
    'has help for %s',
    async (command) => {
      const run = await porchlight(...command.split(' '), '--help');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Usage: porchlight ${command}`);
    },
    TIMEOUT,
  );

  it(
    'shows every flag of users create',
    async () => {
      const run = await porchlight('users', 'create', '--help');
      for (const flag of [
        '--email',
        '--phone',
        '--password',
        '--first-name',
        '--last-name',
        '--instance',
        '--type',
      ]) {
        expect(run.stdout).toContain(flag);
      }
      expect(run.stdout).toContain('--roles');
      expect(run.stdout).toContain('--business-name');
    },
    TIMEOUT,
  );
});

describe('against a fresh database', () => {
  const where = () =>
    SERVER_URL ? `PostgreSQL at ${new URL(databaseUrl).host}/${databaseName}` : 'embedded database';

  it(
    'migrate applies the schema once, then says it is up to date',
    async () => {
      const first = await porchlight('migrate');
      expect(first).toMatchObject({ code: 0, stderr: '' });
      expect(first.stdout).toMatch(
        new RegExp(
          `^applied ${MIGRATIONS.length} migration\\(s\\) to the .+: ${MIGRATIONS.map((m) => m.name).join(', ')}\\n$`,
        ),
      );
      expect(first.stdout).toContain(where());
      const second = await porchlight('migrate');
      expect(second.code).toBe(0);
      expect(second.stdout).toMatch(/^the schema of the .+ is up to date\n$/);
    },
    TIMEOUT,
  );

  it(
    'seed loads the demo world, and a second seed adds nothing',
    async () => {
      const first = await porchlight('seed');
      expect(first).toMatchObject({ code: 0, stderr: '' });
      expect(first.stdout).toMatch(
        /^demo world: added \d+ rows to the .+ \(accounts \d+, .*instances 6, .*\)\n$/,
      );
      const second = await porchlight('seed');
      expect(second).toMatchObject({ code: 0, stderr: '' });
      expect(second.stdout).toMatch(/^demo world: nothing to add, all of it is already in the .+\n$/);
    },
    TIMEOUT,
  );

  it(
    'seed --file loads a seed file, and refuses a bad one with exit 1 and the item at fault',
    async () => {
      const good = path.join(dir, 'partner.json');
      writeFileSync(
        good,
        JSON.stringify({ organizations: [{ instance: 'riverton', name: 'Riverton Food Shelf' }] }),
      );
      const loaded = await porchlight('seed', '--file', good);
      expect(loaded).toMatchObject({ code: 0, stderr: '' });
      expect(loaded.stdout).toMatch(/: added 1 rows to the .+ \(organizations 1\)\n$/);

      const bad = path.join(dir, 'bad.json');
      writeFileSync(bad, JSON.stringify({ programs: [{ instance: 'nowhere', displayName: 'Lost' }] }));
      const refused = await porchlight('seed', '--file', bad);
      expect(refused).toMatchObject({ code: 1, stdout: '' });
      expect(refused.stderr).toBe('error: programs[0] (Lost): unknown instance "nowhere"\n');

      const missing = await porchlight('seed', '--file', path.join(dir, 'absent.json'));
      expect(missing.code).toBe(1);
      expect(missing.stderr).toBe(`error: ${path.join(dir, 'absent.json')}: cannot be read (ENOENT)\n`);
    },
    TIMEOUT,
  );

  it(
    'users create makes the user and account from flags alone, and refuses the same login id with exit 1',
    async () => {
      const created = await porchlight('users', 'create', ...USER_FLAGS);
      expect(created).toMatchObject({ code: 0, stderr: '' });
      expect(created.stdout).toMatch(
        /^created user \d+ \(cli-admin@springfield\.example\) with a Government account on springfield \(100\), roles 99, 2\n$/,
      );
      const again = await porchlight('users', 'create', ...USER_FLAGS);
      expect(again).toMatchObject({ code: 1, stdout: '' });
      expect(again.stderr).toBe('error: The login id cli-admin@springfield.example is already in use\n');

      const db = await openDatabase(
        { url: databaseUrl || undefined, dataDir: path.join(dir, 'data') },
        { migrate: false },
      );
      try {
        const rows: { roles: number[]; entity_type: number; first_name: string }[] =
          await db.dataSource.query(
            `SELECT a.roles, a.entity_type, u.first_name FROM users u JOIN accounts a ON a.user_id = u.id
            WHERE u.email = 'cli-admin@springfield.example'`,
          );
        expect(rows).toEqual([{ roles: [99, 2], entity_type: 3, first_name: 'Cleo' }]);
      } finally {
        await db.close();
      }
    },
    TIMEOUT,
  );

  it(
    'users create refuses a password the create-login rules refuse, with exit 1 and every rule broken',
    async () => {
      const run = await porchlight(
        'users',
        'create',
        '--phone',
        '(555) 555-0199',
        '--password',
        'short',
        '--instance',
        'springfield',
        '--type',
        'individual',
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        [
          'error: invalid password',
          '  - Use 7 characters minimum',
          '  - Include at least one uppercase letter',
          '  - Include at least one number',
          '  - Include at least one special character',
          '',
        ].join('\n'),
      );
    },
    TIMEOUT,
  );

  it(
    'users create names an unknown instance and lists the known ones, with exit 1',
    async () => {
      const run = await porchlight(
        'users',
        'create',
        '--email',
        'x@nowhere.example',
        '--password',
        'Porchlight-Demo-1',
        '--instance',
        'nowhere',
        '--type',
        'individual',
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        'error: unknown instance "nowhere" (instances: springfield, riverton, services, healthexchange, market, ideas)\n',
      );
    },
    TIMEOUT,
  );
});

describe('wrong command lines exit 2 with a clear message', () => {
  it(
    'names the flags a script left out instead of prompting',
    async () => {
      const run = await porchlight('users', 'create', '--email', 'a@b.example', '--type', 'business');
      expect(run).toMatchObject({ code: 2, stdout: '' });
      expect(run.stderr).toBe(
        'error: missing --password, --instance, --business-name\n(add --help for usage)\n',
      );
    },
    TIMEOUT,
  );

  it(
    'refuses an unknown flag',
    async () => {
      const run = await porchlight('users', 'create', '--bogus');
      expect(run.code).toBe(2);
      expect(run.stderr).toBe("error: unknown option '--bogus'\n(add --help for usage)\n");
    },
    TIMEOUT,
  );

  it(
    'refuses an account type outside the choices, and roles that are not numbers',
    async () => {
      const type = await porchlight('users', 'create', '--type', 'robot');
      expect(type.code).toBe(2);
      expect(type.stderr).toContain(
        "error: option '--type <type>' argument 'robot' is invalid. Allowed choices are government, business, individual.",
      );
      const roles = await porchlight('users', 'create', '--roles', '9x');
      expect(roles.code).toBe(2);
      expect(roles.stderr).toContain('roles are role numbers separated by commas, e.g. 99,2');
    },
    TIMEOUT,
  );

  it(
    'refuses roles on a community account',
    async () => {
      const run = await porchlight('users', 'create', '--type', 'individual', '--roles', '99');
      expect(run.code).toBe(2);
      expect(run.stderr).toBe('error: --roles is only for government accounts\n(add --help for usage)\n');
    },
    TIMEOUT,
  );

  it(
    'refuses an unknown command, and shows the help with exit 2 when none is given',
    async () => {
      const unknown = await porchlight('frobnicate');
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain("error: unknown command 'frobnicate'");
      const none = await porchlight();
      expect(none.code).toBe(2);
      expect(none.stderr).toContain('Usage: porchlight [options] [command]');
    },
    TIMEOUT,
  );
});
