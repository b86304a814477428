// Reports (programs spec §2 and §7, API.md "Reports"): every report's CSV against the rows the database
// holds for the demo world, worked out here from the tables themselves (names from their own tables, counts
// and filters in code); RFC 4180 quoting of commas, quotes and line breaks; JSON pages with Content-Range;
// the program and period filters; the guards; the sync report's instance list and feature check.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { parseCsv } from '../../server/src/modules/reports/csv-records.js';
import { findReport, REPORTS } from '../../server/src/modules/reports/report-catalogue.js';
import type { ReportDefinition } from '../../server/src/modules/reports/report-definition.js';
import { reportCopy, reportScope, reportSelect } from '../../server/src/modules/reports/report-sql.js';
import { sessionTokenFor } from '../support/sessions.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, login, sessionToken, unthrottled } from './auth-support.js';

const SPRINGFIELD = 100;
const RIVERTON = 318;
const TRICKY_NAME = 'Doe, "Jay"\nJunior — Zoë 日本';
const TRICKY_ADDRESS = '12 Elm Street, Suite "B"';
const TRICKY_COMMENT = 'Reassigned, "urgent"\nsee the notes';

let t: TestApp;
const tokens: Record<string, string> = {};
const userNames = new Map<number, string>();

type Cell = string | number | boolean | Date | null;
type Row = Record<string, Cell>;

const query = <T = Row>(sql: string, params: unknown[] = []): Promise<T[]> => t.dataSource.query(sql, params);

/** A UTC time as the reports write it. */
const utc = (value: Cell): string =>
  value instanceof Date ? value.toISOString().slice(0, 19).replace('T', ' ') : '';
const text = (value: Cell): string => (value === null || value === undefined ? '' : String(value));
const yesNo = (value: Cell) => (value ? 'Yes' : 'No');
/** As the queue names a user: first and last name, else the login id. */
const nameOf = (id: Cell) => (id === null ? '' : (userNames.get(Number(id)) ?? ''));

const path = (report: ReportDefinition, csv = false) =>
  `/api/reports/${report.group}/${report.name}${csv ? '.csv' : ''}`;
const report = (key: string) => {
  const [group, name] = key.split('/');
  const found = findReport(group, name);
  if (!found) throw new Error(`no report ${key}`);
  return found;
};

async function csvOf(key: string, who = 'admin', filter?: Record<string, unknown>, host?: string) {
  let req = t.http.get(path(report(key), true)).set(bearer(tokens[who]));
  if (filter) req = req.query({ filter: JSON.stringify(filter) });
  if (host) req = req.set('Host', host);
  const res = await req;
  expect(res.status).toBe(200);
  const [header, ...rows] = parseCsv(res.text);
  return { res, header, rows };
}

async function jsonOf(key: string, params: Record<string, unknown> = {}, who = 'admin', host?: string) {
  let req = t.http
    .get(path(report(key)))
    .query(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])))
    .set(bearer(tokens[who]));
  if (host) req = req.set('Host', host);
  const res = await req;
  return { res, status: res.status, body: res.body as Row[], range: res.headers['content-range'] as string };
}

interface AppRow {
  id: number;
  external_id: string;
  applicant_name: string;
  type: number;
  program_id: number;
  program: string;
  form_id: string | null;
  process: string;
  state: string;
  state_id: number;
  sort_order: number;
  declined: boolean;
  approved: boolean;
  owner_id: number | null;
  partner: string | null;
  created_at: Date;
  submitted_at: Date | null;
  last_changed_at: Date | null;
  state_entered_at: Date;
  award_amount: string | null;
  case_number: string | null;
  client_id: string | null;
  payment_channel_name: string | null;
  payment_status_name: string | null;
  income_threshold: string | null;
  eviction_notice: boolean;
  validation_failed: number;
  validation_warning: number;
  last_changed_by_id: number | null;
  tin: string | null;
  email: string | null;
  address_line1: string | null;
  address_line2: string | null;
}

