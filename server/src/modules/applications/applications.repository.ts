import { Inject, Injectable } from '@nestjs/common';
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { ChosenAddon } from '../../contract/addons.js';
import type {
  ApplicationEventKind,
  ApplicationEventWire,
  ApplicationNote,
  ApplicationRecord,
  NamedRef,
  WorkflowMovement,
} from '../../contract/application-record.js';
import type { AcceptedDeclaration } from '../../contract/declarations.js';
import { isApplicationId } from './application-id.js';
import type { ApplicationsDb, ApplicationTables, UnreadColumn } from './application-tables.js';

/** The token of the applications domain's Kysely instance (ApplicationsModule provides it). */
export const APPLICATIONS_DB = Symbol('APPLICATIONS_DB');

/** One audit event to append. Unset columns are null. */
export interface NewApplicationEvent {
  instanceId: number;
  applicationId: number;
  type: ApplicationEventKind;
  actorUserId: number | null;
  fromStateId?: number | null;
  toStateId?: number | null;
  fromOwnerId?: number | null;
  toOwnerId?: number | null;
  comment?: string | null;
  reasonId?: number | null;
  bulkOperationId?: number | null;
}

/**
 * Where a statement of the domain runs: its query builder or one of its transactions, or the manager of a
 * TypeORM transaction (submit, bulk, validations and messages change applications in TypeORM transactions,
 * and their statements here must run in the same one).
 */
export type ApplicationsWriter =
  | ApplicationsDb
  | { query(text: string, parameters: unknown[]): Promise<unknown> };

/** Runs a compiled statement through a writer; the rows of a SELECT. */
async function run<R>(writer: ApplicationsWriter, query: CompiledQuery<R>): Promise<R[]> {
  if ('executeQuery' in writer) return (await writer.executeQuery(query)).rows;
  return (await writer.query(query.sql, [...query.parameters])) as R[];
}

/** A payment event's change to its application (recordPayments). */
export interface PaymentChange {
  instanceId: number;
  applicationId: number;
  actorUserId: number | null;
  channel: string;
  status: string;
  comment: string;
  /** The workflow state the payment takes the application to, from one of `from` (when its workflow has it). */
  move: { to: string; from: string[] } | null;
}

/** A submitted application as submit inserts it. */
export interface NewApplication {
  instanceId: number;
  programId: number;
  workflowId: number;
  currentStateId: number;
  applicantUserId: number;
  applicantAccountId: number;
  communityEntityType: number;
  applicantName: string;
  organizationId: number | null;
  answers: Record<string, unknown>;
  /** The statements accepted on submitting (none for a draft). */
  declarations: AcceptedDeclaration[];
  /** The add-ons chosen on submitting (none for a draft). */
  addons: ChosenAddon[];
  /** The applicant's household (contract householdKey), for one-per-household rules; null if unknown. */
  householdKey: string | null;
  /** Null for a draft (still in Form in progress). */
  submittedAt: Date | null;
}

/** A draft as submit reads it to save or complete it. */
export interface DraftRow {
  id: number;
  programId: number;
  workflowId: number;
  currentStateId: number;
  submittedAt: Date | null;
  applicantName: string;
}

/** What the applicant's own page reads of their application (names by public label). */
export interface ApplicantApplicationRow {
  id: number;
  externalId: string;
  programId: number;
  programName: string;
  stateName: string;
  publicLabel: string;
  submittedAt: Date | null;
  createdAt: Date;
  answers: Record<string, unknown>;
  formFields: { name: string; label: string; type: string }[];
}

/** What a TIN or award-payout upload reads of an application it names. */
export interface PayeeState {
  id: number;
  externalId: string;
  /** numeric(12, 2) as PostgreSQL writes it. */
  awardAmount: string | null;
  paymentStatusName: string | null;
}

/** What the payments domain reads of an application it is asked to charge. */
export interface PaymentTarget {
  id: number;
  programId: number;
  applicantAccountId: number | null;
  stateName: string;
  /** The program's settings.Payments.Type (false or absent: it takes no payments). */
  paymentsType: unknown;
  /** The program's settings.Payments, whose Amount and Currency say what is owed. */
  payments: unknown;
  paymentStatusName: string | null;
}

/** The answer of TIN matching for one application. */
export interface TinMatch {
  applicationId: number;
  tin: string;
  result: 'match' | 'no-match';
}

/** What the record page reads of an application beyond its queue row. */
/** How an audit trail names states: as staff know them, or by their public labels (for the applicant). */
export type StateNames = 'internal' | 'public';

export interface RecordDetail {
  answers: Record<string, unknown>;
  /** The statements the applicant accepted on submitting. */
  declarations: AcceptedDeclaration[];
  /** The add-ons the applicant chose on submitting. */
  addons: ChosenAddon[];
  /** The program's form as stored (form_fields jsonb): section titles group the record's answers. */
  formFields: { name: string; label: string; type: string; section?: string }[];
  applicant: Omit<ApplicationRecord['applicant'], 'individualId' | 'businessId'>;
  /** The account that applied (the record finds the individual it stands for). */
  applicantAccountId: number | null;
}

/** The applications the caller may see: the instance, and the processes they work (null: every one). */
/** A submission or a state change of an application, by the states' staff names. */
export interface StateChange {
  id: number;
  at: Date;
  type: 'submitted' | 'status';
  applicationId: number;
  actorName: string | null;
  fromState: string | null;
  toState: string | null;
}

