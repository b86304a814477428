// Wire shapes of the work queue (API.md "The work queue"). The contract folder imports no NestJS, TypeORM or
// database code: the server, the admin UI and the community UI all import these.

/** Unread messages of an application by channel (programs spec §3 unreadItems). */
export interface UnreadItems {
  email: number;
  sms: number;
  voice: number;
  ivr: number;
}

/** Validation results of an application (programs spec §3 validations). */
export interface ValidationSummary {
  total: number;
  warning: number;
  failed: number;
  passed: number;
}

/** A queue application in the wire names of programs spec §3 (queue-row.ts has its SQL). */
export interface QueueApplication {
  id: number;
  processId: number;
  processName: string | null;
  programId: number;
  programName: string;
  companyId: number | null;
  companyName: string | null;
  currentStateId: number;
  currentStateName: string | null;
  externalId: string;
  ownerId: number | null;
  ownerName: string | null;
  userName: string | null;
  userId: number | null;
  roleName: string | null;
  roleId: number | null;
  paymentChannelName: string | null;
  paymentStatusName: string | null;
  /** Seconds since the application entered its current state. */
  stateCurrentTime: number;
  stateEnteredAt: string;
  lastChangedBy: string | null;
  lastChangedAt: string | null;
  cdUser: number | null;
  communityEntityType: number;
  clientId: string | null;
  caseNumber: string | null;
  unreadItems: UnreadItems;
  unreadTotal: number;
  hasUnreadMessages: boolean;
  evictionNotice: boolean;
  incomeThreshold: number | null;
  awardAmount: number | null;
  categoryName: string | null;
  validations: ValidationSummary;
  lastComDate: string | null;
  ComDirection: string | null;
  ComType: string | null;
  itemName: string;
  createdAt: string;
  submittedAt: string | null;
  version: number;
}

/** One choice of a queue filter (GET /api/admin/applications/filter-options), grouped by its domain. */
export interface FilterOption {
  id: number | string;
  name: string;
  domain: string;
  /** State options: the process the state belongs to. */
  processId?: number;
  /** Process options: the program the process belongs to. */
  programId?: number;
  /** Process options: the program takes payments (its settings.Payments.Type), so the queue shows Payment Channel. */
  paymentsEnabled?: boolean;
  /** Process options: the program shows Case Number and Client ID (its settings.Queue.CaseColumns). */
  caseColumns?: boolean;
}

export type FilterOptions = Record<
  'process' | 'state' | 'assignedTo' | 'partner' | 'paymentChannelName' | 'categoryName' | 'tab',
  FilterOption[]
>;

/** The possible-state row of the programs spec §3 (GetPossibleStates), plus the state it leads from. */
export interface PossibleStateRow {
  process_id: number;
  current_state_id: number;
  possible_state_id: number;
  possible_state_name: string;
  possible_user_id: number | null;
  possible_user_name: string | null;
  company_id: number | null;
  company_name: string | null;
  /** The user an application gets by default after this move, if any. */
  default_user: number | null;
  requires_user_assigment: boolean;
  /** A move there needs a denial reason or a comment (the bulk call refuses it otherwise: reasonRequired). */
  requires_reason: boolean;
  /** A move there needs a comment (commentRequired). */
  requires_comment: boolean;
}

export type BulkAction = 'UPDATE_STATUS' | 'UPDATE_OWNER' | 'UPDATE_STATUS_AND_OWNER';

/**
 * POST /api/admin/applications/bulk body. The applications are chosen by exactly one of `ids` and `filter`
 * (the queue's filter object, as GET /api/admin/applications takes it: "select all N matching", resolved by
 * the server in the caller's scope, at most 5,000, else 422 tooManyApplications).
 */
export type BulkRequest = {
  action: BulkAction;
  /** The new status (a state id), for UPDATE_STATUS and UPDATE_STATUS_AND_OWNER. */
  toState?: number;
  /** The new owner (a user id), for UPDATE_OWNER and UPDATE_STATUS_AND_OWNER. */
  ownerId?: number;
  comment?: string;
  reasonId?: number;
  /** The version of each application as the caller saw it ({"12": 3}). */
  versions?: Record<string, number>;
} & ({ ids: number[]; filter?: never } | { filter: Record<string, unknown>; ids?: never });

/**
 * POST /api/admin/applications/bulk answers: what moved and, for each failure, the server's reason (a code
 * and a message to show as it is), whether the applications were chosen by ids or by a filter.
 */
export interface BulkAnswer {
  succeeded: number[];
  failed: { id: number; code: string; message: string }[];
  bulkOperationId: number;
}