/** An instance's applications, every name read from its own table. */
const applications = (instanceId: number) =>
  query<AppRow>(
    `SELECT a.id, a.external_id, a.applicant_name, a.community_entity_type AS type, a.program_id,
            p.display_name AS program, p.external_id AS form_id, w.name AS process, s.name AS state,
            s.id AS state_id, s.sort_order, s.declined, s.approved, a.owner_id, o.name AS partner, a.created_at,
            a.submitted_at, a.last_changed_at, a.state_entered_at, a.award_amount, a.case_number, a.client_id,
            a.payment_channel_name, a.payment_status_name, a.income_threshold, a.eviction_notice,
            a.validation_failed, a.validation_warning, a.last_changed_by_id, a.answers ->> 'tin' AS tin,
            coalesce(b.email, i.email, u.email) AS email, b.address_line1, b.address_line2
       FROM applications a
       JOIN programs p ON p.id = a.program_id
       JOIN workflows w ON w.id = a.workflow_id
       JOIN workflow_states s ON s.id = a.current_state_id
       LEFT JOIN organizations o ON o.id = a.organization_id
       LEFT JOIN accounts ac ON ac.id = a.applicant_account_id
       LEFT JOIN businesses b ON ac.entity_type = 1 AND b.id = ac.entity_id
       LEFT JOIN individuals i ON ac.entity_type = 2 AND i.id = ac.entity_id
       LEFT JOIN users u ON u.id = a.applicant_user_id
      WHERE a.instance_id = $1
      ORDER BY a.created_at, a.id`,
    [instanceId],
  );

const payeeType = (a: AppRow) => (a.type === 1 ? 'Business' : 'Individual');
const isPayee = (a: AppRow) => a.award_amount !== null && !a.declined;
const cents = (amount: string | null) => (amount === null ? 0 : Math.round(Number(amount) * 100));
const COMMUNITY = { individual: 2, business: 1 } as const;

