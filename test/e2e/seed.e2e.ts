import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { loadSettings } from '../../server/src/config/settings.js';
import type { Database } from '../../server/src/database/database.js';
import { deriveAccountTypeOf } from '../../server/src/modules/accounts/account-type-of.js';
import { Account } from '../../server/src/modules/accounts/entities/account.entity.js';
import { verifyPassword } from '../../server/src/modules/auth/password-hasher.js';
import { Instance } from '../../server/src/modules/instances/entities/instance.entity.js';
import { STATUS_COLOUR_TABLE } from '../../server/src/modules/queue/status-colour.js';
import { User } from '../../server/src/modules/users/entities/user.entity.js';
import { UsersService } from '../../server/src/modules/users/users.service.js';
import { demoInstanceUrls, demoSignIns } from '../../server/src/seeds/demo-summary.js';
import { loadSeedFile, seedDemo } from '../../server/src/seeds/seed-demo.js';
import { SeedError } from '../../server/src/seeds/seed-document.js';
import { rowCounts, type SeedReport } from '../../server/src/seeds/seed-loader.js';
import { seedOnFirstStart } from '../../server/src/seeds/seed-on-start.js';
import { openTestDatabase } from '../support/test-database.js';

const PASSWORD = 'Porchlight-Demo-1';

let db: Database;
let ds: DataSource;
let first: SeedReport;

const tables = () => ds.entityMetadatas.map((m) => m.tableName);

