import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS } from '../../server/src/database/migrations/index.js';
import { CLI_TIMEOUT as TIMEOUT, useCliDatabase } from '../support/cli-runner.js';

const cli = useCliDatabase({ prefix: 'porchlight-cli-' });
const porchlight = cli.run;

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
    cli.databaseName
      ? `PostgreSQL at ${new URL(cli.databaseUrl).host}/${cli.databaseName}`
      : 'embedded database';

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
      const good = path.join(cli.dir, 'partner.json');
      writeFileSync(
        good,
        JSON.stringify({ organizations: [{ instance: 'riverton', name: 'Riverton Food Shelf' }] }),
      );
      const loaded = await porchlight('seed', '--file', good);
      expect(loaded).toMatchObject({ code: 0, stderr: '' });
      expect(loaded.stdout).toMatch(/: added 1 rows to the .+ \(organizations 1\)\n$/);

      const bad = path.join(cli.dir, 'bad.json');
      writeFileSync(bad, JSON.stringify({ programs: [{ instance: 'nowhere', displayName: 'Lost' }] }));
      const refused = await porchlight('seed', '--file', bad);
      expect(refused).toMatchObject({ code: 1, stdout: '' });
      expect(refused.stderr).toBe('error: programs[0] (Lost): unknown instance "nowhere"\n');

      const missing = await porchlight('seed', '--file', path.join(cli.dir, 'absent.json'));
      expect(missing.code).toBe(1);
      expect(missing.stderr).toBe(`error: ${path.join(cli.dir, 'absent.json')}: cannot be read (ENOENT)\n`);
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

      const rows: { roles: number[]; entity_type: number; first_name: string }[] = await cli.withDatabase(
        (db) =>
          db.dataSource.query(
            `SELECT a.roles, a.entity_type, u.first_name FROM users u JOIN accounts a ON a.user_id = u.id
            WHERE u.email = 'cli-admin@springfield.example'`,
          ),
      );
      expect(rows).toEqual([{ roles: [99, 2], entity_type: 3, first_name: 'Cleo' }]);
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
