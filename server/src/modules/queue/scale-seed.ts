// `porchlight seed --scale N`: N realistic applications in one instance, generated inside PostgreSQL
// (INSERT … SELECT over generate_series, in batches), so a million take about a minute, not an hour of
// round trips. They use the instance's own workflows, states, staff and partners (load the demo seed first).
import type { DataSource, QueryRunner } from 'typeorm';
import { showsCaseColumnsSql } from './queue-row.js';

export interface ScaleSeedOptions {
  /** How many applications to add. */
  count: number;
  /** The instance's sub-domain; default springfield. */
  instance?: string;
  /** Rows per INSERT statement (one transaction each). */
  batchSize?: number;
  /** VACUUM ANALYZE afterwards, so index-only scans and the planner see the new rows (default true). */
  vacuum?: boolean;
  /** Called after each batch with the rows written so far. */
  onProgress?: (written: number) => void;
}

export interface ScaleSeedReport {
  instanceId: number;
  inserted: number;
  milliseconds: number;
}

export class ScaleSeedError extends Error {}

const FIRST_NAMES = [
  'Maria',
  'James',
  'Linh',
  'Ahmed',
  'Sofia',
  'Wei',
  'Grace',
  'Omar',
  'Aisha',
  'David',
  'Elena',
  'Carlos',
  'Priya',
  'Noah',
  'Fatima',
  'Lucas',
  'Hana',
  'Mateo',
  'Chloe',
  'Kwame',
  'Olivia',
  'Ivan',
  'Zara',
  'Diego',
  'Mei',
  'Samuel',
  'Amara',
  'Jonah',
  'Leila',
  'Tomas',
  'Ruth',
  'Andre',
  'Nadia',
  'Felix',
  'Yara',
  'Owen',
  'Rosa',
  'Kenji',
  'Ines',
  'Malik',
];
const LAST_NAMES = [
  'Nguyen',
  'Smith',
  'Garcia',
  'Kim',
  'Patel',
  'Johnson',
  'Lopez',
  'Chen',
  'Brown',
  'Davis',
  'Okafor',
  'Rossi',
  'Cohen',
  'Tran',
  'Bello',
  'Haddad',
  'Ortega',
  'Alvarez',
  'Petrova',
  'Mensah',
  'Williams',
  'Martinez',
  'Singh',
  'Ali',
  'Murphy',
  'Schmidt',
  'Kowalski',
  'Yamamoto',
  'Silva',
  'Dubois',
  'Ibrahim',
  'Fischer',
  'Novak',
  'Hughes',
  'Reyes',
  'Park',
  'Abara',
  'Moreau',
  'Jensen',
  'Costa',
];
const PAYMENT_CHANNELS = ['Direct deposit', 'Check', 'Prepaid card'];
const PAYMENT_STATUSES = ['Pending', 'Scheduled', 'Paid'];
const COM_TYPES = ['EMAIL', 'SMS', 'CALL', 'VOICE'];
const SPREAD_DAYS = 730;

interface World {
  instanceId: number;
  workflows: {
    id: number;
    programId: number;
    name: string;
    payments: boolean;
    categories: string[];
    /** Its program shows Case Number and Client ID: its applications get them. */
    caseColumns: boolean;
  }[];
  states: { id: number; workflowIndex: number; name: string }[];
  /** Roles as array text ('{2,99}'), as the seed's SQL takes them. */
  staff: { id: number; name: string; roles: string }[];
  partners: { id: number; name: string }[];
}