/** What each report holds for springfield's admin, worked out from the tables. */
async function expectedRows(key: string): Promise<string[][]> {
  const [group, name] = key.split('/') as [string, string];
  const apps = await applications(SPRINGFIELD);
  const type = COMMUNITY[group as keyof typeof COMMUNITY];
  const ofType = apps.filter((a) => a.type === type);
  const byId = (ids: { id: number }[], rows: AppRow[]) =>
    ids.map(({ id }) => rows.find((a) => a.id === id) as AppRow);
  switch (name) {
    case 'login-activity': {
      const events = await query(
        `SELECT le.created_at, u.email, u.phone, u.first_name, u.last_name, b.company_name, le.success, le.failure_code
           FROM login_events le
           LEFT JOIN users u ON u.id = le.user_id
           LEFT JOIN accounts ac ON ac.id = le.account_id
           LEFT JOIN businesses b ON ac.entity_type = 1 AND b.id = ac.entity_id
          WHERE le.instance_id = $1
            AND (le.community_entity_type = $2 OR (le.community_entity_type IS NULL AND le.user_id IN (
                  SELECT user_id FROM accounts WHERE instance_id = $1 AND community_entity_type = $2)))
          ORDER BY le.created_at, le.id`,
        [SPRINGFIELD, type],
      );
      return events.map((e) => [
        utc(e.created_at),
        text(e.email ?? e.phone),
        [e.first_name, e.last_name].filter(Boolean).join(' '),
        ...(group === 'business' ? [text(e.company_name)] : []),
        e.success ? 'Success' : 'Failed',
        text(e.failure_code),
      ]);
    }
    case 'data-accuracy': {
      const results = await query(
        `SELECT a.external_id, a.applicant_name, p.display_name, r.name, vr.outcome, vr.message, vr.ran_at
           FROM validation_results vr
           JOIN applications a ON a.id = vr.application_id
           JOIN programs p ON p.id = a.program_id
           JOIN validation_rules r ON r.id = vr.rule_id
          WHERE vr.instance_id = $1 AND a.community_entity_type = $2
          ORDER BY a.created_at, a.id, r.name, vr.id`,
        [SPRINGFIELD, type],
      );
      return results.map((r) => [...Object.values(r).slice(0, 6).map(text), utc(r.ran_at)]);
    }
    case 'applications-resources':
      return ofType.map((a) => [
        a.external_id,
        a.applicant_name,
        a.program,
        a.process,
        a.state,
        nameOf(a.owner_id),
        text(a.partner),
        utc(a.created_at),
        utc(a.submitted_at),
        utc(a.last_changed_at),
        text(a.award_amount),
      ]);
    case 'bulk-operations': {
      const events = await query(
        `SELECT b.id AS operation, b.created_at, b.actor_user_id, b.action, a.external_id, a.applicant_name,
                p.display_name, fs.name AS from_state, ts.name AS to_state, e.from_owner_id, e.to_owner_id, e.comment
           FROM application_events e
           JOIN bulk_operations b ON b.id = e.bulk_operation_id
           JOIN applications a ON a.id = e.application_id
           JOIN programs p ON p.id = a.program_id
           LEFT JOIN workflow_states fs ON fs.id = e.from_state_id
           LEFT JOIN workflow_states ts ON ts.id = e.to_state_id
          WHERE e.instance_id = $1 AND a.community_entity_type = $2
          ORDER BY b.created_at, b.id, a.id`,
        [SPRINGFIELD, type],
      );
      return events.map((e) => [
        text(e.operation),
        utc(e.created_at),
        nameOf(e.actor_user_id),
        text(e.action),
        text(e.external_id),
        text(e.applicant_name),
        text(e.display_name),
        text(e.from_state),
        text(e.to_state),
        nameOf(e.from_owner_id),
        nameOf(e.to_owner_id),
        text(e.comment),
      ]);
    }
    case 'resource-status': {
      const groups = new Map<string, { a: AppRow; n: number; award: number }>();
      for (const a of ofType) {
        const k = `${a.program_id}/${a.state_id}`;
        const g = groups.get(k) ?? { a, n: 0, award: 0 };
        groups.set(k, { a, n: g.n + 1, award: g.award + cents(a.award_amount) });
      }
      const order = await query<{ id: number }>(
        'SELECT id FROM programs WHERE instance_id = $1 ORDER BY display_name, id',
        [SPRINGFIELD],
      );
      const rank = (programId: number) => order.findIndex((p) => p.id === programId);
      return [...groups.values()]
        .sort(
          (x, y) =>
            rank(x.a.program_id) - rank(y.a.program_id) ||
            x.a.sort_order - y.a.sort_order ||
            x.a.state_id - y.a.state_id,
        )
        .map(({ a, n, award }) => [
          String(a.program_id),
          a.program,
          a.state,
          String(n),
          (award / 100).toFixed(2),
        ]);
    }
    case 'resource-eligibility': {
      const programs = await query<{
        id: number;
        display_name: string;
        active: boolean;
        sign_up_business: boolean;
        eligibility_criteria: { label: string; description?: string }[];
        audience: number[];
      }>(
        `SELECT id, display_name, active, sign_up_business, eligibility_criteria, audience FROM programs
          WHERE instance_id = $1 ORDER BY display_name, id`,
        [SPRINGFIELD],
      );
      return programs
        .filter((p) => p.audience.includes(1))
        .map((p) => {
          const own = ofType.filter((a) => a.program_id === p.id);
          return [
            String(p.id),
            p.display_name,
            yesNo(p.active),
            yesNo(p.sign_up_business),
            p.eligibility_criteria
              .map((c) => (c.description ? `${c.label}: ${c.description}` : c.label))
              .join('\n'),
            String(own.length),
            String(own.filter((a) => a.approved).length),
            String(own.filter((a) => a.declined).length),
          ];
        });
    }
    case 'tin-file': {
      const order = await query<{ id: number }>(
        'SELECT id FROM applications WHERE instance_id = $1 ORDER BY applicant_name, id',
        [SPRINGFIELD],
      );
      return byId(order, apps)
        .filter(isPayee)
        .map((a) => [
          a.applicant_name,
          payeeType(a),
          text(a.tin),
          text(a.email),
          text(a.address_line1),
          text(a.address_line2),
          a.external_id,
          a.program,
          text(a.award_amount),
        ]);
    }
    case 'award-payout-file':
      return apps
        .filter((a) => isPayee(a) && a.payment_status_name !== 'Paid' && a.state !== 'Paid')
        .map((a) => [
          a.external_id,
          text(a.case_number),
          text(a.client_id),
          a.program,
          a.applicant_name,
          payeeType(a),
          text(a.payment_channel_name),
          text(a.award_amount),
          a.state,
          utc(a.state_entered_at),
        ]);
    case 'finance-review-file': {
      const ledger = await ledgerOf(SPRINGFIELD);
      return apps.filter(isPayee).map((a) => {
        const paid = ledger.get(a.id);
        return [
          a.external_id,
          a.program,
          a.applicant_name,
          payeeType(a),
          text(a.award_amount),
          text(a.income_threshold),
          yesNo(a.eviction_notice),
          String(a.validation_failed),
          String(a.validation_warning),
          paid ? dollars(paid.received - paid.refunded) : '',
          a.state,
          nameOf(a.owner_id),
          nameOf(a.last_changed_by_id),
          utc(a.last_changed_at),
        ];
      });
    }
    case 'payment-reports-file': {
      const ledger = await ledgerOf(SPRINGFIELD);
      return apps
        .filter((a) => a.payment_channel_name !== null || a.payment_status_name !== null)
        .map((a) => {
          const paid = ledger.get(a.id);
          return [
            a.external_id,
            a.program,
            a.applicant_name,
            text(a.payment_channel_name),
            text(a.payment_status_name),
            text(a.award_amount),
            String(paid?.payments.size ?? 0),
            paid?.currency ?? '',
            paid ? dollars(paid.received) : '',
            paid ? dollars(paid.refunded) : '',
            paid ? utc(paid.last) : '',
            a.state,
            utc(a.state_entered_at),
          ];
        });
    }
    default:
      throw new Error(`no expectation for ${key}`);
  }
}

