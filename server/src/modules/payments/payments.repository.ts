import { Inject, Injectable } from '@nestjs/common';
import { CompiledQuery, type Kysely, sql, type Transaction } from 'kysely';
import type { LedgerLine, PaymentChannel, PaymentStatus, PaymentWire } from '../../contract/payments.js';
import type { PaymentsDb, PaymentTables } from './payment-tables.js';

/** The token of the payments domain's Kysely instance (PaymentsModule provides it). */
export const PAYMENTS_DB = Symbol('PAYMENTS_DB');

export type PaymentsTrx = Transaction<PaymentTables>;

/** A payment as the domain's rules read it (amount checked back into a number at this boundary). */
export interface PaymentRow {
  id: number;
  instanceId: number;
  applicationId: number;
  programId: number;
  channel: PaymentChannel;
  amount: number;
  currency: string;
  status: PaymentStatus;
  provider: string;
  providerRef: string;
  methodId: number | null;
  attempts: number;
}

export interface NewPayment {
  instanceId: number;
  applicationId: number;
  programId: number;
  channel: PaymentChannel;
  amount: number;
  currency: string;
  status: PaymentStatus;
  provider: string;
  providerRef: string;
  methodId?: number | null;
  last4?: string | null;
  bankName?: string | null;
  payee?: string | null;
  address?: string | null;
  createdByUserId: number | null;
}

export interface NewMethod {
  instanceId: number;
  accountId: number;
  kind: 'ach' | 'card';
  token: string;
  last4: string;
  routingNumber: string | null;
  bankName: string | null;
  behaviour: string;
}

export interface MethodRow {
  id: number;
  kind: 'ach' | 'card';
  token: string;
  last4: string;
  bankName: string | null;
  behaviour: string;
}

/** Statements with parameters, as another domain's repository or the job queue writes them. */
export interface StatementWriter {
  query(text: string, parameters: unknown[]): Promise<unknown[]>;
}

export interface StoredAnswer {
  fingerprint: string;
  statusCode: number;
  answer: unknown;
}

/** pg answers bigint as text; our amounts stay far inside Number's exact integers (MAX_AMOUNT_MINOR). */
const minor = (text: string): number => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`amount out of range: ${text}`);
  return value;
};

const PAYMENT_COLUMNS = [
  'id',
  'instance_id as instanceId',
  'application_id as applicationId',
  'program_id as programId',
  'channel',
  'amount_minor',
  'currency',
  'status',
  'provider',
  'provider_ref as providerRef',
  'method_id as methodId',
  'attempts',
] as const;

/** PAYMENT_COLUMNS of a raw statement's RETURNING, over the payments row as `p`. */
const RETURNED_PAYMENT = sql.raw(`p.id, p.instance_id AS "instanceId", p.application_id AS "applicationId",
  p.program_id AS "programId", p.channel, p.amount_minor, p.currency, p.status, p.provider,
  p.provider_ref AS "providerRef", p.method_id AS "methodId", p.attempts`);

type RawPayment = Omit<PaymentRow, 'amount' | 'channel' | 'status'> & {
  amount_minor: string;
  channel: string;
  status: string;
};

function toPayment({ amount_minor, ...row }: RawPayment): PaymentRow {
  return {
    ...row,
    channel: row.channel as PaymentChannel,
    status: row.status as PaymentStatus,
    amount: minor(amount_minor),
  };
}

/**
 * The only code that reads or writes the payments domain's tables: payment methods (tokens, never full
 * numbers), payments, idempotency answers, the local processor's ledger and the payments job queue.
 */
@Injectable()
export class PaymentsRepository {
  constructor(@Inject(PAYMENTS_DB) private readonly db: Kysely<PaymentTables>) {}