async function loadWorld(runner: QueryRunner, subdomain: string): Promise<World> {
  const [instance]: { id: number }[] = await runner.query('SELECT id FROM instances WHERE subdomain = $1', [
    subdomain,
  ]);
  if (!instance) throw new ScaleSeedError(`no instance "${subdomain}"; load the demo seed first`);
  const workflows: World['workflows'] = await runner.query(
    `SELECT w.id, w.program_id AS "programId", w.name, w.categories,
            coalesce(jsonb_typeof(p.settings -> 'Payments' -> 'Type') = 'string', false) AS payments,
            ${showsCaseColumnsSql('p.settings')} AS "caseColumns"
       FROM workflows w JOIN programs p ON p.id = w.program_id
      WHERE w.instance_id = $1 AND EXISTS (SELECT 1 FROM workflow_states s WHERE s.workflow_id = w.id)
      ORDER BY w.id`,
    [instance.id],
  );
  if (workflows.length === 0) throw new ScaleSeedError(`instance "${subdomain}" has no workflow with states`);
  const states: { id: number; workflowId: number; name: string }[] = await runner.query(
    `SELECT id, workflow_id AS "workflowId", name FROM workflow_states
      WHERE workflow_id = ANY($1::int[]) ORDER BY workflow_id, sort_order, id`,
    [workflows.map((w) => w.id)],
  );
  const staff: World['staff'] = await runner.query(
    `SELECT DISTINCT u.id, queue_user_name(u.id) AS name, queue_owner_roles($1, u.id)::text AS roles
       FROM accounts a JOIN users u ON u.id = a.user_id
      WHERE a.instance_id = $1 AND a.entity_type = 3 AND a.active ORDER BY u.id`,
    [instance.id],
  );
  const partners: World['partners'] = await runner.query(
    'SELECT id, name FROM organizations WHERE instance_id = $1 AND active ORDER BY id',
    [instance.id],
  );
  return {
    instanceId: instance.id,
    workflows,
    states: states.map((s) => ({
      id: s.id,
      name: s.name,
      workflowIndex: workflows.findIndex((w) => w.id === s.workflowId),
    })),
    staff,
    partners,
  };
}

/**
 * The generator: one row per number of the series, every choice drawn per row from the arrays of the
 * world (1-based in SQL). Names of state, process, owner, last changer and partner, and the owner's roles,
 * are written with the row, so the insert trigger has nothing to look up; createdAt rises with the series
 * over the last two years, which also keeps most index insertions at the right edge of their index.
 */
const INSERT_BATCH = `
INSERT INTO applications (
  instance_id, program_id, workflow_id, current_state_id, state_name, process_name, state_entered_at,
  external_id, owner_id, owner_name, organization_id, company_name, community_entity_type, applicant_name,
  client_id, case_number, payment_channel_name, payment_status_name, eviction_notice, income_threshold,
  award_amount, category_name, last_changed_by_id, last_changed_at, last_com_date, last_com_direction,
  last_com_type, unread_email, unread_sms, unread_voice, unread_ivr, validation_total, validation_warning,
  validation_failed, validation_passed, submitted_at, created_at, last_changed_by_name, owner_roles)
SELECT $1, ($2::int[])[r.w], ($3::int[])[r.w], ($5::int[])[r.s], ($6::text[])[r.s], ($4::text[])[r.w],
       least(r.created + r.r_state * interval '60 days', now()),
       $13 || lpad(r.g::text, 8, '0'),
       ($9::int[])[r.o], ($10::text[])[r.o], ($11::int[])[r.p], ($12::text[])[r.p],
       CASE WHEN r.r_kind < 0.15 THEN 1 ELSE 2 END,
       ($14::text[])[1 + floor(r.r_first * cardinality($14::text[]))::int] || ' ' ||
         ($15::text[])[1 + floor(r.r_last * cardinality($15::text[]))::int],
       CASE WHEN ($16::boolean[])[r.w] THEN 'C-' || lpad((r.g % 1000000)::text, 6, '0') END,
       CASE WHEN ($16::boolean[])[r.w] THEN 'CASE-' || lpad(r.g::text, 8, '0') END,
       CASE WHEN ($7::boolean[])[r.w] AND r.r_pay < 0.7 THEN ($17::text[])[1 + floor(r.r_pay / 0.7 * 3)::int] END,
       CASE WHEN ($7::boolean[])[r.w] AND r.r_pay < 0.7 THEN ($18::text[])[1 + floor(r.r_pay / 0.7 * 3)::int] END,
       r.r_kind > 0.9, round((20000 + r.r_first * 60000)::numeric, 2), round((250 + r.r_last * 4750)::numeric, 2),
       CASE WHEN ($8::text[])[r.w] <> '' THEN (string_to_array(($8::text[])[r.w], '|'))
         [1 + floor(r.r_pay * cardinality(string_to_array(($8::text[])[r.w], '|')))::int] END,
       ($9::int[])[r.o], CASE WHEN r.o IS NOT NULL THEN least(r.created + r.r_state * interval '60 days', now()) END,
       CASE WHEN r.r_com < 0.6 THEN least(r.created + r.r_com * interval '50 days', now()) END,
       CASE WHEN r.r_com < 0.6 THEN CASE WHEN r.r_dir < 0.5 THEN 'inbound' ELSE 'outbound' END END,
       CASE WHEN r.r_com < 0.6 THEN ($19::text[])[1 + floor(r.r_dir * 4)::int] END,
       CASE WHEN r.r_unread < 0.15 THEN 1 ELSE 0 END, CASE WHEN r.r_unread < 0.08 THEN 2 ELSE 0 END,
       CASE WHEN r.r_unread > 0.97 THEN 1 ELSE 0 END, 0,
       3, CASE WHEN r.r_valid < 0.2 THEN 1 ELSE 0 END, CASE WHEN r.r_valid < 0.1 THEN 1 ELSE 0 END,
       3 - (CASE WHEN r.r_valid < 0.2 THEN 1 ELSE 0 END) - (CASE WHEN r.r_valid < 0.1 THEN 1 ELSE 0 END),
       r.created, r.created, ($10::text[])[r.o], ($27::text[])[r.o]::int[]
  FROM (
    SELECT g, w, ($20::int[])[w] + floor(random() * ($21::int[])[w])::int AS s,
           CASE WHEN random() < 0.8 AND cardinality($9::int[]) > 0 THEN 1 + floor(random() * cardinality($9::int[]))::int END AS o,
           CASE WHEN random() < 0.3 AND cardinality($11::int[]) > 0 THEN 1 + floor(random() * cardinality($11::int[]))::int END AS p,
           random() AS r_kind, random() AS r_first, random() AS r_last, random() AS r_pay, random() AS r_state,
           random() AS r_com, random() AS r_dir, random() AS r_unread, random() AS r_valid,
           $22::timestamptz + (g - $23) * $24::interval AS created
      FROM (SELECT g, 1 + floor(random() * cardinality($3::int[]))::int AS w FROM generate_series($25::int, $26::int) g) n
  ) r`;