/** Riverton's sync report, ordered by last change. */
async function expectedSyncRows(): Promise<string[][]> {
  const lastChange = (a: AppRow) => (a.last_changed_at ?? a.created_at).getTime();
  return (await applications(RIVERTON))
    .sort((x, y) => lastChange(x) - lastChange(y) || x.id - y.id)
    .map((a) => [
      a.external_id,
      a.program,
      text(a.form_id),
      a.applicant_name,
      a.state,
      nameOf(a.owner_id),
      utc(a.submitted_at),
      utc(a.last_changed_at ?? a.created_at),
    ]);
}

/** One bulk owner change as springfield's admin, to an owner a move out of the current state offers. */
async function reassign(externalId: string): Promise<void> {
  const [{ id, owner_id }] = await query<{ id: number; owner_id: number | null }>(
    'SELECT id, owner_id FROM applications WHERE external_id = $1',
    [externalId],
  );
  const options = await t.http
    .get(`/api/admin/applications/possible-states?ids=${id}`)
    .set(bearer(tokens.admin))
    .expect(200);
  const owner = (options.body as { possible_user_id: number | null }[]).find(
    (o) => o.possible_user_id !== null && o.possible_user_id !== owner_id,
  );
  if (!owner) throw new Error(`no other owner offered for ${externalId}`);
  const res = await t.http
    .post('/api/admin/applications/bulk')
    .set(bearer(tokens.admin))
    .send({ action: 'UPDATE_OWNER', ids: [id], ownerId: owner.possible_user_id, comment: TRICKY_COMMENT })
    .expect(200);
  expect(res.body.succeeded).toEqual([id]);
}

/** The demo applicant pays their application from a bank account; once settled, the admin refunds it. */
async function payAndRefund(externalId: string): Promise<void> {
  const [{ id }] = await query<{ id: number }>('SELECT id FROM applications WHERE external_id = $1', [
    externalId,
  ]);
  const applicant = bearer(tokens.applicant);
  const verified = await t.http
    .post('/api/payments/verify-account')
    .set(applicant)
    .send({ routing_number: '110000000', account_number: '000123456789' })
    .expect(200);
  const { body: payment } = await t.http
    .post('/api/payments/create-charge')
    .set(applicant)
    .set('idempotency-key', randomUUID())
    .send({ applicationId: id, amount: 50000, currency: 'USD', source: verified.body.token })
    .expect(201);
  const statusOf = async () =>
    (await query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [payment.id]))[0].status;
  for (let i = 0; i < 200 && (await statusOf()) === 'processing'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await statusOf()).toBe('succeeded');
  await t.http
    .post(`/api/admin/payments/${payment.id}/refund`)
    .set(bearer(tokens.admin))
    .set('idempotency-key', randomUUID())
    .send({ reason: 'Reports test' })
    .expect(201);
}

/**
 * Each application's payments as the ledger booked them, summed here from the entries on the program's
 * account: count, currency, money received by settlements and paid back by refunds, the latest payment.
 */
async function ledgerOf(instanceId: number) {
  const entries = await query<{
    application_id: number;
    payment_id: number;
    currency: string;
    created_at: Date;
    kind: string | null;
    amount: string | null;
  }>(
    `SELECT py.application_id, py.id AS payment_id, py.currency, py.created_at, lt.kind,
            le.amount_minor::text AS amount
       FROM payments py
       LEFT JOIN ledger_transactions lt ON lt.payment_id = py.id
       LEFT JOIN ledger_entries le ON le.transaction_id = lt.id
       LEFT JOIN ledger_accounts la ON la.id = le.account_id
      WHERE py.instance_id = $1 AND (la.name IS NULL OR la.name = 'program:' || py.program_id)`,
    [instanceId],
  );
  const ledger = new Map<
    number,
    { payments: Set<number>; currency: string; received: number; refunded: number; last: Date }
  >();
  for (const e of entries) {
    const row = ledger.get(e.application_id) ?? {
      payments: new Set<number>(),
      currency: e.currency,
      received: 0,
      refunded: 0,
      last: e.created_at,
    };
    row.payments.add(e.payment_id);
    if (e.kind === 'settlement') row.received += Number(e.amount);
    if (e.kind === 'refund') row.refunded -= Number(e.amount);
    if (e.created_at > row.last) row.last = e.created_at;
    ledger.set(e.application_id, row);
  }
  return ledger;
}

const dollars = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

