// The payments domain's tables as Kysely sees them (the entities in entities/ define them for migrations).
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

type Timestamp = ColumnType<Date, Date | undefined, Date>;
/** bigint minor units: pg answers text; written as a number. */
type Minor = ColumnType<string, number, number>;

export interface PaymentMethodsTable {
  id: Generated<number>;
  instance_id: number;
  account_id: number;
  kind: string;
  token: string;
  last4: string;
  routing_number: string | null;
  bank_name: string | null;
  behaviour: string;
  created_at: Timestamp;
}

export interface PaymentsTable {
  id: Generated<number>;
  instance_id: number;
  application_id: number;
  program_id: number;
  channel: string;
  amount_minor: Minor;
  currency: string;
  status: string;
  provider: string;
  provider_ref: string;
  method_id: number | null;
  last4: string | null;
  bank_name: string | null;
  payee: string | null;
  address: string | null;
  attempts: Generated<number>;
  failure_code: string | null;
  created_by_user_id: number | null;
  approved_at: Date | null;
  settled_at: Date | null;
  refunded_at: Date | null;
  refund_reason: string | null;
  refunded_by_user_id: number | null;
  created_at: Timestamp;
}

export interface PaymentIdempotencyTable {
  instance_id: number;
  account_id: number;
  key: string;
  fingerprint: string;
  status_code: number;
  answer: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  instance_id: number;
  name: string;
  currency: string;
  created_at: Timestamp;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  instance_id: number;
  payment_id: number;
  kind: string;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  instance_id: number;
  transaction_id: number;
  account_id: number;
  amount_minor: Minor;
  currency: string;
  created_at: Timestamp;
}

export interface PaymentTables {
  payment_methods: PaymentMethodsTable;
  payments: PaymentsTable;
  payment_idempotency: PaymentIdempotencyTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
}

export type PaymentsDb = Kysely<PaymentTables> | Transaction<PaymentTables>;
