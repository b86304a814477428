import { INSTANCE_FEATURES } from '../../server/src/contract/instance-features.js';
import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../server/src/database/database.js';
import { startEmbeddedPostgres } from '../../server/src/database/embedded-postgres.js';
import type { OutgoingMessage } from '../../server/src/modules/delivery/delivery.port.js';
import { OutboxDelivery } from '../../server/src/modules/delivery/outbox.delivery.js';
import { LANGUAGES } from '../../server/src/modules/i18n/languages.js';
import { BRANDING_FIELDS } from '../../server/src/modules/instances/instance-setup.js';
import { CLI_TIMEOUT as TIMEOUT, useCliDatabase } from '../support/cli-runner.js';

// The operator commands (instance create|list|show, outbox) run as the real, built binary.
const cli = useCliDatabase({ prefix: 'porchlight-operator-' });
const porchlight = cli.run;

/** Text as a literal part of a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `porchlight instance create` with the flags it requires, then any others. */
const createInstance = (subdomain: string, name: string, programType: string, ...more: string[]) =>
  porchlight(
    'instance',
    'create',
    '--subdomain',
    subdomain,
    '--name',
    name,
    '--program-type',
    programType,
    ...more,
  );

async function deliver(db: Database, ...messages: OutgoingMessage[]): Promise<void> {
  // The delivery port's default adapter: what sign-in codes and reset links go through.
  const outbox = new OutboxDelivery(db.dataSource);
  for (const message of messages) await outbox.send(message);
}

// The list itself is pinned to the access spec by instance-setup.spec.ts.
const BRANDING_NAMES = BRANDING_FIELDS.map((field) => field.name);
const LANGUAGE_CODES = LANGUAGES.map((l) => l.code).join(', ');

const HARBOR_BRANDING = {
  ds_portalTitle: 'Harbor City Marketplace',
  ds_loginHeading: 'Welcome, neighbours',
  ds_loginMessage: 'Sign in to buy a plan for your business.',
  ds_logoUrl: 'https://harbor.example/logo.svg',
  ic_captcha: true,
  ic_sign_up_business: false,
};