beforeAll(async () => {
  unthrottled();
  t = await startTestApp({ env: { PORCHLIGHT_PAYMENTS_SETTLE_MS: '0', PORCHLIGHT_JOBS_POLL_MS: '500' } });
  for (const [key, loginId, instance] of [
    ['admin', 'admin@springfield.example', 'springfield'],
    ['caseworker', 'caseworker@springfield.example', 'springfield'],
    ['applicant', 'applicant@springfield.example', 'springfield'],
    ['owner', 'owner@springfield.example', 'springfield'],
    ['reviewer', 'reviewer@riverton.example', 'riverton'],
    ['rivertonAdmin', 'admin@riverton.example', 'riverton'],
  ]) {
    tokens[key] = await sessionTokenFor(t, loginId, instance);
  }
  // Login activity through the real sign-in: sessions opened, and refused passwords.
  await sessionToken(t, 'applicant@springfield.example');
  await sessionToken(t, 'owner@springfield.example');
  expect((await login(t, 'owner@springfield.example', 'Not-The-Password-9')).status).toBe(401);
  expect((await login(t, 'applicant@springfield.example', 'Not-The-Password-9')).status).toBe(401);
  // Another instance's sign-in, which springfield's reports must not show.
  await query(
    `INSERT INTO login_events (instance_id, user_id, community_entity_type, success)
     SELECT $1, id, 2, true FROM users WHERE email = 'reviewer@riverton.example'`,
    [RIVERTON],
  );
  // Text that needs quoting, and text beyond ASCII.
  await query('UPDATE applications SET applicant_name = $1 WHERE external_id = $2', [
    TRICKY_NAME,
    'SPR-10005',
  ]);
  await query(
    `UPDATE businesses SET address_line1 = $1 WHERE company_name = 'Haddad Family Bakery' AND instance_id = $2`,
    [TRICKY_ADDRESS, SPRINGFIELD],
  );
  await reassign('SPR-10005');
  await reassign('SPR-10009');
  await payAndRefund('SPR-10005');
  for (const row of await query<{
    id: number;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    phone: string | null;
  }>('SELECT id, first_name, last_name, email, phone FROM users')) {
    userNames.set(
      row.id,
      [row.first_name, row.last_name].filter(Boolean).join(' ') || (row.email ?? row.phone ?? ''),
    );
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const SPRINGFIELD_REPORTS = REPORTS.filter((r) => r.group !== 'sync').map((r) => `${r.group}/${r.name}`);

describe('each report as CSV holds the rows of the database', () => {
  it.each(SPRINGFIELD_REPORTS)('%s', async (key) => {
    const { res, header, rows } = await csvOf(key);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${key.replace('/', '-')}.csv"`);
    expect(header).toEqual(report(key).columns.map((c) => c.header));
    expect(rows).toEqual(await expectedRows(key));
  });

  it('the payment reports file books what the ledger holds: SPR-10005 paid 500.00 USD, then refunded', async () => {
    const { header, rows } = await csvOf('downloads/payment-reports-file');
    const row = rows.find((r) => r[0] === 'SPR-10005');
    const column = (name: string) => row?.[header.indexOf(name)];
    expect([column('Payments'), column('Currency'), column('Received'), column('Refunded')]).toEqual([
      '1',
      'USD',
      '500.00',
      '500.00',
    ]);
    expect([column('Payment channel'), column('Payment status'), column('Status')]).toEqual([
      'Direct deposit',
      'Refunded',
      'Paid',
    ]);
  });

  it('the seeded world gives every report something to show', async () => {
    for (const key of SPRINGFIELD_REPORTS) expect((await expectedRows(key)).length).toBeGreaterThan(0);
  });

  it('names the columns a program officer reads, header first', async () => {
    const { res } = await csvOf('individual/applications-resources');
    expect(res.text.split('\n')[0]).toBe(
      'Application ID,Applicant,Program,Process,Status,Assigned to,Partner,Created at (UTC),Submitted at (UTC),Last change (UTC),Award amount',
    );
    expect((await csvOf('downloads/tin-file')).header).toEqual([
      'Payee',
      'Payee type',
      'TIN',
      'Email',
      'Address line 1',
      'Address line 2',
      'Application ID',
      'Program',
      'Award amount',
    ]);
  });
});

describe('RFC 4180 quoting', () => {
  it('quotes fields with commas, double quotes and line breaks, doubling the quotes, in UTF-8', async () => {
    const { res, rows } = await csvOf('individual/applications-resources');
    expect(res.text).toContain(`SPR-10005,"Doe, ""Jay""\nJunior — Zoë 日本",`);
    expect(rows.find((r) => r[0] === 'SPR-10005')?.[1]).toBe(TRICKY_NAME);
    const bytes = await t.http
      .get(path(report('individual/applications-resources'), true))
      .set(bearer(tokens.admin))
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect((bytes.body as Buffer).includes(Buffer.from('Zoë 日本', 'utf8'))).toBe(true);
  });

  it('round-trips the quoted values in every report they reach', async () => {
    expect((await csvOf('downloads/tin-file')).rows.some((r) => r[0] === TRICKY_NAME)).toBe(true);
    expect((await csvOf('downloads/tin-file')).rows.some((r) => r[4] === TRICKY_ADDRESS)).toBe(true);
    const bulk = await csvOf('individual/bulk-operations');
    expect(bulk.rows.map((r) => [r[4], r[5], r[11]])).toContainEqual([
      'SPR-10005',
      TRICKY_NAME,
      TRICKY_COMMENT,
    ]);
    expect((await csvOf('business/bulk-operations')).rows.map((r) => [r[4], r[11]])).toEqual([
      ['SPR-10009', TRICKY_COMMENT],
    ]);
  });

  it('writes a missing value as an empty field', async () => {
    const { res } = await csvOf('downloads/tin-file');
    // An individual payee has no TIN and no address: three empty fields in a row.
    expect(res.text).toMatch(/,Individual,,[^,\n]*,,,SPR-/);
  });
});

describe('JSON pages (simple-rest)', () => {
  it.each([...SPRINGFIELD_REPORTS])('%s: rows keyed by header, the same as its CSV', async (key) => {
    const { rows } = await csvOf(key);
    const { status, body, range } = await jsonOf(key, { range: [0, 999] });
    expect(status).toBe(200);
    expect(range).toBe(
      rows.length ? `${report(key).name} 0-${rows.length - 1}/${rows.length}` : `${report(key).name} */0`,
    );
    for (const row of body) expect(Object.keys(row)).toEqual(report(key).columns.map((c) => c.header));
    expect(body.map((row) => Object.values(row).map(text))).toEqual(rows);
  });

  it('pages 25 rows by default and any range asked for, with Content-Range over the total', async () => {
    const key = 'individual/applications-resources';
    const { rows } = await csvOf(key);
    const first = await jsonOf(key);
    expect(first.range).toBe(`applications-resources 0-24/${rows.length}`);
    expect(first.body.map((r) => r['Application ID'])).toEqual(rows.slice(0, 25).map((r) => r[0]));
    const second = await jsonOf(key, { range: [5, 9] });
    expect(second.range).toBe(`applications-resources 5-9/${rows.length}`);
    expect(second.body.map((r) => r['Application ID'])).toEqual(rows.slice(5, 10).map((r) => r[0]));
    const past = await jsonOf(key, { range: [900, 924] });
    expect(past.body).toEqual([]);
    expect(past.range).toBe(`applications-resources */${rows.length}`);
  });

  it('sorts by any column, ties in the report order', async () => {
    const { body } = await jsonOf('individual/applications-resources', {
      sort: ['Applicant', 'DESC'],
      range: [0, 9],
    });
    const expected = await query<{ external_id: string }>(
      `SELECT external_id FROM applications WHERE instance_id = $1 AND community_entity_type = 2
        ORDER BY applicant_name DESC, created_at, id LIMIT 10`,
      [SPRINGFIELD],
    );
    expect(body.map((r) => r['Application ID'])).toEqual(expected.map((r) => r.external_id));
  });

  it('refuses a malformed range or an unknown sort column with 400', async () => {
    const range = await jsonOf('individual/applications-resources', { range: [10, 2] });
    expect(range.status).toBe(400);
    expect(range.res.body).toMatchObject({ statusCode: 400, code: 'invalidRange' });
    const sort = await jsonOf('individual/applications-resources', { sort: ['password', 'ASC'] });
    expect(sort.res.body).toMatchObject({ statusCode: 400, code: 'unknownSortField' });
  });
});

describe('filters: programId, from, to', () => {
  it('a program keeps its rows only, in CSV and JSON alike', async () => {
    const all = (await csvOf('individual/applications-resources')).rows;
    const { rows } = await csvOf('individual/applications-resources', 'admin', { programId: 6 });
    expect(rows).toEqual(all.filter((r) => r[2] === 'Child Savings Account'));
    expect(rows.length).toBeGreaterThan(0);
    const json = await jsonOf('individual/applications-resources', {
      filter: { programId: 6 },
      range: [0, 999],
    });
    expect(json.body.map((r) => r['Application ID'])).toEqual(rows.map((r) => r[0]));
  });

  it('a period keeps whole UTC days, both ends included', async () => {
    const all = (await csvOf('business/applications-resources')).rows;
    const created = (r: string[]) => r[7].slice(0, 10);
    const { rows } = await csvOf('business/applications-resources', 'admin', {
      from: '2024-02-05',
      to: '2024-02-09',
    });
    expect(rows).toEqual(all.filter((r) => created(r) >= '2024-02-05' && created(r) <= '2024-02-09'));
    expect(rows.map((r) => r[0])).toEqual(['SPR-10012', 'SPR-10014']);
    const oneDay = await csvOf('business/applications-resources', 'admin', {
      from: '2024-02-09',
      to: '2024-02-09',
    });
    expect(oneDay.rows.map((r) => r[0])).toEqual(['SPR-10014']);
  });

  it('the period of a report of events is the time of the event', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await csvOf('individual/login-activity', 'admin', { from: today })).rows.length).toBeGreaterThan(
      0,
    );
    expect((await csvOf('individual/login-activity', 'admin', { to: '2020-01-01' })).rows).toEqual([]);
  });

  it("another instance's program gives no rows", async () => {
    for (const key of SPRINGFIELD_REPORTS) {
      const json = await jsonOf(key, { filter: { programId: 31 } });
      expect(json.body).toEqual([]);
      expect(json.range).toBe(`${report(key).name} */0`);
      expect((await csvOf(key, 'admin', { programId: 31 })).rows).toEqual([]);
    }
  });

  it.each([
    [{ programId: 'eight' }, 'programId', 'invalidProgramId', 'programId must be a program id'],
    [{ programId: 8.5 }, 'programId', 'invalidProgramId', 'programId must be a program id'],
    [{ from: '2024-02-30' }, 'from', 'invalidDate', 'from must be a date written YYYY-MM-DD'],
    [{ to: 'yesterday' }, 'to', 'invalidDate', 'to must be a date written YYYY-MM-DD'],
    [{ from: '2024-03-01', to: '2024-02-01' }, 'to', 'invalidPeriod', 'to must not be before from'],
  ])('refuses %j with 422 and the field at fault', async (filter, field, code, message) => {
    for (const csv of [false, true]) {
      const res = await t.http
        .get(path(report('individual/applications-resources'), csv))
        .query({ filter: JSON.stringify(filter) })
        .set(bearer(tokens.admin));
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ statusCode: 422, code, message, errors: [{ field, code, message }] });
    }
  });

  it('refuses a filter it does not know with 422', async () => {
    const res = await jsonOf('individual/applications-resources', { filter: { state: 4 } });
    expect(res.status).toBe(422);
    expect(res.res.body.errors).toEqual([
      {
        field: 'state',
        code: 'unknownFilter',
        message: 'Reports cannot be filtered by state; filters: programId, from, to',
      },
    ]);
  });
});

