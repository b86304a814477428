// The applications domain's tables as Kysely sees them: the columns this domain reads and writes, so its
// queries are typed end to end. Columns the database fills (ids, defaults, kept names) are Generated.
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { ChosenAddon } from '../../contract/addons.js';
import type { ApplicationEventKind } from '../../contract/application-record.js';
import type { AcceptedDeclaration } from '../../contract/declarations.js';

/** A timestamptz: read as a Date, written as a Date (or left to its default). */
type Timestamp = ColumnType<Date, Date | undefined, Date>;
/** A column only the database writes (a trigger's kept copy). */
type ReadOnly<T> = ColumnType<T, never, never>;

export interface ApplicationsTable {
  id: Generated<number>;
  instance_id: number;
  program_id: number;
  workflow_id: number;
  current_state_id: number;
  state_entered_at: Timestamp;
  external_id: string;
  owner_id: number | null;
  organization_id: number | null;
  applicant_user_id: number | null;
  applicant_account_id: number | null;
  community_entity_type: number;
  applicant_name: string;
  /** jsonb: written as JSON text. */
  answers: ColumnType<Record<string, unknown>, string, string>;
  /** jsonb: the statements accepted on submitting, written as JSON text. */
  declarations: ColumnType<AcceptedDeclaration[], string | undefined, string>;
  /** jsonb: the add-ons chosen on submitting, written as JSON text. */
  addons: ColumnType<ChosenAddon[], string | undefined, string>;
  /** The applicant's household when submitted (one-per-household rules). */
  household_key: ColumnType<string | null, string | null | undefined, string | null>;
  submitted_at: Date | null;
  version: Generated<number>;
  /** numeric(12, 2): pg answers it as text. */
  award_amount: string | null;
  payment_status_name: string | null;
  payment_channel_name: string | null;
  last_changed_by_id: number | null;
  last_changed_at: Date | null;
  updated_at: Timestamp;
  // The summaries kept on the row (validation results, the last message, unread messages by channel).
  validation_total: Generated<number>;
  validation_warning: Generated<number>;
  validation_failed: Generated<number>;
  validation_passed: Generated<number>;
  last_com_date: Date | null;
  last_com_direction: 'inbound' | 'outbound' | null;
  last_com_type: string | null;
  unread_email: Generated<number>;
  unread_sms: Generated<number>;
  unread_voice: Generated<number>;
  unread_ivr: Generated<number>;
  created_at: Timestamp;
  state_name: ReadOnly<string | null>;
  owner_name: ReadOnly<string | null>;
}

export interface ApplicationEventsTable {
  /** bigint: pg answers it as text. */
  id: Generated<string>;
  instance_id: number;
  application_id: number;
  type: ApplicationEventKind;
  actor_user_id: number | null;
  from_state_id: number | null;
  to_state_id: number | null;
  from_owner_id: number | null;
  to_owner_id: number | null;
  comment: string | null;
  reason_id: number | null;
  bulk_operation_id: number | null;
  created_at: Timestamp;
}

export interface ApplicationNotesTable {
  id: Generated<number>;
  instance_id: number;
  application_id: number;
  author_user_id: number;
  body: string;
  file_ids: ColumnType<number[], number[] | undefined, number[]>;
  created_at: Timestamp;
}

/** The applications row's unread counter of each channel. */
export type UnreadColumn = 'unread_email' | 'unread_sms' | 'unread_voice' | 'unread_ivr';

/** Read only here: the outcomes the validation summary counts (the validations domain writes them). */
export interface ValidationResultsTable {
  instance_id: number;
  application_id: number;
  outcome: string;
}

/** Read only here: the program's name and form. */
export interface ProgramsTable {
  id: number;
  instance_id: number;
  display_name: string;
  form_fields: { name: string; label: string; type: string }[];
  /** jsonb: the program's settings (Payments.Type says which payments it takes). */
  settings: { Payments?: { Type?: unknown } } | null;
}

/** Read only here: a state's name, and the label applicants see for it (null: the name). */
export interface WorkflowStatesTable {
  id: number;
  instance_id: number;
  workflow_id: number;
  name: string;
  public_label: string | null;
}

/** Read only here: an applicant's or staff member's contact and name. */
export interface UsersTable {
  id: number;
  email: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** Read only here: the label of a move's denial reason. */
export interface DenialReasonsTable {
  id: number;
  instance_id: number;
  label: string;
}

export interface ApplicationTables {
  applications: ApplicationsTable;
  application_events: ApplicationEventsTable;
  application_notes: ApplicationNotesTable;
  validation_results: ValidationResultsTable;
  programs: ProgramsTable;
  workflow_states: WorkflowStatesTable;
  users: UsersTable;
  denial_reasons: DenialReasonsTable;
}

/** The domain's query builder, or one of its transactions. */
export type ApplicationsDb = Kysely<ApplicationTables> | Transaction<ApplicationTables>;