export interface ApplicationScope {
  instanceId: number;
  processIds: number[] | null;
}

/** The movements asked for; dates are ISO strings, already checked. */
export interface MovementFilter {
  applicationId?: number;
  stage?: number;
  from?: Date;
  to?: Date;
  text?: string;
}

const userName = (column: string) => sql<string | null>`queue_user_name(${sql.ref(column)})`;
const named = (id: number | null, name: string | null): NamedRef | null =>
  id === null ? null : { id, name };
/** The ILIKE pattern of text contained anywhere (its % and _ taken as text). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The window every movement computation orders an application's events by. */
const BY_APPLICATION = sql`PARTITION BY application_id ORDER BY created_at, id`;

/**
 * The applications domain's data: applications, their audit events and notes, and the movements the audit
 * trail implies. Every query is scoped by instance; results are typed by the table interfaces
 * (application-tables.ts) and mapped to the contract's wire shapes here.
 */
@Injectable()
export class ApplicationsRepository {
  constructor(@Inject(APPLICATIONS_DB) private readonly db: Kysely<ApplicationTables>) {}

  /**
   * Appends audit events, one statement whatever their count (arrays unnested), through the writer of the
   * change they record, so a change and its events commit together.
   */
  async appendEvents(writer: ApplicationsWriter, events: NewApplicationEvent[]): Promise<void> {
    if (events.length === 0) return;
    const column = <T>(pick: (e: NewApplicationEvent) => T | undefined) => events.map((e) => pick(e) ?? null);
    const query = this.db
      .insertInto('application_events')
      .columns([
        'instance_id',
        'application_id',
        'type',
        'actor_user_id',
        'from_state_id',
        'to_state_id',
        'from_owner_id',
        'to_owner_id',
        'comment',
        'reason_id',
        'bulk_operation_id',
      ])
      .expression(
        sql`SELECT * FROM unnest(${column((e) => e.instanceId)}::int[], ${column((e) => e.applicationId)}::int[],
          ${column((e) => e.type)}::text[], ${column((e) => e.actorUserId)}::int[],
          ${column((e) => e.fromStateId)}::int[], ${column((e) => e.toStateId)}::int[],
          ${column((e) => e.fromOwnerId)}::int[], ${column((e) => e.toOwnerId)}::int[],
          ${column((e) => e.comment)}::text[], ${column((e) => e.reasonId)}::int[],
          ${column((e) => e.bulkOperationId)}::int[])`,
      )
      .compile();
    await run(writer, query);
  }

  /**
   * Writes the validation summary (counts by outcome of the application's results) onto the row. Not an
   * edit of the application: neither its version nor its last-change time moves, so concurrent moves that
   * compare them are not refused.
   */
  async keepValidationSummary(writer: ApplicationsWriter, instanceId: number, applicationId: number) {
    const count = (outcome: string) => sql<number>`count(*) FILTER (WHERE outcome = ${outcome})::int`;
    const summary = this.db
      .selectFrom('validation_results')
      .select([
        sql<number>`count(*)::int`.as('total'),
        count('warning').as('warning'),
        count('failed').as('failed'),
        count('passed').as('passed'),
      ])
      .where('instance_id', '=', instanceId)
      .where('application_id', '=', applicationId);
    const query = this.db
      .updateTable('applications as a')
      .from(summary.as('s'))
      .set((eb) => ({
        validation_total: eb.ref('s.total'),
        validation_warning: eb.ref('s.warning'),
        validation_failed: eb.ref('s.failed'),
        validation_passed: eb.ref('s.passed'),
      }))
      .where('a.instance_id', '=', instanceId)
      .where('a.id', '=', applicationId)
      .compile();
    await run(writer, query);
  }

  /**
   * How many other applications to the same program have the same applicant user or the same applicant
   * name. The name is compared as stored, so the queue's (instance, applicant name) index answers it.
   */
  async duplicateCount(
    writer: ApplicationsWriter,
    application: {
      instanceId: number;
      programId: number;
      id: number;
      applicantUserId: number | null;
      applicantName: string;
    },
  ): Promise<number> {
    const query = this.db
      .selectFrom('applications')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('instance_id', '=', application.instanceId)
      .where('program_id', '=', application.programId)
      .where('id', '<>', application.id)
      .where((eb) =>
        eb.or([
          eb('applicant_user_id', '=', application.applicantUserId),
          eb('applicant_name', '=', application.applicantName),
        ]),
      )
      .compile();
    const [row] = await run(writer, query);
    return row.n;
  }

  /** Records a message sent to the applicant as the application's last contact (not an edit: no version). */
  async noteOutboundContact(
    writer: ApplicationsWriter,
    instanceId: number,
    applicationId: number,
    at: Date,
    type: string,
  ): Promise<void> {
    const query = this.db
      .updateTable('applications')
      .set({ last_com_date: at, last_com_direction: 'outbound', last_com_type: type })
      .where('instance_id', '=', instanceId)
      .where('id', '=', applicationId)
      .compile();
    await run(writer, query);
  }

  /** Takes read messages off the application's unread counters, never below zero. */
  async takeOffUnread(
    writer: ApplicationsWriter,
    instanceId: number,
    applicationId: number,
    taken: Map<UnreadColumn, number>,
  ): Promise<void> {
    if (taken.size === 0) return;
    const sets = Object.fromEntries(
      [...taken].map(([column, n]) => [column, sql<number>`greatest(0, ${sql.ref(column)} - ${n})`]),
    );
    const query = this.db
      .updateTable('applications')
      .set(sets)
      .where('instance_id', '=', instanceId)
      .where('id', '=', applicationId)
      .compile();
    await run(writer, query);
  }