describe('guards: government and reviewer accounts, within their instance', () => {
  const csvPath = '/api/reports/individual/applications-resources.csv';
  const jsonPath = '/api/reports/individual/applications-resources';

  it('refuses an anonymous caller with 401', async () => {
    for (const p of [csvPath, jsonPath]) {
      const res = await t.http.get(p);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ statusCode: 401 });
    }
  });

  it('refuses individual and business accounts with 403', async () => {
    for (const who of ['applicant', 'owner']) {
      for (const p of [csvPath, jsonPath]) {
        const res = await t.http.get(p).set(bearer(tokens[who]));
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ statusCode: 403, code: 'forbidden', message: 'You may not do this' });
      }
    }
  });

  it('lets any government role read them, and reviewers', async () => {
    expect((await t.http.get(jsonPath).set(bearer(tokens.caseworker))).status).toBe(200);
    expect((await t.http.get(jsonPath).set(bearer(tokens.reviewer))).status).toBe(200);
  });

  it("shows a government account of another instance that instance's rows only", async () => {
    const { rows } = await csvOf('individual/applications-resources', 'rivertonAdmin');
    const riverton = (await applications(RIVERTON)).filter((a) => a.type === 2).map((a) => a.external_id);
    expect(rows.map((r) => r[0])).toEqual(riverton);
    expect(rows.length).toBeGreaterThan(0);
    expect((await csvOf('individual/login-activity', 'rivertonAdmin')).rows.map((r) => r[1])).toEqual([
      'reviewer@riverton.example',
    ]);
    expect((await csvOf('individual/login-activity')).rows.map((r) => r[1])).not.toContain(
      'reviewer@riverton.example',
    );
  });

  it('answers 404 in the error shape for an unknown group or name', async () => {
    for (const p of ['/api/reports/individual/resource-status', '/api/reports/nope/login-activity.csv']) {
      const res = await t.http.get(p).set(bearer(tokens.admin));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404, code: 'unknownReport' });
      expect(res.body.message).toMatch(
        /^There is no report (individual\/resource-status|nope\/login-activity); reports: /,
      );
    }
  });
});