beforeAll(async () => {
  db = await openTestDatabase();
  ds = db.dataSource;
  first = await seedDemo(ds);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('seeding is idempotent', () => {
  it('creates the demo world the first time', () => {
    expect(first.total).toBeGreaterThan(0);
    expect(first.created).toMatchObject({ instances: 6, applications: expect.any(Number) });
  });

  it('changes nothing the second time: same row count in every table, nothing reported', async () => {
    const before = await rowCounts(ds.manager, tables());
    const again = await seedDemo(ds);
    expect(again).toEqual({ created: {}, total: 0 });
    expect(await rowCounts(ds.manager, tables())).toEqual(before);
  });

  it('moves the id sequences past the fixed ids, so new rows do not collide', async () => {
    const [{ id }]: { id: number }[] = await ds.query(
      `INSERT INTO instances (subdomain, name) VALUES ('sequence-check', 'Sequence check') RETURNING id`,
    );
    expect(id).toBeGreaterThan(600);
    await ds.query(`DELETE FROM instances WHERE id = $1`, [id]);
  });
});

describe('the instances of DEMO.md', () => {
  it('has each id on its sub-domain with its program type', async () => {
    const rows = await ds.getRepository(Instance).find({ order: { id: 'ASC' } });
    expect(rows.map((i) => [i.id, i.subdomain, i.programType])).toEqual([
      [100, 'springfield', 'other'],
      [318, 'riverton', 'workflow'],
      [344, 'services', 'other'],
      [483, 'healthexchange', 'other'],
      [500, 'market', 'marketplace'],
      [600, 'ideas', 'other'],
    ]);
  });

  it('offers only es, vi, ko, en and zh-TW on 483, with sign-up closed', async () => {
    const i = await ds.getRepository(Instance).findOneByOrFail({ id: 483 });
    expect(i.languages).toEqual(['es', 'vi', 'ko', 'en', 'zh-TW']);
    expect([i.signUpIndividuals, i.signUpBusiness]).toEqual([false, false]);
  });

  it("sends 483's individuals to a form that exists: its own contact info page; no other instance sends them", async () => {
    const forms = await ds.query('SELECT id, individual_form_url AS url FROM instances ORDER BY id');
    expect(forms.filter((row: { url: string | null }) => row.url !== null)).toEqual([
      { id: 483, url: '/contact-info' },
    ]);
  });

  it('puts 318 on the sync-report list and gives 100 the two program phone lines and a support email', async () => {
    const riverton = await ds.getRepository(Instance).findOneByOrFail({ id: 318 });
    expect(riverton.syncReportEnabled).toBe(true);
    const springfield = await ds.getRepository(Instance).findOneByOrFail({ id: 100 });
    expect(springfield.contactInfo.email).toBe('support@springfield.example');
    expect(springfield.contactInfo.phones?.map((p) => p.label)).toEqual([
      'Grocery Support',
      'Child Savings Account',
    ]);
    expect(springfield.loginHeading).toBeTruthy();
  });
});

type Expected = { instance: number; entityType: 1 | 2 | 3; roles?: number[]; accountType: string };

// DEMO.md's sign-ins table, row by row.
const SIGN_INS: Record<string, Expected[]> = {
  'admin@springfield.example': [{ instance: 100, entityType: 3, roles: [99], accountType: 'Government' }],
  'supervisor@springfield.example': [
    { instance: 100, entityType: 3, roles: [200], accountType: 'Government' },
  ],
  'caseworker@springfield.example': [{ instance: 100, entityType: 3, roles: [4], accountType: 'Government' }],
  'intake@springfield.example': [{ instance: 100, entityType: 3, roles: [2], accountType: 'Government' }],
  'applicant@springfield.example': [{ instance: 100, entityType: 2, accountType: 'Individual' }],
  'owner@springfield.example': [{ instance: 100, entityType: 1, accountType: 'Business' }],
  'secure@springfield.example': [{ instance: 100, entityType: 2, accountType: 'Individual' }],
  'multi@porchlight.example': [
    { instance: 100, entityType: 3, roles: [99], accountType: 'Government' },
    { instance: 100, entityType: 1, accountType: 'Business' },
    { instance: 483, entityType: 2, accountType: 'Individual' },
  ],
  'unnamed@springfield.example': [{ instance: 100, entityType: 2, accountType: 'Individual' }],
  'reviewer@riverton.example': [{ instance: 318, entityType: 3, accountType: 'Reviewer' }],
  'subscriber@services.example': [{ instance: 344, entityType: 2, accountType: 'Subscriber' }],
  'admin@riverton.example': [{ instance: 318, entityType: 3, roles: [99], accountType: 'Government' }],
  '+15555550123': [{ instance: 100, entityType: 2, accountType: 'Individual' }],
};

async function userWithAccounts(loginId: string) {
  const where = loginId.includes('@') ? { email: loginId } : { phone: loginId };
  const user = await ds.getRepository(User).findOneByOrFail(where);
  const accounts = await ds.getRepository(Account).find({ where: { userId: user.id }, order: { id: 'ASC' } });
  const instances = await ds.getRepository(Instance).find();
  const typed = accounts.map((a) => ({
    account: a,
    accountType: deriveAccountTypeOf(a, instances.find((i) => i.id === a.instanceId) as Instance),
  }));
  return { user, accounts: typed };
}

describe('the sign-ins of DEMO.md', () => {
  it.each(Object.entries(SIGN_INS))(
    '%s holds exactly its accounts, roles and account types',
    async (loginId, want) => {
      const { accounts } = await userWithAccounts(loginId);
      expect(
        accounts.map(({ account, accountType }) => ({
          instance: account.instanceId,
          entityType: account.entityType,
          accountType,
        })),
      ).toEqual(want.map(({ instance, entityType, accountType }) => ({ instance, entityType, accountType })));
      want.forEach((w, i) => {
        if (w.roles) expect(accounts[i].account.roles).toEqual(w.roles);
      });
    },
  );

  it('gives every demo sign-in the password Porchlight-Demo-1 (argon2id)', async () => {
    for (const loginId of Object.keys(SIGN_INS)) {
      const { user } = await userWithAccounts(loginId);
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user.passwordHash as string, PASSWORD)).toBe(true);
    }
  });

  it('backs each account with its entity row and community entity type', async () => {
    const rows: { entity_type: number; community_entity_type: number | null; found: boolean }[] =
      await ds.query(
        `SELECT a.entity_type, a.community_entity_type,
              CASE a.entity_type
                WHEN 1 THEN EXISTS (SELECT 1 FROM businesses b WHERE b.id = a.entity_id AND b.instance_id = a.instance_id)
                WHEN 2 THEN EXISTS (SELECT 1 FROM individuals i WHERE i.id = a.entity_id AND i.instance_id = a.instance_id)
                ELSE EXISTS (SELECT 1 FROM governments g WHERE g.id = a.entity_id AND g.instance_id = a.instance_id)
              END AS found
         FROM accounts a`,
      );
    for (const row of rows) {
      expect(row.found).toBe(true);
      expect(row.community_entity_type).toBe({ 1: 1, 2: 2, 3: null }[row.entity_type]);
    }
  });

  it('requires MFA by email for secure@, and not for admin@', async () => {
    const secure = await userWithAccounts('secure@springfield.example');
    expect(secure.accounts[0].account.mfaRequired).toBe(true);
    expect(secure.user.mfaChannels).toEqual(['email']);
    const admin = await userWithAccounts('admin@springfield.example');
    expect(admin.accounts[0].account.mfaRequired).toBe(false);
  });

  it('leaves unnamed@ without a name, and signs +15555550123 in by phone', async () => {
    const unnamed = await userWithAccounts('unnamed@springfield.example');
    expect([unnamed.user.firstName, unnamed.user.lastName]).toEqual([null, null]);
    const phone = await userWithAccounts('+15555550123');
    expect(phone.user.email).toBeNull();
  });

  it('has users of every account type and of every role number (99, 200, 201, 2, 4 and another)', async () => {
    const accounts = await ds.getRepository(Account).find();
    const instances = await ds.getRepository(Instance).find();
    const types = new Set(
      accounts.map((a) => deriveAccountTypeOf(a, instances.find((i) => i.id === a.instanceId) as Instance)),
    );
    expect([...types].sort()).toEqual(
      ['Business', 'Demo', 'Government', 'Individual', 'Reviewer', 'ReviewerMarket', 'Subscriber'].sort(),
    );
    const roles = new Set(accounts.flatMap((a) => a.roles));
    for (const role of [99, 200, 201, 2, 4]) expect(roles).toContain(role);
    expect([...roles].some((r) => ![99, 200, 201, 2, 4].includes(r))).toBe(true);
  });
});