  /**
   * Inserts a submitted application (its external id still empty: setExternalId names it after its id in
   * the same transaction). Answers its id.
   */
  async insertApplication(writer: ApplicationsWriter, application: NewApplication): Promise<number> {
    const query = this.db
      .insertInto('applications')
      .values({
        instance_id: application.instanceId,
        program_id: application.programId,
        workflow_id: application.workflowId,
        current_state_id: application.currentStateId,
        external_id: '',
        applicant_user_id: application.applicantUserId,
        applicant_account_id: application.applicantAccountId,
        community_entity_type: application.communityEntityType,
        applicant_name: application.applicantName,
        organization_id: application.organizationId,
        answers: JSON.stringify(application.answers),
        declarations: JSON.stringify(application.declarations),
        addons: JSON.stringify(application.addons),
        household_key: application.householdKey,
        submitted_at: application.submittedAt,
      })
      .returning('id')
      .compile();
    const [row] = await run(writer, query);
    return row.id;
  }

  async setExternalId(writer: ApplicationsWriter, instanceId: number, id: number, externalId: string) {
    const query = this.db
      .updateTable('applications')
      .set({ external_id: externalId })
      .where('instance_id', '=', instanceId)
      .where('id', '=', id)
      .compile();
    await run(writer, query);
  }

  /** The account's applications to a program other than `exceptId`: drafts and submitted ones. */
  async heldApplications(
    writer: ApplicationsWriter,
    owner: { instanceId: number; accountId: number; programId: number; exceptId?: number },
  ): Promise<{ drafts: number; submitted: number }> {
    const query = this.db
      .selectFrom('applications')
      .select([
        sql<number>`count(*) FILTER (WHERE submitted_at IS NULL)::int`.as('drafts'),
        sql<number>`count(*) FILTER (WHERE submitted_at IS NOT NULL)::int`.as('submitted'),
      ])
      .where('instance_id', '=', owner.instanceId)
      .where('applicant_account_id', '=', owner.accountId)
      .where('program_id', '=', owner.programId)
      .where('id', '<>', owner.exceptId ?? 0)
      .compile();
    const [row] = await run(writer, query);
    return row;
  }

  /**
   * What application rules read of a program's submitted applications: whether the household has one (without
   * a household known, the account is its household) and when the account submitted its own. The household
   * is locked first, so two of its members submitting at once are judged one after the other.
   */
  async ruleFacts(
    writer: ApplicationsWriter,
    of: {
      instanceId: number;
      programId: number;
      accountId: number;
      householdKey: string | null;
      exceptId?: number;
    },
  ): Promise<{ householdApplied: boolean; submittedAt: Date[] }> {
    if (of.householdKey !== null) {
      const lock = `household:${of.instanceId}:${of.programId}:${of.householdKey}`;
      await run(writer, sql`SELECT pg_advisory_xact_lock(hashtext(${lock}))`.compile(this.db));
    }
    const query = this.db
      .selectFrom('applications')
      .select([
        'applicant_account_id as accountId',
        'household_key as householdKey',
        'submitted_at as submittedAt',
      ])
      .where('instance_id', '=', of.instanceId)
      .where('program_id', '=', of.programId)
      .where('submitted_at', 'is not', null)
      .where('id', '<>', of.exceptId ?? 0)
      .where((eb) =>
        of.householdKey === null
          ? eb('applicant_account_id', '=', of.accountId)
          : eb.or([eb('applicant_account_id', '=', of.accountId), eb('household_key', '=', of.householdKey)]),
      )
      .compile();
    const rows = await run(writer, query);
    const own = rows.filter((r) => r.accountId === of.accountId);
    return {
      householdApplied: rows.length > 0,
      submittedAt: own.map((r) => new Date(r.submittedAt as Date)),
    };
  }

  /**
   * One of the account's applications, locked until the writer's transaction ends so two saves of a draft
   * cannot both complete it; undefined when the account has no such application.
   */
  async ownApplicationForUpdate(
    writer: ApplicationsWriter,
    owner: { instanceId: number; accountId: number },
    id: number,
  ): Promise<DraftRow | undefined> {
    const query = this.db
      .selectFrom('applications')
      .select([
        'id',
        'program_id as programId',
        'workflow_id as workflowId',
        'current_state_id as currentStateId',
        'submitted_at as submittedAt',
        'applicant_name as applicantName',
      ])
      .where('instance_id', '=', owner.instanceId)
      .where('applicant_account_id', '=', owner.accountId)
      .where('id', '=', id)
      .forUpdate()
      .compile();
    const [row] = await run(writer, query);
    return row;
  }