describe('the sync report (programs spec §7)', () => {
  it("lists riverton's applications on instance 318", async () => {
    const { header, rows } = await csvOf('sync/sync-report', 'reviewer');
    expect(header).toEqual(report('sync/sync-report').columns.map((c) => c.header));
    expect(rows).toEqual(await expectedSyncRows());
    expect(rows.length).toBeGreaterThan(0);
    const json = await jsonOf('sync/sync-report', { range: [0, 999] }, 'reviewer');
    expect(json.body.map((r) => Object.values(r).map(text))).toEqual(rows);
  });

  it('answers an empty list on an instance off its list', async () => {
    const json = await jsonOf('sync/sync-report');
    expect(json.status).toBe(200);
    expect(json.body).toEqual([]);
    expect(json.range).toBe('sync-report */0');
    const { res, rows } = await csvOf('sync/sync-report');
    expect(rows).toEqual([]);
    expect(res.text).toBe(
      `${report('sync/sync-report')
        .columns.map((c) => c.header)
        .join(',')}\n`,
    );
  });

  it('answers an empty list on a qa or staging host', async () => {
    for (const host of ['riverton.qa.porchlight.example', 'riverton-staging.porchlight.example']) {
      expect((await jsonOf('sync/sync-report', {}, 'reviewer', host)).body).toEqual([]);
      expect((await csvOf('sync/sync-report', 'reviewer', undefined, host)).rows).toEqual([]);
    }
    expect(
      (await jsonOf('sync/sync-report', {}, 'reviewer', 'riverton.porchlight.example')).body.length,
    ).toBeGreaterThan(0);
  });
});