describe('programs, processes and applications', () => {
  it('has the form-engine programs 5-13, 15 and 18-22 on 100, with their form-engine ids', async () => {
    const rows: { id: number }[] = await ds.query(
      `SELECT id FROM programs WHERE instance_id = 100 AND external_id IS NOT NULL ORDER BY id`,
    );
    expect(rows.map((r) => r.id)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 18, 19, 20, 21, 22]);
    const names: { display_name: string }[] = await ds.query(
      `SELECT display_name FROM programs WHERE id IN (5, 6) ORDER BY id`,
    );
    expect(names.map((n) => n.display_name)).toEqual(['Grocery Support', 'Child Savings Account']);
  });

  it('has processes 7 (case numbers), 1715 (self-serve) and 1720 (food, with categories) on 100', async () => {
    const rows: { id: number; categories: string[] }[] = await ds.query(
      `SELECT id, categories FROM workflows WHERE instance_id = 100 AND id IN (7, 1715, 1720) ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 7, categories: [] },
      { id: 1715, categories: [] },
      { id: 1720, categories: ['Produce', 'Dairy', 'Pantry'] },
    ]);
    const [{ n }]: { n: number }[] = await ds.query(
      `SELECT count(*)::int AS n FROM applications WHERE workflow_id = 7 AND (case_number IS NULL OR client_id IS NULL)`,
    );
    expect(n).toBe(0);
  });

  it('gives every demo program a workflow with one initial state, the default one where it has none of its own', async () => {
    const rows: { program: number; workflows: number; initial: number; names: string[] }[] = await ds.query(
      `SELECT p.id AS program, count(DISTINCT w.id)::int AS workflows,
              count(s.id) FILTER (WHERE s.is_initial)::int AS initial,
              array_agg(s.name ORDER BY s.sort_order, s.id) AS names
         FROM programs p JOIN workflows w ON w.program_id = p.id JOIN workflow_states s ON s.workflow_id = w.id
        GROUP BY p.id ORDER BY p.id`,
    );
    const [{ programs }]: { programs: number }[] = await ds.query(
      'SELECT count(*)::int AS programs FROM programs',
    );
    expect(rows).toHaveLength(programs);
    expect(rows.filter((r) => r.workflows !== 1 || r.initial !== 1)).toEqual([]);
    expect(rows.find((r) => r.program === 9)?.names).toEqual([
      'Application Received',
      'Review',
      'Approved',
      'Denied',
    ]);
  });

  it('seeds plain public labels for the internal-sounding states, none for the plain ones', async () => {
    const rows: { name: string; label: string | null }[] = await ds.query(
      `SELECT DISTINCT name, public_label AS label FROM workflow_states
        WHERE name IN ('QA/QC-Ready', 'Provision-Error', 'Pending-Denial', 'Approved') ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: 'Approved', label: null },
      { name: 'Pending-Denial', label: 'Decision pending' },
      { name: 'Provision-Error', label: 'Processing' },
      { name: 'QA/QC-Ready', label: 'Under review' },
    ]);
  });

  it('has applications on 100 in every status of the colour table', async () => {
    const rows: { name: string; n: number }[] = await ds.query(
      `SELECT s.name, count(*)::int AS n FROM applications a JOIN workflow_states s ON s.id = a.current_state_id
        WHERE a.instance_id = 100 GROUP BY s.name`,
    );
    const counts = new Map(rows.map((r) => [r.name, r.n]));
    const statuses = STATUS_COLOUR_TABLE.flatMap((row) => row.statuses);
    expect(statuses).toHaveLength(19);
    for (const status of statuses)
      expect([status, counts.get(status) ?? 0]).toEqual([status, expect.any(Number)]);
    expect(statuses.filter((s) => !counts.get(s))).toEqual([]);
  });

  it('spreads at least 60 applications on 100 over owners, partners, payment channels and categories', async () => {
    const [row]: Record<string, number>[] = await ds.query(
      `SELECT count(*)::int AS total, count(DISTINCT owner_id)::int AS owners,
              count(DISTINCT organization_id)::int AS partners, count(DISTINCT payment_channel_name)::int AS channels,
              count(DISTINCT category_name)::int AS categories, count(DISTINCT applicant_user_id)::int AS applicants
         FROM applications WHERE instance_id = 100`,
    );
    expect(row.total).toBeGreaterThanOrEqual(60);
    expect(row.owners).toBeGreaterThanOrEqual(5);
    expect(row.partners).toBeGreaterThanOrEqual(2);
    expect(row.channels).toBeGreaterThanOrEqual(2);
    expect(row.categories).toBe(3);
    expect(row.applicants).toBeGreaterThanOrEqual(8);
  });

  it('gives the demo applicant applications in several states', async () => {
    const rows: { name: string }[] = await ds.query(
      `SELECT DISTINCT s.name FROM applications a JOIN workflow_states s ON s.id = a.current_state_id
         JOIN users u ON u.id = a.applicant_user_id WHERE u.email = 'applicant@springfield.example'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps fixed creation dates, so the default order (createdAt ascending) is known', async () => {
    const rows: { external_id: string; created_at: Date }[] = await ds.query(
      `SELECT external_id, created_at FROM applications WHERE instance_id = 100 ORDER BY created_at, id LIMIT 2`,
    );
    expect(rows.map((r) => [r.external_id, r.created_at.toISOString()])).toEqual([
      ['SPR-10001', '2024-01-10T18:04:00.000Z'],
      ['SPR-10002', '2024-01-12T18:27:00.000Z'],
    ]);
  });

  it("keeps each row's validation counts equal to its validation results", async () => {
    const mismatched: unknown[] = await ds.query(
      `SELECT a.id FROM applications a LEFT JOIN validation_results r ON r.application_id = a.id
        GROUP BY a.id
       HAVING a.validation_total <> count(r.id)
           OR a.validation_passed <> count(r.id) FILTER (WHERE r.outcome = 'passed')
           OR a.validation_warning <> count(r.id) FILTER (WHERE r.outcome = 'warning')
           OR a.validation_failed <> count(r.id) FILTER (WHERE r.outcome = 'failed')`,
    );
    expect(mismatched).toEqual([]);
    const [outcomes]: Record<string, number>[] = await ds.query(
      `SELECT count(*) FILTER (WHERE outcome = 'passed')::int AS passed,
              count(*) FILTER (WHERE outcome = 'warning')::int AS warning,
              count(*) FILTER (WHERE outcome = 'failed')::int AS failed FROM validation_results`,
    );
    expect(outcomes.passed && outcomes.warning && outcomes.failed).toBeGreaterThan(0);
  });

  it("keeps each row's unread counters and last contact equal to its messages", async () => {
    const mismatched: unknown[] = await ds.query(
      `SELECT a.id FROM applications a LEFT JOIN communications c ON c.application_id = a.id
        GROUP BY a.id
       HAVING a.unread_email <> count(c.id) FILTER (WHERE c.type = 'EMAIL' AND c.direction = 'inbound' AND c.read_at IS NULL)
           OR a.unread_sms <> count(c.id) FILTER (WHERE c.type = 'SMS' AND c.direction = 'inbound' AND c.read_at IS NULL)
           OR a.unread_voice <> count(c.id) FILTER (WHERE c.type = 'VOICE' AND c.direction = 'inbound' AND c.read_at IS NULL)
           OR a.unread_ivr <> count(c.id) FILTER (WHERE c.type = 'CALL' AND c.direction = 'inbound' AND c.read_at IS NULL)
           OR a.last_com_date IS DISTINCT FROM max(c.created_at) FILTER (WHERE c.type IN ('EMAIL', 'SMS', 'CALL', 'VOICE'))`,
    );
    expect(mismatched).toEqual([]);
    const [unread]: { n: number }[] = await ds.query(
      `SELECT count(*)::int AS n FROM applications WHERE unread_email + unread_sms + unread_voice + unread_ivr > 0`,
    );
    expect(unread.n).toBeGreaterThan(0);
  });

  it('keeps a few applications on 318 and 500 for tenant isolation', async () => {
    const rows: { instance_id: number; n: number }[] = await ds.query(
      `SELECT instance_id, count(*)::int AS n FROM applications WHERE instance_id <> 100 GROUP BY instance_id ORDER BY 1`,
    );
    expect(rows.map((r) => r.instance_id)).toEqual([318, 500]);
  });

  it('gives subscriber@services.example subscriptions on 344, in each status', async () => {
    const rows: { instance_id: number; status: string }[] = await ds.query(
      `SELECT s.instance_id, s.status FROM subscriptions s JOIN users u ON u.id = s.user_id
        WHERE u.email = 'subscriber@services.example'`,
    );
    expect(new Set(rows.map((r) => r.instance_id))).toEqual(new Set([344]));
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['Subscribed', 'PendingFulfillmentStart', 'Unsubscribed']),
    );
  });

  it('gives buyer@market.example, who holds a market account, a live and a cancelled listing on 500', async () => {
    const rows: { instance_id: number; saas_subscription_id: string; status: string }[] = await ds.query(
      `SELECT s.instance_id, s.saas_subscription_id, s.status FROM subscriptions s
         JOIN users u ON u.id = s.user_id JOIN accounts a ON a.user_id = u.id AND a.instance_id = s.instance_id
        WHERE u.email = 'buyer@market.example' ORDER BY s.saas_subscription_id`,
    );
    expect(rows).toEqual([
      {
        instance_id: 500,
        saas_subscription_id: '6f1c2b7e-0005-4d0a-9a7e-3a5f00000005',
        status: 'Subscribed',
      },
      {
        instance_id: 500,
        saas_subscription_id: '6f1c2b7e-0007-4d0a-9a7e-3a5f00000007',
        status: 'Unsubscribed',
      },
    ]);
  });
});

describe('seed files', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'porchlight-seed-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const file = (name: string, content: unknown) => {
    const full = path.join(dir, name);
    writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content));
    return full;
  };

  it('loads a file that adds to what is already there, once', async () => {
    const extra = file('extra.json', {
      organizations: [{ instance: 'springfield', name: 'Eastside Tenants Union' }],
      users: [
        {
          email: 'volunteer@springfield.example',
          password: PASSWORD,
          firstName: 'Val',
          lastName: 'Ortiz',
          accounts: [{ instance: 'springfield', type: 'government', roles: [4] }],
        },
      ],
    });
    expect(await loadSeedFile(ds, extra)).toEqual({
      created: { organizations: 1, users: 1, accounts: 1 },
      total: 3,
    });
    expect(await loadSeedFile(ds, extra)).toEqual({ created: {}, total: 0 });
  });

  it('refuses a reference to an unknown instance, naming the item, and writes nothing', async () => {
    const before = await rowCounts(ds.manager, tables());
    const bad = file('bad.json', {
      organizations: [{ instance: 'springfield', name: 'Written then rolled back' }],
      programs: [{ instance: 'nowhere', displayName: 'Lost program' }],
    });
    await expect(loadSeedFile(ds, bad)).rejects.toThrow(
      new SeedError('programs[0] (Lost program): unknown instance "nowhere"'),
    );
    expect(await rowCounts(ds.manager, tables())).toEqual(before);
  });

  it('refuses a misspelt field instead of dropping it', async () => {
    const typo = file('typo.json', {
      users: [{ email: 'typo@springfield.example', password: PASSWORD, firstname: 'Ty', accounts: [] }],
    });
    await expect(loadSeedFile(ds, typo)).rejects.toThrow(
      new SeedError('users[0] (typo@springfield.example): unknown field "firstname"'),
    );
    const column = file('column.json', {
      programs: [{ instance: 'springfield', displayName: 'X', colour: 'red' }],
    });
    await expect(loadSeedFile(ds, column)).rejects.toThrow(
      new SeedError('programs[0] (X): unknown field "colour"'),
    );
  });

  it('refuses an unknown section and a file that is not JSON', async () => {
    await expect(loadSeedFile(ds, file('s.json', { programmes: [] }))).rejects.toThrow(
      /unknown section "programmes"/,
    );
    await expect(loadSeedFile(ds, file('j.json', '{"instances": ['))).rejects.toThrow(/not valid JSON/);
  });
});

describe('creating a user (shared by the seed and `porchlight users create`)', () => {
  const users = () => new UsersService(ds);
  const individualOn100 = [{ instanceId: 100, kind: 'individual' as const }];

  it('stores a phone login as +1 and digits, with the phone as its code channel', async () => {
    const { user, accounts } = await users().createUser({
      phone: '(555) 555-0177',
      password: PASSWORD,
      accounts: individualOn100,
    });
    expect([user.phone, user.email, user.mfaChannels]).toEqual(['+15555550177', null, ['phone']]);
    expect(accounts.map((a) => [a.entityType, a.communityEntityType, a.roles])).toEqual([[2, 2, []]]);
    expect(await verifyPassword(user.passwordHash as string, PASSWORD)).toBe(true);
  });

  it('refuses a login id already in use, however it is written, with 409 loginIdInUse', async () => {
    await expect(
      users().createUser({
        email: ' ADMIN@Springfield.example ',
        password: PASSWORD,
        accounts: individualOn100,
      }),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'loginIdInUse',
      message: 'The login id admin@springfield.example is already in use',
    });
  });

  it('refuses a user without a login id, and an invalid email, with 422', async () => {
    await expect(users().createUser({ password: PASSWORD, accounts: [] })).rejects.toMatchObject({
      statusCode: 422,
      code: 'loginIdRequired',
      message: 'An email or a phone number is required',
    });
    await expect(
      users().createUser({ email: 'not-an-email', password: PASSWORD, accounts: [] }),
    ).rejects.toMatchObject({ statusCode: 422, code: 'fieldMailInvalid', message: 'Invalid Email' });
  });

  it('refuses roles on a community account and writes nothing', async () => {
    const before = await rowCounts(ds.manager, tables());
    await expect(
      users().createUser({
        email: 'roles@springfield.example',
        password: PASSWORD,
        accounts: [{ instanceId: 100, kind: 'business', businessName: 'Roles Inc', roles: [99] }],
      }),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'rolesForGovernment',
      message: 'Only government accounts hold roles',
    });
    expect(await rowCounts(ds.manager, tables())).toEqual(before);
  });

  it("puts a new staff account in the instance's government office", async () => {
    const [{ n: offices }]: { n: number }[] = await ds.query(
      'SELECT count(*)::int AS n FROM governments WHERE instance_id = 100',
    );
    const { accounts } = await users().createUser({
      email: 'staff@springfield.example',
      password: PASSWORD,
      accounts: [{ instanceId: 100, kind: 'government', roles: [201] }],
    });
    const [office]: { name: string }[] = await ds.query('SELECT name FROM governments WHERE id = $1', [
      accounts[0].entityId,
    ]);
    expect(office.name).toBe('Springfield Department of Human Services');
    const [{ n: after }]: { n: number }[] = await ds.query(
      'SELECT count(*)::int AS n FROM governments WHERE instance_id = 100',
    );
    expect(after).toBe(offices);
  });
});

describe('the first start (PORCHLIGHT_SEED)', () => {
  let fresh: Database;
  beforeAll(async () => {
    fresh = await openTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await fresh?.close();
  });

  const runtime = (seed: string) => ({
    settings: loadSettings({ PORCHLIGHT_SEED: seed, PORCHLIGHT_SECRET: 'x'.repeat(48) }),
    database: fresh,
    secret: 'x'.repeat(48),
  });
  const instances = async () =>
    (await fresh.dataSource.query('SELECT count(*)::int AS n FROM instances'))[0].n;

  it('leaves a new database empty with none', async () => {
    expect(await seedOnFirstStart(runtime('none'))).toBe('');
    expect(await instances()).toBe(0);
  });

  it('seeds a new, empty database with demo, and leaves it alone on the next start', async () => {
    expect(await seedOnFirstStart(runtime('demo'))).toBe('seeded the demo world');
    expect(await instances()).toBe(6);
    const before = await rowCounts(fresh.dataSource.manager, tables());
    expect(await seedOnFirstStart(runtime('demo'))).toBe('');
    expect(await rowCounts(fresh.dataSource.manager, tables())).toEqual(before);
  }, 120_000);
});

describe('the start banner', () => {
  it('lists each demo instance with its community and admin addresses', () => {
    const lines = demoInstanceUrls(3000);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe(
      'springfield     http://springfield.localhost:3000/  admin http://springfield.localhost:3000/admin',
    );
  });

  it("lists exactly DEMO.md's sign-ins", () => {
    const lines = demoSignIns();
    expect(lines.map((line) => line.split(/\s+/)[0])).toEqual(Object.keys(SIGN_INS));
    expect(lines.find((l) => l.startsWith('multi@'))).toContain(
      'Government on 100, role 99; Business on 100; Individual on 483 (the session picker)',
    );
  });
});