/** Adds `count` applications to one instance, in batches, keeping the queue's kept counts right (triggers). */
export async function seedScale(dataSource: DataSource, options: ScaleSeedOptions): Promise<ScaleSeedReport> {
  const { count, instance = 'springfield', batchSize = 100_000, vacuum = true, onProgress } = options;
  if (!Number.isSafeInteger(count) || count < 1)
    throw new ScaleSeedError('the scale must be a positive whole number');
  const started = Date.now();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const world = await loadWorld(runner, instance);
    // Each workflow's states are a slice of the states array: its first index and how many.
    const firstState = world.workflows.map(
      (_, i) => world.states.findIndex((s) => s.workflowIndex === i) + 1,
    );
    const stateCount = world.workflows.map(
      (_, i) => world.states.filter((s) => s.workflowIndex === i).length,
    );
    const runTag = `SC${started.toString(36).toUpperCase()}-`;
    const spreadStart = new Date(started - SPREAD_DAYS * 86_400_000);
    const step = `${(SPREAD_DAYS * 86_400) / count} seconds`;
    let written = 0;
    while (written < count) {
      const n = Math.min(batchSize, count - written);
      await runner.startTransaction();
      try {
        // A seed that fails is simply run again; it need not wait for each commit to reach the disk.
        await runner.query('SET LOCAL synchronous_commit = off');
        await runner.query('SET LOCAL gin_pending_list_limit = 65536');
        await runner.query(INSERT_BATCH, [
          world.instanceId,
          world.workflows.map((w) => w.programId),
          world.workflows.map((w) => w.id),
          world.workflows.map((w) => w.name),
          world.states.map((s) => s.id),
          world.states.map((s) => s.name),
          world.workflows.map((w) => w.payments),
          world.workflows.map((w) => w.categories.join('|')),
          world.staff.map((s) => s.id),
          world.staff.map((s) => s.name),
          world.partners.map((p) => p.id),
          world.partners.map((p) => p.name),
          runTag,
          FIRST_NAMES,
          LAST_NAMES,
          world.workflows.map((w) => w.caseColumns),
          PAYMENT_CHANNELS,
          PAYMENT_STATUSES,
          COM_TYPES,
          firstState,
          stateCount,
          spreadStart,
          1,
          step,
          written + 1,
          written + n,
          world.staff.map((s) => s.roles),
        ]);
        await runner.commitTransaction();
      } catch (error) {
        await runner.rollbackTransaction();
        throw error;
      }
      written += n;
      onProgress?.(written);
    }
    // The kept counts and names too: their statistics steer the plans of deep pages and name searches, as
    // autovacuum would leave them on a running server.
    if (vacuum) {
      await runner.query(
        'VACUUM (ANALYZE) applications, application_counts, application_day_counts, application_process_counts, applicant_names',
      );
    }
    return { instanceId: world.instanceId, inserted: written, milliseconds: Date.now() - started };
  } finally {
    await runner.release();
  }
}