  /**
   * Saves a draft's answers; with `submit`, the application leaves its draft state for `submit.stateId` at
   * `submit.at`. An edit: the version and the last change move.
   */
  async saveDraft(
    writer: ApplicationsWriter,
    draft: { instanceId: number; id: number; actorUserId: number; answers: Record<string, unknown> },
    submit?: {
      stateId: number;
      at: Date;
      declarations: AcceptedDeclaration[];
      addons: ChosenAddon[];
      householdKey: string | null;
    },
  ): Promise<void> {
    const query = this.db
      .updateTable('applications')
      .set((eb) => ({
        answers: JSON.stringify(draft.answers),
        ...(submit
          ? {
              current_state_id: submit.stateId,
              submitted_at: submit.at,
              declarations: JSON.stringify(submit.declarations),
              addons: JSON.stringify(submit.addons),
              household_key: submit.householdKey,
            }
          : {}),
        version: eb('version', '+', 1),
        last_changed_by_id: draft.actorUserId,
        last_changed_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      }))
      .where('instance_id', '=', draft.instanceId)
      .where('id', '=', draft.id)
      .compile();
    await run(writer, query);
  }

  /** An application of the account with its program, form and state (by public label); undefined if not theirs. */
  async applicantApplication(
    owner: { instanceId: number; accountId: number },
    id: number,
  ): Promise<ApplicantApplicationRow | undefined> {
    if (!isApplicationId(id)) return undefined;
    return this.db
      .selectFrom('applications as a')
      .innerJoin('programs as p', (j) =>
        j.onRef('p.id', '=', 'a.program_id').onRef('p.instance_id', '=', 'a.instance_id'),
      )
      .innerJoin('workflow_states as s', 's.id', 'a.current_state_id')
      .select([
        'a.id',
        'a.external_id as externalId',
        'a.program_id as programId',
        'p.display_name as programName',
        's.name as stateName',
        sql<string>`coalesce(s.public_label, s.name)`.as('publicLabel'),
        'a.submitted_at as submittedAt',
        'a.created_at as createdAt',
        sql<Record<string, unknown>>`coalesce(a.answers, '{}'::jsonb)`.as('answers'),
        'p.form_fields as formFields',
      ])
      .where('a.instance_id', '=', owner.instanceId)
      .where('a.applicant_account_id', '=', owner.accountId)
      .where('a.id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Records a message from the applicant: the application's last contact, inbound, and one more unread on
   * the counter of its channel (not an edit: no version).
   */
  async noteInboundContact(
    writer: ApplicationsWriter,
    contact: { instanceId: number; applicationId: number; at: Date; type: string; counter: UnreadColumn },
  ): Promise<void> {
    const query = this.db
      .updateTable('applications')
      .set({
        last_com_date: contact.at,
        last_com_direction: 'inbound',
        last_com_type: contact.type,
        [contact.counter]: sql<number>`${sql.ref(contact.counter)} + 1`,
      })
      .where('instance_id', '=', contact.instanceId)
      .where('id', '=', contact.applicationId)
      .compile();
    await run(writer, query);
  }

  /**
   * The newest submitted application of the instance's applicant with this phone number (theirs as an
   * individual, else their sign-in's), for a text or voicemail they sent; numbers compared by their last ten
   * digits, whatever their format.
   */
  async latestOfApplicantPhone(instanceId: number, phone: string): Promise<number | undefined> {
    const digits = phone.replace(/\D/g, '').slice(-10);
    if (digits.length !== 10) return undefined;
    const { rows } = await sql<{ id: number }>`SELECT a.id FROM applications a
        JOIN accounts ac ON ac.instance_id = a.instance_id AND ac.id = a.applicant_account_id
        LEFT JOIN individuals i ON ac.entity_type = 2 AND i.instance_id = a.instance_id AND i.id = ac.entity_id
        LEFT JOIN users u ON u.id = a.applicant_user_id
       WHERE a.instance_id = ${instanceId} AND a.submitted_at IS NOT NULL
         AND ${digits} IN (right(regexp_replace(coalesce(i.phone, ''), '\\D', '', 'g'), 10),
                           right(regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g'), 10))
       ORDER BY a.submitted_at DESC, a.id DESC LIMIT 1`.execute(this.db);
    return rows[0]?.id;
  }

  /** Runs work in one transaction of the domain: its statements commit together or not at all. */
  transaction<T>(work: (trx: ApplicationsDb) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * The payment state of the instance's applications with these external ids, locked until the writer's
   * transaction ends, so what an upload judged is still true when it applies.
   */
  async payeesForUpdate(
    writer: ApplicationsWriter,
    instanceId: number,
    externalIds: string[],
  ): Promise<PayeeState[]> {
    if (externalIds.length === 0) return [];
    const query = this.db
      .selectFrom('applications')
      .select([
        'id',
        'external_id as externalId',
        'award_amount as awardAmount',
        'payment_status_name as paymentStatusName',
      ])
      .where('instance_id', '=', instanceId)
      .where(sql<boolean>`external_id = ANY(${externalIds}::text[])`)
      .orderBy('id')
      .forUpdate()
      .compile();
    return run(writer, query);
  }

  /**
   * Records TIN matching's answers on applications: the TIN matched (answers.tin, what the TIN download
   * writes) and the result (answers.tinMatch). An edit: the version and the last change move.
   */
  async recordTinMatches(
    writer: ApplicationsWriter,
    instanceId: number,
    actorUserId: number,
    matches: TinMatch[],
  ): Promise<void> {
    if (matches.length === 0) return;
    const column = <K extends keyof TinMatch>(key: K) => matches.map((m) => m[key]);
    const query = sql`UPDATE applications a
         SET answers = coalesce(a.answers, '{}'::jsonb) || jsonb_build_object('tin', m.tin, 'tinMatch', m.result),
             version = a.version + 1, last_changed_by_id = ${actorUserId}, last_changed_at = now(), updated_at = now()
        FROM unnest(${column('applicationId')}::int[], ${column('tin')}::text[], ${column('result')}::text[])
             AS m(id, tin, result)
       WHERE a.instance_id = ${instanceId} AND a.id = m.id`.compile(this.db);
    await run(writer, query);
  }

  /** Sets the payment status of applications of the instance. An edit: the version and the last change move. */
  async setPaymentStatus(
    writer: ApplicationsWriter,
    instanceId: number,
    actorUserId: number,
    ids: number[],
    status: string,
  ): Promise<void> {
    if (ids.length === 0) return;
    const query = this.db
      .updateTable('applications')
      .set((eb) => ({
        payment_status_name: status,
        version: eb('version', '+', 1),
        last_changed_by_id: actorUserId,
        last_changed_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      }))
      .where('instance_id', '=', instanceId)
      .where(sql<boolean>`id = ANY(${ids}::int[])`)
      .compile();
    await run(writer, query);
  }

  /** An application of the instance as the payments domain judges a payment for it; undefined when none. */
  async paymentTarget(instanceId: number, id: number): Promise<PaymentTarget | undefined> {
    if (!isApplicationId(id)) return undefined;
    return this.db
      .selectFrom('applications as a')
      .innerJoin('programs as p', 'p.id', 'a.program_id')
      .innerJoin('workflow_states as s', 's.id', 'a.current_state_id')
      .select([
        'a.id',
        'a.program_id as programId',
        'a.applicant_account_id as applicantAccountId',
        's.name as stateName',
        sql<unknown>`p.settings -> 'Payments' -> 'Type'`.as('paymentsType'),
        sql<unknown>`p.settings -> 'Payments'`.as('payments'),
        'a.payment_status_name as paymentStatusName',
      ])
      .where('a.instance_id', '=', instanceId)
      .where('a.id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Sets applications' payment channel and status, moves each to the payment's state of its own workflow when
   * it is in one of `move.from` (the payment's doing, not a staff move: no transition is needed), and appends
   * each payment's audit event and its move's: one statement for the lot (a settle batch's webhook records
   * its payments together), in the payments domain's transaction, so the payments, the rows and the trail
   * commit together. An application named twice goes in a second statement, so its changes apply in order.
   * Not a staff edit: the version does not move, so a caseworker's open record is not made stale by a settlement.
   */
  async recordPayments(writer: ApplicationsWriter, changes: PaymentChange[]): Promise<void> {
    for (let rest = changes; rest.length > 0; ) {
      const seen = new Set<string>();
      const now: PaymentChange[] = [];
      const later: PaymentChange[] = [];
      for (const c of rest) {
        const key = `${c.instanceId}:${c.applicationId}`;
        (seen.has(key) ? later : now).push(c);
        seen.add(key);
      }
      await run(writer, this.paymentChangesQuery(now));
      rest = later;
    }
  }

  /** The statement of recordPayments over changes of distinct applications. */
  private paymentChangesQuery(changes: PaymentChange[]) {
    const rows = changes.map((c, n) => ({
      n,
      instance_id: c.instanceId,
      application_id: c.applicationId,
      actor_user_id: c.actorUserId,
      channel: c.channel,
      status: c.status,
      comment: c.comment,
      move_to: c.move?.to ?? '',
      move_from: c.move?.from ?? [],
    }));
    // The state is compared again in the update itself: a staff move committed meanwhile is not undone. A row
    // moved here entered its state at this transaction's now(), which tells the move apart in RETURNING.
    return sql`
      WITH c AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            AS c(n int, instance_id int, application_id int, actor_user_id int, channel text, status text,
                 comment text, move_to text, move_from text[])
      ), target AS (
        SELECT c.*, a.id, cur.id AS from_id, next.id AS to_id
          FROM c
          JOIN applications a ON a.instance_id = c.instance_id AND a.id = c.application_id
          LEFT JOIN workflow_states cur ON cur.id = a.current_state_id AND cur.name = ANY(c.move_from)
          LEFT JOIN workflow_states next
                 ON cur.id IS NOT NULL AND next.workflow_id = a.workflow_id AND next.name = c.move_to
      ), changed AS (
        UPDATE applications a
           SET payment_channel_name = t.channel, payment_status_name = t.status, updated_at = now(),
               current_state_id = CASE WHEN a.current_state_id = t.from_id AND t.to_id IS NOT NULL
                                       THEN t.to_id ELSE a.current_state_id END,
               state_entered_at = CASE WHEN a.current_state_id = t.from_id AND t.to_id IS NOT NULL
                                       THEN now() ELSE a.state_entered_at END
          FROM target t
         WHERE a.instance_id = t.instance_id AND a.id = t.id
        RETURNING t.n, t.instance_id, t.id, t.actor_user_id, t.comment, t.from_id, t.to_id,
                  a.current_state_id = t.to_id AND a.state_entered_at = now() AS moved
      )
      INSERT INTO application_events (instance_id, application_id, type, actor_user_id, from_state_id, to_state_id, comment)
      SELECT ch.instance_id, ch.id, e.kind, ch.actor_user_id, e.from_id, e.to_id, e.note
        FROM changed ch CROSS JOIN LATERAL (VALUES (1, 'payment', NULL::int, NULL::int, ch.comment),
                                                   (2, 'status', ch.from_id, ch.to_id, NULL))
             AS e(k, kind, from_id, to_id, note)
       WHERE e.k = 1 OR ch.moved
       ORDER BY ch.n, e.k`.compile(this.db);
  }

  /** Appends audit events on their own, for a change made outside the domain's tables (a file read). */
  recordEvents(events: NewApplicationEvent[]): Promise<void> {
    return this.appendEvents(this.db, events);
  }

  /** The account that applied, of an application of the instance; undefined when there is no such application. */
  async applicantAccount(instanceId: number, id: number): Promise<{ accountId: number | null } | undefined> {
    if (!isApplicationId(id)) return undefined;
    const row = await this.db
      .selectFrom('applications')
      .select('applicant_account_id as accountId')
      .where('instance_id', '=', instanceId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row;
  }

  /**
   * What a business's quick metrics count: each application one of its accounts made on the instance, whether
   * submitted and its award amount (numeric text).
   */
  async figuresOfBusiness(
    instanceId: number,
    businessId: number,
  ): Promise<{ submitted: boolean; awardAmount: string | null }[]> {
    const { rows } = await sql<{ submitted: boolean; awardAmount: string | null }>`
      SELECT a.submitted_at IS NOT NULL AS submitted, a.award_amount AS "awardAmount"
        FROM applications a
        JOIN accounts ac ON ac.instance_id = a.instance_id AND ac.id = a.applicant_account_id
       WHERE a.instance_id = ${instanceId} AND ac.entity_type = 1 AND ac.entity_id = ${businessId}`.execute(
      this.db,
    );
    return rows;
  }

  /** The programs an account has applied to, each once (the catalogue's alreadyApplied). */
  async programsAppliedTo(instanceId: number, accountId: number): Promise<Set<number>> {
    const rows = await this.db
      .selectFrom('applications')
      .select('program_id as programId')
      .distinct()
      .where('instance_id', '=', instanceId)
      .where('applicant_account_id', '=', accountId)
      .execute();
    return new Set(rows.map((r) => r.programId));
  }

  /**
   * What each program of the instance has awarded, in dollars: the sum of its applications' award amounts
   * (an award counts against the budget once set, paid or not). Programs with no award are absent.
   */
  async awardedByProgram(
    instanceId: number,
    programIds?: number[],
    writer: ApplicationsWriter = this.db,
  ): Promise<Map<number, number>> {
    const query = this.db
      .selectFrom('applications')
      .select(['program_id as programId', sql<string>`sum(award_amount)`.as('awarded')])
      .where('instance_id', '=', instanceId)
      .where('award_amount', 'is not', null)
      .$if(programIds !== undefined, (q) => q.where(sql<boolean>`program_id = ANY(${programIds}::int[])`))
      .groupBy('program_id')
      .compile();
    // Inside submit's transaction the writer is its manager (the embedded pool has one connection).
    const rows = await run(writer, query);
    return new Map(rows.map((r) => [r.programId, Number(r.awarded)]));
  }

  /** The account's latest draft and latest submitted application to one program of the instance (ids or null). */
  async ownLatest(
    instanceId: number,
    accountId: number,
    programId: number,
  ): Promise<{ draftId: number | null; applicationId: number | null }> {
    const row = await this.db
      .selectFrom('applications')
      .select([
        sql<number | null>`max(id) FILTER (WHERE submitted_at IS NULL)`.as('draftId'),
        sql<number | null>`max(id) FILTER (WHERE submitted_at IS NOT NULL)`.as('applicationId'),
      ])
      .where('instance_id', '=', instanceId)
      .where('applicant_account_id', '=', accountId)
      .where('program_id', '=', programId)
      .executeTakeFirst();
    return { draftId: row?.draftId ?? null, applicationId: row?.applicationId ?? null };
  }

  /** Whether the application is one the scope sees: in its instance and, when it names them, its processes. */
  async visible(scope: ApplicationScope, id: number): Promise<boolean> {
    const { processIds } = scope;
    const row = await this.db
      .selectFrom('applications')
      .select('id')
      .where('instance_id', '=', scope.instanceId)
      .where('id', '=', id)
      .$if(processIds !== null, (q) => q.where(sql<boolean>`workflow_id = ANY(${processIds}::int[])`))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The answers, the program's form and the applicant of an application of the instance. */
  async recordDetail(instanceId: number, id: number): Promise<RecordDetail | undefined> {
    const row = await this.db
      .selectFrom('applications as a')
      .innerJoin('programs as p', 'p.id', 'a.program_id')
      .leftJoin('users as u', 'u.id', 'a.applicant_user_id')
      .select([
        'a.answers',
        'a.declarations',
        'a.addons',
        'p.form_fields as formFields',
        'a.applicant_user_id as applicantId',
        'a.applicant_name as applicantName',
        'u.email',
        'u.phone',
        'a.community_entity_type as entityType',
        'a.applicant_account_id as applicantAccountId',
      ])
      .where('a.instance_id', '=', instanceId)
      .where('a.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      answers: row.answers ?? {},
      declarations: row.declarations ?? [],
      addons: row.addons ?? [],
      formFields: row.formFields ?? [],
      applicantAccountId: row.applicantAccountId,
      applicant: {
        id: row.applicantId,
        name: row.applicantName,
        email: row.email,
        phone: row.phone,
        entityType: row.entityType,
      },
    };
  }

  /**
   * The audit trail of an application, newest first, in the contract's shape; with stateNames 'public' the
   * states are named by the labels applicants see.
   */
  async events(
    instanceId: number,
    applicationId: number,
    { stateNames = 'internal' }: { stateNames?: StateNames } = {},
  ): Promise<ApplicationEventWire[]> {
    const stateName = (alias: 'fs' | 'ts') =>
      stateNames === 'public'
        ? sql<string | null>`coalesce(${sql.ref(`${alias}.public_label`)}, ${sql.ref(`${alias}.name`)})`
        : sql<string | null>`${sql.ref(`${alias}.name`)}`;
    const rows = await this.db
      .selectFrom('application_events as e')
      .leftJoin('workflow_states as fs', 'fs.id', 'e.from_state_id')
      .leftJoin('workflow_states as ts', 'ts.id', 'e.to_state_id')
      .leftJoin('denial_reasons as r', 'r.id', 'e.reason_id')
      .select([
        sql<number>`e.id::int`.as('id'),
        'e.created_at as at',
        'e.type',
        'e.actor_user_id as actorId',
        userName('e.actor_user_id').as('actorName'),
        'e.from_state_id as fromStateId',
        stateName('fs').as('fromStateName'),
        'e.to_state_id as toStateId',
        stateName('ts').as('toStateName'),
        'e.from_owner_id as fromOwnerId',
        userName('e.from_owner_id').as('fromOwnerName'),
        'e.to_owner_id as toOwnerId',
        userName('e.to_owner_id').as('toOwnerName'),
        'e.comment',
        'e.reason_id as reasonId',
        'r.label as reasonLabel',
        'e.bulk_operation_id as bulkOperationId',
      ])
      .where('e.instance_id', '=', instanceId)
      .where('e.application_id', '=', applicationId)
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .execute();
    return rows.map((e) => {
      const states = e.type === 'status' || e.type === 'submitted';
      const fromOwner = named(e.fromOwnerId, e.fromOwnerName);
      const toOwner = named(e.toOwnerId, e.toOwnerName);
      return {
        id: e.id,
        at: e.at.toISOString(),
        by: named(e.actorId, e.actorName),
        kind: e.type,
        from: states ? named(e.fromStateId, e.fromStateName) : fromOwner,
        to: states ? named(e.toStateId, e.toStateName) : toOwner,
        ownerChange: states && (fromOwner || toOwner) ? { from: fromOwner, to: toOwner } : null,
        comment: e.comment,
        reason: e.reasonId === null ? null : { id: e.reasonId, label: e.reasonLabel ?? '' },
        bulkOperationId: e.bulkOperationId,
      };
    });
  }

  /** The applications the scope sees that these accounts applied with (a community entity's), newest first. */
  async ofApplicantAccounts(
    scope: ApplicationScope,
    accountIds: number[],
  ): Promise<{ id: number; externalId: string; programName: string }[]> {
    if (accountIds.length === 0) return [];
    const { processIds } = scope;
    const { rows } = await sql<{ id: number; externalId: string; programName: string }>`
      SELECT a.id, a.external_id AS "externalId", p.display_name AS "programName"
        FROM applications a JOIN programs p ON p.id = a.program_id
       WHERE a.instance_id = ${scope.instanceId} AND a.applicant_account_id = ANY(${accountIds}::int[])
         AND (${processIds}::int[] IS NULL OR a.workflow_id = ANY(${processIds}::int[]))
       ORDER BY a.created_at DESC, a.id DESC`.execute(this.db);
    return rows;
  }

  /**
   * The submissions and state changes of these applications: the newest `limit`, newest first, with how many
   * there are (an entity's activity stream).
   */
  async stateChanges(
    instanceId: number,
    applicationIds: number[],
    limit: number,
  ): Promise<{ count: number; newest: StateChange[] }> {
    if (applicationIds.length === 0) return { count: 0, newest: [] };
    const changes = sql`application_events e
      WHERE e.instance_id = ${instanceId} AND e.application_id = ANY(${applicationIds}::int[])
        AND e.type IN ('submitted', 'status')`;
    const [{ rows: counted }, { rows }] = await Promise.all([
      sql<{ count: number }>`SELECT count(*)::int AS count FROM ${changes}`.execute(this.db),
      sql<StateChange>`
        SELECT e.id::int AS id, e.created_at AS at, e.type, e.application_id AS "applicationId",
               queue_user_name(e.actor_user_id) AS "actorName",
               (SELECT name FROM workflow_states WHERE id = e.from_state_id) AS "fromState",
               (SELECT name FROM workflow_states WHERE id = e.to_state_id) AS "toState"
          FROM ${changes}
         ORDER BY e.created_at DESC, e.id DESC LIMIT ${limit}`.execute(this.db),
    ]);
    return { count: counted[0]?.count ?? 0, newest: rows };
  }

  /** The staff notes of an application, newest first, with the ids of their files (attachments left empty). */
  async notes(
    instanceId: number,
    applicationId: number,
  ): Promise<(ApplicationNote & { fileIds: number[] })[]> {
    const rows = await this.db
      .selectFrom('application_notes as n')
      .select([
        'n.id',
        'n.created_at as at',
        'n.author_user_id as authorId',
        'n.body',
        'n.file_ids as fileIds',
      ])
      .select(userName('n.author_user_id').as('authorName'))
      .where('n.instance_id', '=', instanceId)
      .where('n.application_id', '=', applicationId)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .execute();
    return rows.map((n) => ({
      id: n.id,
      at: n.at.toISOString(),
      by: { id: n.authorId, name: n.authorName },
      body: n.body,
      fileIds: n.fileIds,
      attachments: [],
    }));
  }

  /** Adds a staff note and its 'note' audit event (the note's body as the comment), in one transaction. */
  addNote(
    instanceId: number,
    applicationId: number,
    authorUserId: number,
    body: string,
    fileIds: number[],
  ): Promise<ApplicationNote & { fileIds: number[] }> {
    return this.db.transaction().execute(async (trx) => {
      const note = await trx
        .insertInto('application_notes')
        .values({
          instance_id: instanceId,
          application_id: applicationId,
          author_user_id: authorUserId,
          body,
          file_ids: fileIds,
        })
        .returning(['id', 'created_at as at', 'body'])
        .returning(userName('author_user_id').as('authorName'))
        .executeTakeFirstOrThrow();
      await this.appendEvents(trx, [
        { instanceId, applicationId, type: 'note', actorUserId: authorUserId, comment: body },
      ]);
      return {
        id: note.id,
        at: note.at.toISOString(),
        by: { id: authorUserId, name: note.authorName },
        body: note.body,
        fileIds,
        attachments: [],
      };
    });
  }

  /** A page of movements, newest first, and how many match. */
  async movements(
    scope: ApplicationScope,
    filter: MovementFilter,
    page: { offset: number; limit: number },
  ): Promise<{ count: number; items: WorkflowMovement[] }> {
    const matching = this.matchingMovements(scope, filter);
    const [rows, counted] = await Promise.all([
      matching
        .orderBy('startedAt', 'desc')
        .orderBy('id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      this.db
        .selectFrom(matching.as('m'))
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      count: counted.count,
      items: rows.map((m) => ({
        ...m,
        startedAt: m.startedAt.toISOString(),
        endedAt: m.endedAt === null ? null : m.endedAt.toISOString(),
      })),
    };
  }

  /**
   * The movements the audit trail implies, each the interval an application spent in one state with one
   * owner: every submitted, status or owner event starts one, which ends when the next starts (endedAt null:
   * still there). Its state is that of the last event that set one, its owner that of the last that set one;
   * its id is the id of the event that started it.
   */
  private matchingMovements(scope: ApplicationScope, filter: MovementFilter) {
    const { processIds } = scope;
    const movements = this.db
      .with('changes', (db) =>
        db
          .selectFrom('application_events as e')
          .innerJoin('applications as a', 'a.id', 'e.application_id')
          .select([
            'e.id',
            'e.application_id',
            'e.created_at',
            'e.to_owner_id',
            sql<number | null>`CASE WHEN e.type IN ('submitted', 'status') THEN e.to_state_id END`.as(
              'state_id',
            ),
            // A status move records owners only when it changed the owner too (both null otherwise).
            sql<boolean>`e.type <> 'status' OR e.from_owner_id IS NOT NULL OR e.to_owner_id IS NOT NULL`.as(
              'owner_set',
            ),
          ])
          .where('e.instance_id', '=', scope.instanceId)
          .where('a.instance_id', '=', scope.instanceId)
          .where('e.type', 'in', ['submitted', 'status', 'owner'])
          .$if(processIds !== null, (q) => q.where(sql<boolean>`a.workflow_id = ANY(${processIds}::int[])`))
          .$if(filter.applicationId !== undefined, (q) =>
            q.where('e.application_id', '=', filter.applicationId ?? 0),
          ),
      )
      .with('runs', (db) =>
        db
          .selectFrom('changes')
          .selectAll()
          .select([
            sql<string>`count(state_id) OVER (${BY_APPLICATION})`.as('state_run'),
            sql<string>`count(*) FILTER (WHERE owner_set) OVER (${BY_APPLICATION})`.as('owner_run'),
            sql<Date | null>`lead(created_at) OVER (${BY_APPLICATION})`.as('ended_at'),
          ]),
      )
      .with('movements', (db) =>
        db
          .selectFrom('runs')
          .select([
            'id',
            'application_id',
            'created_at',
            'ended_at',
            sql<number>`first_value(state_id) OVER (PARTITION BY application_id, state_run ORDER BY created_at, id)`.as(
              'state_id',
            ),
            sql<
              number | null
            >`first_value(to_owner_id) OVER (PARTITION BY application_id, owner_run ORDER BY created_at, id)`.as(
              'owner_id',
            ),
          ]),
      )
      .selectFrom('movements as m')
      .innerJoin('workflow_states as s', 's.id', 'm.state_id')
      .select([
        sql<number>`m.id::int`.as('id'),
        'm.application_id as applicationId',
        'm.state_id as stateId',
        's.name as stateName',
        'm.owner_id as ownerId',
        userName('m.owner_id').as('ownerName'),
        'm.created_at as startedAt',
        'm.ended_at as endedAt',
      ]);
    const { stage, from, to, text } = filter;
    return movements
      .$if(stage !== undefined, (q) => q.where('m.state_id', '=', stage ?? 0))
      .$if(from !== undefined, (q) =>
        q.where((eb) => eb.or([eb('m.ended_at', 'is', null), eb('m.ended_at', '>', from ?? new Date())])),
      )
      .$if(to !== undefined, (q) => q.where('m.created_at', '<', to ?? new Date()))
      .$if(text !== undefined, (q) =>
        q.where(
          sql<boolean>`(s.name ILIKE ${containing(text ?? '')} OR queue_user_name(m.owner_id) ILIKE ${containing(text ?? '')})`,
        ),
      );
  }
}