  transaction<T>(work: (trx: PaymentsTrx) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** A writer other domains (applications, the job queue) run their statements through, in this domain's transaction. */
  writerOf(trx: PaymentsDb): StatementWriter {
    return {
      query: async (text: string, parameters: unknown[]) =>
        (await trx.executeQuery(CompiledQuery.raw(text, parameters))).rows,
    };
  }

  /**
   * Claims an idempotency key for the caller: true when this request inserted it. A concurrent duplicate
   * waits on the unique key until the first one's transaction ends, then inserts nothing (false).
   */
  /**
   * Claims the key in the call's transaction (false: another call has it); with `lockApplication`, also takes
   * that application's payment lock in the same statement, after the claim, so that rivals for the
   * application pay one at a time (a later statement reads what the lock's previous holder committed).
   */
  async claimKey(
    trx: PaymentsTrx,
    claim: { instanceId: number; accountId: number; key: string; fingerprint: string },
    lockApplication?: number,
  ) {
    const insert = trx
      .insertInto('payment_idempotency')
      .values({
        instance_id: claim.instanceId,
        account_id: claim.accountId,
        key: claim.key,
        fingerprint: claim.fingerprint,
        status_code: 0,
        answer: 'null',
      })
      .onConflict((oc) => oc.doNothing())
      .returning('key');
    if (lockApplication === undefined) return (await insert.executeTakeFirst()) !== undefined;
    const { rows } = await sql<{ claimed: number }>`
      WITH claim AS (${insert})
      SELECT (SELECT count(*) FROM claim)::int AS claimed, pg_advisory_xact_lock(hashtext('payments'), ${lockApplication})
    `.execute(trx);
    return rows[0]?.claimed === 1;
  }

  async keepAnswer(
    trx: PaymentsTrx,
    instanceId: number,
    accountId: number,
    key: string,
    statusCode: number,
    answer: unknown,
  ) {
    await trx
      .updateTable('payment_idempotency')
      .set({ status_code: statusCode, answer: JSON.stringify(answer) })
      .where('instance_id', '=', instanceId)
      .where('account_id', '=', accountId)
      .where('key', '=', key)
      .execute();
  }

  storedAnswer(instanceId: number, accountId: number, key: string): Promise<StoredAnswer | undefined> {
    return this.db
      .selectFrom('payment_idempotency')
      .select(['fingerprint', 'status_code as statusCode', 'answer'])
      .where('instance_id', '=', instanceId)
      .where('account_id', '=', accountId)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  async insertMethod(method: NewMethod): Promise<void> {
    await this.db
      .insertInto('payment_methods')
      .values({
        instance_id: method.instanceId,
        account_id: method.accountId,
        kind: method.kind,
        token: method.token,
        last4: method.last4,
        routing_number: method.routingNumber,
        bank_name: method.bankName,
        behaviour: method.behaviour,
      })
      .execute();
  }

  /** The caller's method by its token, or (no token) the bank account they verified last. */
  async methodOf(
    instanceId: number,
    accountId: number,
    token: string | null,
  ): Promise<MethodRow | undefined> {
    let query = this.db
      .selectFrom('payment_methods')
      .select(['id', 'kind', 'token', 'last4', 'bank_name as bankName', 'behaviour'])
      .where('instance_id', '=', instanceId)
      .where('account_id', '=', accountId);
    query = token === null ? query.where('kind', '=', 'ach') : query.where('token', '=', token);
    const row = await query.orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row && { ...row, kind: row.kind as MethodRow['kind'] };
  }

  /**
   * The statuses of the application's payments that still hold money or are under way, read after taking the
   * application's payment lock (held until the transaction ends), so two keys cannot both charge it. Two
   * statements: a statement reads the rows committed when it began, so a read in the lock's own statement
   * would miss a payment a rival committed while this one waited for the lock.
   */
  /** The application's payments under way or paid (read after its payment lock: claimKey). */
  async liveStatuses(trx: PaymentsTrx, instanceId: number, applicationId: number): Promise<PaymentStatus[]> {
    const rows = await trx
      .selectFrom('payments')
      .select('status')
      .where('instance_id', '=', instanceId)
      .where('application_id', '=', applicationId)
      .where('status', 'in', ['created', 'processing', 'succeeded'])
      .execute();
    return rows.map((r) => r.status as PaymentStatus);
  }

  private paymentInsert(trx: PaymentsTrx, p: NewPayment) {
    return trx
      .insertInto('payments')
      .values({
        instance_id: p.instanceId,
        application_id: p.applicationId,
        program_id: p.programId,
        channel: p.channel,
        amount_minor: p.amount,
        currency: p.currency,
        status: p.status,
        provider: p.provider,
        provider_ref: p.providerRef,
        method_id: p.methodId ?? null,
        last4: p.last4 ?? null,
        bank_name: p.bankName ?? null,
        payee: p.payee ?? null,
        address: p.address ?? null,
        created_by_user_id: p.createdByUserId,
      })
      .returning(['id', 'status']);
  }

  async insertPayment(trx: PaymentsTrx, p: NewPayment): Promise<number> {
    return (await this.paymentInsert(trx, p).executeTakeFirstOrThrow()).id;
  }

  /** A payment made under a claimed key, with the call's answer (201, {id, status}) kept on the key at once. */
  async insertPaymentAnswered(
    trx: PaymentsTrx,
    p: NewPayment,
    claim: { instanceId: number; accountId: number; key: string },
  ): Promise<number> {
    const { rows } = await sql<{ id: number }>`
      WITH p AS (${this.paymentInsert(trx, p)})
      UPDATE payment_idempotency k SET status_code = 201, answer = jsonb_build_object('id', p.id, 'status', p.status)
        FROM p
       WHERE k.instance_id = ${claim.instanceId} AND k.account_id = ${claim.accountId} AND k.key = ${claim.key}
      RETURNING p.id`.execute(trx);
    return rows[0].id;
  }

  /** A payment of the instance (tenant calls), locked when a transaction is given. */
  async payment(
    db: PaymentsDb,
    instanceId: number,
    id: number,
    lock = false,
  ): Promise<PaymentRow | undefined> {
    let query = db
      .selectFrom('payments')
      .select(PAYMENT_COLUMNS)
      .where('instance_id', '=', instanceId)
      .where('id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && toPayment(row);
  }

  /** The domain's query builder outside any transaction, for one statement of its own. */
  plain(): PaymentsDb {
    return this.db;
  }

  /**
   * Counts settlement attempts of payments, each of its instance, and reads each with its method's test
   * behaviour, by payment id: one statement, committed on its own so a failed attempt is counted too.
   */
  async countSettleAttempts(
    attempts: { instanceId: number; paymentId: number; attempts: number }[],
  ): Promise<Map<number, PaymentRow & { behaviour: string | null }>> {
    if (attempts.length === 0) return new Map();
    const values = sql.join(
      attempts.map((a) => sql`(${a.instanceId}::int, ${a.paymentId}::int, ${a.attempts}::int)`),
    );
    const { rows } = await sql<RawPayment & { behaviour: string | null }>`
      UPDATE payments p SET attempts = v.attempts
        FROM (VALUES ${values}) AS v (instance_id, id, attempts)
       WHERE p.instance_id = v.instance_id AND p.id = v.id
      RETURNING ${RETURNED_PAYMENT},
                (SELECT m.behaviour FROM payment_methods m WHERE m.id = p.method_id) AS behaviour`.execute(
      this.db,
    );
    return new Map(rows.map(({ behaviour, ...row }) => [row.id, { ...toPayment(row), behaviour }]));
  }

  /**
   * Moves payments under way (processing) to the processor's outcomes, by reference: one statement for a
   * webhook's events. A payment no longer under way (a replayed or late event) is not answered; the row
   * locks order duplicates, and a duplicate that waited finds it no longer processing.
   */
  async settleByRefs(
    trx: PaymentsTrx,
    provider: string,
    outcomes: { ref: string; status: PaymentStatus; failureCode: string | null }[],
  ): Promise<(PaymentRow & { failureCode: string | null })[]> {
    if (outcomes.length === 0) return [];
    const rows = outcomes.map((o) => ({ ref: o.ref, status: o.status, failure_code: o.failureCode }));
    const { rows: settled } = await sql<RawPayment & { failureCode: string | null }>`
      UPDATE payments p
         SET status = v.status, failure_code = v.failure_code,
             settled_at = CASE WHEN v.status = 'succeeded' THEN now() ELSE p.settled_at END
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v (ref text, status text, failure_code text)
       WHERE p.provider = ${provider} AND p.provider_ref = v.ref AND p.status = 'processing'
      RETURNING ${RETURNED_PAYMENT}, p.failure_code AS "failureCode"`.execute(trx);
    return settled.map((row) => ({ ...toPayment(row), failureCode: row.failureCode }));
  }

  /** A payment of the instance, read on its own. */
  find(instanceId: number, id: number): Promise<PaymentRow | undefined> {
    return this.payment(this.db, instanceId, id);
  }

  /** A payment by the processor's reference (webhooks and PayPal orders name it so). */
  async paymentByRef(
    db: PaymentsDb,
    provider: string,
    ref: string,
    lock = false,
  ): Promise<PaymentRow | undefined> {
    let query = db
      .selectFrom('payments')
      .select(PAYMENT_COLUMNS)
      .where('provider', '=', provider)
      .where('provider_ref', '=', ref);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && toPayment(row);
  }

  async updatePayment(
    trx: PaymentsDb,
    id: number,
    patch: {
      status?: PaymentStatus;
      attempts?: number;
      failureCode?: string | null;
      settledAt?: Date;
      refund?: { at: Date; reason: string; byUserId: number };
    },
  ): Promise<void> {
    await trx
      .updateTable('payments')
      .set({
        ...(patch.status ? { status: patch.status } : {}),
        ...(patch.attempts !== undefined ? { attempts: patch.attempts } : {}),
        ...(patch.failureCode !== undefined ? { failure_code: patch.failureCode } : {}),
        ...(patch.settledAt ? { settled_at: patch.settledAt } : {}),
        ...(patch.refund
          ? {
              refunded_at: patch.refund.at,
              refund_reason: patch.refund.reason,
              refunded_by_user_id: patch.refund.byUserId,
            }
          : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  /** The payer approved a PayPal order (the local processor's approve page); false when no order is waiting. */
  async approveOrder(provider: string, ref: string): Promise<boolean> {
    const row = await this.db
      .updateTable('payments')
      .set({ approved_at: sql<Date>`coalesce(approved_at, now())` })
      .where('provider', '=', provider)
      .where('provider_ref', '=', ref)
      .where('channel', '=', 'paypal')
      .where('status', '=', 'created')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async isApproved(db: PaymentsDb, id: number): Promise<boolean> {
    const row = await db.selectFrom('payments').select('approved_at').where('id', '=', id).executeTakeFirst();
    return Boolean(row?.approved_at);
  }

  /** The application's payments, newest first, in their wire shape. */
  async paymentsOf(instanceId: number, applicationId: number): Promise<PaymentWire[]> {
    const rows = await this.db
      .selectFrom('payments')
      .select([
        'id',
        'application_id as applicationId',
        'channel',
        'amount_minor',
        'currency',
        'status',
        'last4',
        'bank_name as bankName',
        'payee',
        'attempts',
        'failure_code as failureCode',
        'refund_reason as refundReason',
        'created_at as createdAt',
        'settled_at as settledAt',
        'refunded_at as refundedAt',
      ])
      .where('instance_id', '=', instanceId)
      .where('application_id', '=', applicationId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(({ amount_minor, ...r }) => ({
      ...r,
      channel: r.channel as PaymentChannel,
      status: r.status as PaymentStatus,
      amount: minor(amount_minor),
      createdAt: r.createdAt.toISOString(),
      settledAt: r.settledAt?.toISOString() ?? null,
      refundedAt: r.refundedAt?.toISOString() ?? null,
    }));
  }

  /**
   * Posts one balanced ledger transaction for a payment; false when that payment's transaction of this kind
   * exists already (the unique key), so a settlement or refund replayed never posts twice.
   */
  async postLedger(
    trx: PaymentsTrx,
    instanceId: number,
    paymentId: number,
    kind: 'settlement' | 'refund',
    lines: LedgerLine[],
  ): Promise<boolean> {
    const posted = await this.postWithAccounts(trx, instanceId, paymentId, kind, lines);
    if (posted !== 'accountsMissing') return posted;
    // An account's first use: made once, then the posting again.
    await trx
      .insertInto('ledger_accounts')
      .values(lines.map((l) => ({ instance_id: instanceId, name: l.account, currency: l.currency })))
      .onConflict((oc) => oc.columns(['instance_id', 'name', 'currency']).doNothing())
      .execute();
    const again = await this.postWithAccounts(trx, instanceId, paymentId, kind, lines);
    if (again === 'accountsMissing') throw new Error(`ledger accounts of payment ${paymentId} not made`);
    return again;
  }

  /**
   * The ledger transaction and its entries in one statement, over the lines' existing accounts: nothing is
   * written when an account does not exist yet, or when the payment's transaction of that kind was posted.
   */
  private async postWithAccounts(
    trx: PaymentsTrx,
    instanceId: number,
    paymentId: number,
    kind: 'settlement' | 'refund',
    lines: LedgerLine[],
  ): Promise<boolean | 'accountsMissing'> {
    const values = sql.join(
      lines.map((l, i) => sql`(${i}::int, ${l.account}::text, ${l.currency}::text, ${l.amount}::bigint)`),
    );
    const { rows } = await sql<{ posted: number; missing: number }>`
      WITH line (ord, name, currency, amount) AS (VALUES ${values}),
      account AS (
        SELECT line.*, a.id AS account_id FROM line
          LEFT JOIN ledger_accounts a ON a.instance_id = ${instanceId} AND a.name = line.name
                                     AND a.currency = line.currency
      ), tx AS (
        INSERT INTO ledger_transactions (instance_id, payment_id, kind)
        SELECT ${instanceId}, ${paymentId}, ${kind} WHERE NOT EXISTS (SELECT 1 FROM account WHERE account_id IS NULL)
        ON CONFLICT (payment_id, kind) DO NOTHING
        RETURNING id
      ), entry AS (
        INSERT INTO ledger_entries (instance_id, transaction_id, account_id, amount_minor, currency)
        SELECT ${instanceId}, tx.id, account.account_id, account.amount, account.currency
          FROM tx, account ORDER BY account.ord
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM tx)::int AS posted,
             (SELECT count(*) FROM account WHERE account_id IS NULL)::int AS missing`.execute(trx);
    const [{ posted, missing }] = rows;
    return missing > 0 ? 'accountsMissing' : posted > 0;
  }
}