describe("the sync report follows the instance's switch (instance portal → Security)", () => {
  const setSwitch = (syncReportEnabled: boolean) =>
    t.http
      .put(`/api/admin/instance-security/${RIVERTON}`)
      .set(bearer(tokens.rivertonAdmin))
      .send({ syncReportEnabled })
      .expect(200);

  it('answers an empty list (JSON) and the header only (CSV) while the switch is off, and rows again once on', async () => {
    const header = `${report('sync/sync-report')
      .columns.map((c) => c.header)
      .join(',')}\n`;
    try {
      await setSwitch(false);
      const json = await jsonOf('sync/sync-report', { range: [0, 999] }, 'reviewer');
      expect(json.status).toBe(200);
      expect(json.body).toEqual([]);
      expect(json.range).toBe('sync-report */0');
      const { res, rows } = await csvOf('sync/sync-report', 'reviewer');
      expect(rows).toEqual([]);
      expect(res.text).toBe(header);
    } finally {
      await setSwitch(true);
    }
    const { rows } = await csvOf('sync/sync-report', 'reviewer');
    expect(rows).toEqual(await expectedSyncRows());
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('the CSV is what COPY writes', () => {
  // On the embedded database the CSV comes from a held cursor (COPY answers there in one piece): it must be
  // byte for byte the COPY … TO STDOUT of the same SELECT, an empty string and a \\. value included.
  const context = {
    instanceId: SPRINGFIELD,
    instanceFeatures: [],
    syncReportEnabled: true,
    host: 'localhost',
    development: false,
  };
  let seen = '';

  beforeAll(async () => {
    await query(`UPDATE businesses SET address_line1 = '\\.' WHERE company_name = 'Haddad Family Bakery'`);
    await query(`UPDATE applications SET applicant_name = '' WHERE external_id = 'SPR-10002'`);
  });

  async function copyOf(key: string): Promise<string> {
    const select = reportSelect(report(key), reportScope(SPRINGFIELD, {}), {
      none: !(report(key).runsFor?.(context) ?? true),
    });
    const client = await ((t.dataSource.driver as PostgresDriver).master as Pool).connect();
    try {
      const chunks: Buffer[] = [];
      const keep = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      await pipeline(client.query(copyTo(reportCopy(select))), keep);
      return Buffer.concat(chunks).toString();
    } finally {
      client.release();
    }
  }

  it.each([...SPRINGFIELD_REPORTS])('%s', async (key) => {
    const { res } = await csvOf(key);
    expect(res.text).toBe(await copyOf(key));
    seen += res.text;
  });

  it('with an empty string and a \\. value among them', () => {
    expect(seen).toContain(',"",');
    expect(seen).toContain(',\\.,');
  });
});