describe('porchlight instance and outbox --help', () => {
  it(
    'lists instance and outbox among the commands, and instance create, list and show',
    async () => {
      const top = await porchlight('--help');
      expect(top.code).toBe(0);
      expect(top.stdout).toMatch(/\n {2}instance\b/);
      expect(top.stdout).toMatch(/\n {2}outbox\b/);
      const instance = await porchlight('instance', '--help');
      expect(instance.code).toBe(0);
      for (const command of ['create', 'list', 'show'])
        expect(instance.stdout).toMatch(new RegExp(`\\n  ${command}\\b`));
    },
    TIMEOUT,
  );

  it.each([
    [
      'instance create',
      ['--subdomain', '--name', '--program-type', '--branding', '--languages', '--features', '--id'],
    ],
    ['instance list', ['--json']],
    ['instance show', ['<instance>', '--json']],
    ['outbox', ['--to', '--instance', '--limit', '--follow', '--json']],
  ])(
    'has help for %s with every flag',
    async (command, flags) => {
      const run = await porchlight(...command.split(' '), '--help');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Usage: porchlight ${command}`);
      for (const flag of flags) expect(run.stdout).toContain(flag);
    },
    TIMEOUT,
  );
});

describe('porchlight instance create', () => {
  it(
    'creates an instance from flags alone, the sub-domain lower-cased and the languages in the list spelling',
    async () => {
      const run = await createInstance(
        'Lakeside',
        'Lakeside Township',
        'workflow',
        '--languages',
        'es,VI,en,zh-tw',
      );
      expect(run).toEqual({
        code: 0,
        stdout:
          'created instance 1 lakeside (Lakeside Township), program type workflow, languages es, vi, en, zh-TW\n',
        stderr: '',
      });
    },
    TIMEOUT,
  );

  it(
    'creates an instance with a fixed id and the branding of a file; the next one gets the id after it',
    async () => {
      const file = path.join(cli.dir, 'harbor-branding.json');
      writeFileSync(file, JSON.stringify(HARBOR_BRANDING));
      const harbor = await createInstance(
        'harbor',
        'Harbor City',
        'marketplace',
        '--branding',
        file,
        '--id',
        '700',
      );
      expect(harbor).toEqual({
        code: 0,
        stdout:
          'created instance 700 harbor (Harbor City), program type marketplace, languages all, with branding\n',
        stderr: '',
      });
      const next = await createInstance('hill-2', 'Hill', 'other');
      expect(next).toMatchObject({ code: 0, stderr: '' });
      expect(next.stdout).toBe('created instance 701 hill-2 (Hill), program type other, languages all\n');
    },
    TIMEOUT,
  );

  it(
    'refuses a sub-domain that is not a DNS label, with exit 1',
    async () => {
      const run = await createInstance('lake.side', 'X', 'other');
      expect(run).toEqual({
        code: 1,
        stdout: '',
        stderr: 'error: The sub-domain may contain only the letters a to z, digits and hyphens\n',
      });
    },
    TIMEOUT,
  );

  it(
    'refuses a sub-domain or an id that is taken, naming the instance that holds it',
    async () => {
      const subdomain = await createInstance('LAKESIDE', 'Again', 'other');
      expect(subdomain).toEqual({
        code: 1,
        stdout: '',
        stderr: 'error: The sub-domain lakeside belongs to instance 1\n',
      });
      const id = await createInstance('bay', 'Bay', 'other', '--id', '700');
      expect(id).toEqual({ code: 1, stdout: '', stderr: 'error: The instance id 700 belongs to harbor\n' });
    },
    TIMEOUT,
  );

  it(
    'refuses a language code outside the language list, listing the codes',
    async () => {
      const run = await createInstance('bay', 'Bay', 'other', '--languages', 'es,tlh');
      expect(run).toEqual({
        code: 1,
        stdout: '',
        stderr: `error: Unknown language code: tlh (the codes: ${LANGUAGE_CODES})\n`,
      });
    },
    TIMEOUT,
  );

  it(
    'refuses a branding file with keys that are not branding fields, naming them, and checks the values',
    async () => {
      const file = path.join(cli.dir, 'bad-branding.json');
      writeFileSync(file, JSON.stringify({ ds_portalTitle: 'Bay', colour: 'teal', instance_name: 'Bay' }));
      const unknown = await createInstance('bay', 'Bay', 'other', '--branding', file);
      expect(unknown).toEqual({
        code: 1,
        stdout: '',
        stderr: `error: Unknown branding fields: colour, instance_name (the branding fields: ${BRANDING_NAMES.join(', ')})\n`,
      });

      writeFileSync(file, JSON.stringify({ ic_captcha: 'yes', ds_textMode: '' }));
      const values = await createInstance('-bay', 'Bay', 'other', '--branding', file);
      expect(values).toEqual({
        code: 1,
        stdout: '',
        stderr: [
          'error: invalid subdomain, ds_textMode, ic_captcha',
          '  - The sub-domain must start and end with a letter or a digit',
          '  - The field Text mode is required',
          '  - The field Captcha must be true or false',
          '',
        ].join('\n'),
      });

      writeFileSync(file, '{"ds_portalTitle": ');
      const broken = await createInstance('bay', 'Bay', 'other', '--branding', file);
      expect(broken.code).toBe(1);
      expect(broken.stderr).toMatch(new RegExp(`^error: ${literal(file)}: not valid JSON \\(.+\\)\\n$`));
    },
    TIMEOUT,
  );

  it(
    'names the flags a script left out, and refuses a program type or id outside the choices, with exit 2',
    async () => {
      const missing = await porchlight('instance', 'create', '--subdomain', 'bay');
      expect(missing).toEqual({
        code: 2,
        stdout: '',
        stderr: 'error: missing --name, --program-type\n(add --help for usage)\n',
      });
      const type = await porchlight('instance', 'create', '--program-type', 'shop');
      expect(type.code).toBe(2);
      expect(type.stderr).toContain(
        "error: option '--program-type <type>' argument 'shop' is invalid. Allowed choices are marketplace, workflow, other.",
      );
      const id = await porchlight('instance', 'create', '--id', '0');
      expect(id.code).toBe(2);
      expect(id.stderr).toContain('an instance id is a whole number from 1 to 2147483647');
    },
    TIMEOUT,
  );
});

describe('porchlight instance list and show', () => {
  it(
    'lists every instance in a table, and as JSON, with nothing of the refused ones',
    async () => {
      const table = await porchlight('instance', 'list');
      expect(table).toEqual({
        code: 0,
        stderr: '',
        stdout: [
          'ID   SUB-DOMAIN  NAME               PROGRAM TYPE  ACTIVE  LANGUAGES',
          '1    lakeside    Lakeside Township  workflow      yes     es, vi, en, zh-TW',
          '700  harbor      Harbor City        marketplace   yes     all',
          '701  hill-2      Hill               other         yes     all',
          '',
        ].join('\n'),
      });
      const json = await porchlight('instance', 'list', '--json');
      expect(json.code).toBe(0);
      expect(JSON.parse(json.stdout)).toEqual([
        {
          id: 1,
          subdomain: 'lakeside',
          name: 'Lakeside Township',
          programType: 'workflow',
          active: true,
          languages: ['es', 'vi', 'en', 'zh-TW'],
        },
        {
          id: 700,
          subdomain: 'harbor',
          name: 'Harbor City',
          programType: 'marketplace',
          active: true,
          languages: null,
        },
        { id: 701, subdomain: 'hill-2', name: 'Hill', programType: 'other', active: true, languages: null },
      ]);
    },
    TIMEOUT,
  );

  it(
    'shows every setting of an instance by sub-domain or id, its branding as the file gave it',
    async () => {
      const json = await porchlight('instance', 'show', '700', '--json');
      expect(json).toMatchObject({ code: 0, stderr: '' });
      const settings = JSON.parse(json.stdout);
      expect(settings).toMatchObject({
        id: 700,
        subdomain: 'harbor',
        name: 'Harbor City',
        programType: 'marketplace',
        active: true,
        hasBranding: true,
        languages: null,
        defaultLanguage: 'en',
        contactInfo: {},
        mfaRequired: false,
      });
      expect(settings.branding).toEqual({
        ...Object.fromEntries(BRANDING_NAMES.map((field) => [field, null])),
        ds_textMode: 'bright',
        ic_forward_login: false,
        ic_sso: false,
        ic_sign_up_individuals: true,
        ...HARBOR_BRANDING,
      });

      const text = await porchlight('instance', 'show', 'LAKESIDE');
      expect(text).toMatchObject({ code: 0, stderr: '' });
      // One `key  value` line per setting, padded to the longest key of its section; sections indented.
      const lines = text.stdout
        .trimEnd()
        .split('\n')
        .map((line) => line.replace(/(\S) {2,}/, '$1  '));
      expect(lines.slice(0, 4)).toEqual([
        'id  1',
        'subdomain  lakeside',
        'name  Lakeside Township',
        'programType  workflow',
      ]);
      for (const line of [
        'branding',
        '  ds_textMode  bright',
        '  ds_portalTitle  -',
        'hasBranding  no',
        'contactInfo  -',
        'languages  es, vi, en, zh-TW',
        'defaultLanguage  en',
      ]) {
        expect(lines).toContain(line);
      }
    },
    TIMEOUT,
  );

  it(
    'says an instance is not found, with exit 1',
    async () => {
      expect(await porchlight('instance', 'show', 'nowhere')).toEqual({
        code: 1,
        stdout: '',
        stderr: 'error: instance not found: nowhere\n',
      });
      expect(await porchlight('instance', 'show', '999')).toEqual({
        code: 1,
        stdout: '',
        stderr: 'error: instance not found: 999\n',
      });
    },
    TIMEOUT,
  );
});

describe('a new instance takes seed data', () => {
  it(
    'seed --file adds staff, a program, a process and applications to it, and seed --scale generates more',
    async () => {
      const file = path.join(cli.dir, 'lakeside-seed.json');
      writeFileSync(
        file,
        JSON.stringify({
          users: [
            {
              email: 'staff@lakeside.example',
              password: 'Porchlight-Demo-1',
              firstName: 'Lee',
              lastName: 'Shore',
              accounts: [{ instance: 'lakeside', type: 'government', roles: [99] }],
            },
          ],
          programs: [{ instance: 'lakeside', displayName: 'Lakeside Rent Relief' }],
          workflows: [
            {
              instance: 'lakeside',
              program: 'Lakeside Rent Relief',
              name: 'Rent relief',
              states: [
                { name: 'Application Received', initial: true },
                { name: 'Approved', approved: true },
              ],
              transitions: [
                { from: 'Application Received', to: 'Approved', owners: ['staff@lakeside.example'] },
              ],
            },
          ],
          // Before the two years --scale spreads its applications over, so a date range picks these two.
          applications: [
            {
              instance: 'lakeside',
              externalId: 'LAK-0001',
              program: 'Lakeside Rent Relief',
              workflow: 'Rent relief',
              state: 'Approved',
              applicantName: 'Rivera, "Rosa"',
              owner: 'staff@lakeside.example',
              createdAt: '2024-02-01T10:00:00.000Z',
              awardAmount: '250.00',
            },
            {
              instance: 'lakeside',
              externalId: 'LAK-0002',
              program: 'Lakeside Rent Relief',
              workflow: 'Rent relief',
              state: 'Application Received',
              applicantName: 'Ngo\nAnh',
              createdAt: '2024-03-05T12:30:00.000Z',
            },
          ],
        }),
      );
      const seeded = await porchlight('seed', '--file', file);
      expect(seeded).toMatchObject({ code: 0, stderr: '' });
      expect(seeded.stdout).toMatch(
        /: added \d+ rows to the .+ \(.*applications 2, .*programs 1, .*workflows 1.*\)\n$/,
      );

      const scaled = await porchlight('seed', '--scale', '25', '--instance', 'lakeside');
      expect(scaled).toMatchObject({ code: 0, stderr: '' });
      expect(scaled.stdout).toMatch(/^scale: added 25 applications to lakeside in [\d.]+ s \(.+\)\n$/);

      const db = await cli.open();
      try {
        const [{ count }] = await db.dataSource.query(
          'SELECT count(*)::int AS count FROM applications WHERE instance_id = 1',
        );
        expect(count).toBe(27);
      } finally {
        await db.close();
      }
    },
    TIMEOUT,
  );
});

/** The two seeded applications as individual/applications-resources has them. */
const SEEDED_ROWS = [
  {
    'Application ID': 'LAK-0001',
    Applicant: 'Rivera, "Rosa"',
    Program: 'Lakeside Rent Relief',
    Process: 'Rent relief',
    Status: 'Approved',
    'Assigned to': 'Lee Shore',
    Partner: null,
    'Created at (UTC)': '2024-02-01 10:00:00',
    'Submitted at (UTC)': '2024-02-01 10:00:00',
    'Last change (UTC)': null,
    'Award amount': '250.00',
  },
  {
    'Application ID': 'LAK-0002',
    Applicant: 'Ngo\nAnh',
    Program: 'Lakeside Rent Relief',
    Process: 'Rent relief',
    Status: 'Application Received',
    'Assigned to': null,
    Partner: null,
    'Created at (UTC)': '2024-03-05 12:30:00',
    'Submitted at (UTC)': '2024-03-05 12:30:00',
    'Last change (UTC)': null,
    'Award amount': null,
  },
];
/** The same rows in CSV: a comma, quotes and a line break inside values are quoted (RFC 4180). */
const SEEDED_CSV = [
  'Application ID,Applicant,Program,Process,Status,Assigned to,Partner,Created at (UTC),Submitted at (UTC),Last change (UTC),Award amount',
  'LAK-0001,"Rivera, ""Rosa""",Lakeside Rent Relief,Rent relief,Approved,Lee Shore,,2024-02-01 10:00:00,2024-02-01 10:00:00,,250.00',
  'LAK-0002,"Ngo\nAnh",Lakeside Rent Relief,Rent relief,Application Received,,,2024-03-05 12:30:00,2024-03-05 12:30:00,,',
  '',
].join('\n');
const SEEDED_RANGE = ['--instance', 'lakeside', '--from', '2024-01-01', '--to', '2024-06-30'];

describe('porchlight export of the new instance', () => {
  it(
    'writes a report of its seeded applications to a file and to standard output',
    async () => {
      const file = path.join(cli.dir, 'lakeside-applications.csv');
      const report = 'individual/applications-resources';
      const toFile = await porchlight('export', report, ...SEEDED_RANGE, '--format', 'csv', '--out', file);
      expect(toFile).toMatchObject({ code: 0, stderr: '' });
      expect(toFile.stdout).toMatch(
        new RegExp(
          `^exported 2 rows of ${literal(report)} \\(lakeside\\) to ${literal(file)}( in [\\d.]+ s)?\\n$`,
        ),
      );
      expect(readFileSync(file, 'utf8')).toBe(SEEDED_CSV);

      const toStdout = await porchlight('export', report, ...SEEDED_RANGE, '--format', 'csv', '--out', '-');
      expect(toStdout).toEqual({ code: 0, stdout: SEEDED_CSV, stderr: '' });

      const json = await porchlight('export', report, ...SEEDED_RANGE, '--format', 'json');
      expect(json).toMatchObject({ code: 0, stderr: '' });
      expect(JSON.parse(json.stdout)).toEqual(SEEDED_ROWS);
    },
    TIMEOUT,
  );

  it(
    'exports every individual application the database holds for it, generated ones included',
    async () => {
      const run = await porchlight(
        'export',
        'individual/applications-resources',
        '--instance',
        '1',
        '--format',
        'json',
      );
      expect(run).toMatchObject({ code: 0, stderr: '' });
      const exported = (JSON.parse(run.stdout) as Record<string, unknown>[]).map(
        (row) => row['Application ID'],
      );
      const db = await cli.open();
      try {
        const rows: { externalId: string }[] = await db.dataSource.query(
          `SELECT external_id AS "externalId" FROM applications
            WHERE instance_id = 1 AND community_entity_type = 2 ORDER BY created_at, id`,
        );
        expect(exported).toEqual(rows.map((row) => row.externalId));
        expect(exported.length).toBeGreaterThan(2);
      } finally {
        await db.close();
      }
    },
    TIMEOUT,
  );
});

const TIME = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC';
const CODE: OutgoingMessage = {
  instanceId: 1,
  channel: 'email',
  to: 'resident@lakeside.example',
  subject: 'Your Lakeside sign-in code',
  body: 'Your code is 482913.\nIt expires in 10 minutes.',
};
const TEXT: OutgoingMessage = {
  instanceId: 700,
  channel: 'sms',
  to: '+15555550188',
  body: 'Harbor City: your code is 731042',
};
const RESET: OutgoingMessage = {
  instanceId: 1,
  channel: 'email',
  to: 'staff@lakeside.example',
  subject: 'Reset your password',
  body: 'Open https://lakeside.localhost/reset?token=abc123 to choose a new password.',
};

/** The lines `porchlight outbox` prints for the message with that id, as a pattern. */
function printedAs(id: number, message: OutgoingMessage, instance: string): string {
  return [
    `#${id}  ${TIME}  ${message.channel} to ${literal(message.to)}  \\(${instance}\\)`,
    ...(message.subject ? [`  Subject: ${literal(message.subject)}`] : []),
    ...message.body.split('\n').map((line) => `  ${literal(line)}`),
    '',
    '',
  ].join('\n');
}

describe('porchlight outbox', () => {
  it(
    'says there are no messages yet',
    async () => {
      expect(await porchlight('outbox')).toEqual({ code: 0, stdout: 'no messages\n', stderr: '' });
    },
    TIMEOUT,
  );

  it(
    'prints the delivered messages newest last, with their codes and links, across instances',
    async () => {
      const db = await cli.open();
      try {
        await deliver(db, CODE, TEXT, RESET);
      } finally {
        await db.close();
      }
      const run = await porchlight('outbox');
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toMatch(
        new RegExp(
          `^${printedAs(1, CODE, 'lakeside')}${printedAs(2, TEXT, 'harbor')}${printedAs(3, RESET, 'lakeside')}$`,
        ),
      );
    },
    TIMEOUT,
  );

  it(
    'picks messages by recipient (a phone in any format, an email in any case), instance and count',
    async () => {
      const phone = await porchlight('outbox', '--to', '(555) 555-0188');
      expect(phone.stdout).toMatch(new RegExp(`^${printedAs(2, TEXT, 'harbor')}$`));
      const email = await porchlight('outbox', '--to', 'Resident@Lakeside.Example');
      expect(email.stdout).toMatch(new RegExp(`^${printedAs(1, CODE, 'lakeside')}$`));
      const latest = await porchlight('outbox', '--instance', 'lakeside', '--limit', '1');
      expect(latest.stdout).toMatch(new RegExp(`^${printedAs(3, RESET, 'lakeside')}$`));
      const nobody = await porchlight('outbox', '--to', 'nobody@lakeside.example');
      expect(nobody).toEqual({ code: 0, stdout: 'no messages\n', stderr: '' });
    },
    TIMEOUT,
  );

  it(
    'prints one JSON object per message with --json',
    async () => {
      const run = await porchlight('outbox', '--json', '--instance', '700');
      expect(run).toMatchObject({ code: 0, stderr: '' });
      const lines = run.stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0])).toEqual({
        id: 2,
        instanceId: 700,
        instance: 'harbor',
        channel: 'sms',
        to: '+15555550188',
        subject: null,
        body: 'Harbor City: your code is 731042',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      });
    },
    TIMEOUT,
  );

  it(
    'refuses an unknown instance with exit 1 and a bad count with exit 2',
    async () => {
      expect(await porchlight('outbox', '--instance', 'nowhere')).toEqual({
        code: 1,
        stdout: '',
        stderr: 'error: instance not found: nowhere\n',
      });
      const limit = await porchlight('outbox', '--limit', 'all');
      expect(limit.code).toBe(2);
      expect(limit.stderr).toContain(
        "error: option '--limit <count>' argument 'all' is invalid. a number of messages",
      );
    },
    TIMEOUT,
  );

  it(
    '--follow prints the messages delivered after it started, only those of its filter, until Ctrl-C',
    async () => {
      // The embedded database belongs to one process, so here the test holds it and the command reaches it
      // through the embedded server's socket, as it would any PostgreSQL server.
      const embedded = cli.databaseName ? null : await startEmbeddedPostgres(cli.dataDir);
      const url = embedded?.url ?? cli.databaseUrl;
      const db = await cli.open(url);
      const follow = cli.start(
        ['outbox', '--follow', '--instance', 'lakeside', '--limit', '1', '--interval', '0.2'],
        { DATABASE_URL: url },
      );
      try {
        await follow.printed('#3 ');
        const later = { ...CODE, subject: 'Your new Lakeside sign-in code', body: 'Your code is 119377.' };
        await deliver(db, { ...TEXT, body: 'Harbor City: your code is 555001' }, later);
        await follow.printed('#5 ');
        // A few more looks at the outbox: nothing is printed twice, and the other instance's message never.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const run = await follow.interrupt();
        expect(run).toMatchObject({ code: 0, stderr: '' });
        expect(run.stdout).toMatch(
          new RegExp(`^${printedAs(3, RESET, 'lakeside')}${printedAs(5, later, 'lakeside')}$`),
        );
      } finally {
        follow.stop();
        await db.close();
        await embedded?.stop();
      }
    },
    TIMEOUT,
  );

  it(
    'Ctrl-C ends --follow with exit 0 and closes the database for the next command',
    async () => {
      const follow = cli.start(['outbox', '--follow', '--limit', '1']);
      try {
        await follow.printed('#5 ');
        expect(await follow.interrupt()).toMatchObject({ code: 0, stderr: '' });
      } finally {
        follow.stop();
      }
      expect(existsSync(path.join(cli.dataDir, 'embedded.pid'))).toBe(false);
      const next = await porchlight('outbox', '--limit', '1', '--json');
      expect(next.code).toBe(0);
      expect(JSON.parse(next.stdout).id).toBe(5);
    },
    TIMEOUT,
  );
});

// Last: the instances it creates would show in the lists above.
describe('porchlight instance create --features', () => {
  it(
    'gives an instance the features named, and refuses an unknown one, listing the features',
    async () => {
      const closed = await createInstance(
        'cove',
        'Cove',
        'other',
        '--features',
        'closedSignUp,newerLoginLayout',
      );
      expect(closed).toMatchObject({ code: 0, stderr: '' });
      expect(closed.stdout).toMatch(
        /^created instance \d+ cove \(Cove\), program type other, languages all, features closedSignUp, newerLoginLayout\n$/,
      );
      const typo = await createInstance('dune', 'Dune', 'other', '--features', 'closedSignup');
      expect(typo).toEqual({
        code: 1,
        stdout: '',
        stderr: `error: Unknown instance feature closedSignup; the features are ${INSTANCE_FEATURES.join(', ')}\n`,
      });
    },
    TIMEOUT,
  );
});
