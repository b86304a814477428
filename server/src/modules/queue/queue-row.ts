// A queue application in the wire names of the programs spec §3, from one row of the queue's SELECT.
import { roleName } from '../accounts/roles.js';
import { type UnreadItems, unreadTotal } from '../communications/unread.js';
import type { ValidationSummary } from '../validations/validation-indicator.js';
import { FOOD_PROCESS_ID, paymentsEnabled, showsCaseColumns } from './queue-columns.js';

/** The columns the queue's SELECT names (QueueService.ROW_COLUMNS), as the pg driver gives them (times as ISO text). */
export interface QueueSqlRow {
  id: number;
  workflow_id: number;
  process_name: string | null;
  program_id: number;
  program_name: string;
  organization_id: number | null;
  company_name: string | null;
  current_state_id: number;
  state_name: string | null;
  external_id: string;
  owner_id: number | null;
  owner_name: string | null;
  owner_roles: number[] | null;
  applicant_user_id: number | null;
  user_name: string | null;
  applicant_account_id: number | null;
  community_entity_type: number;
  payment_type: unknown;
  payment_channel_name: string | null;
  payment_status_name: string | null;
  state_entered_at: string;
  last_changed_by: string | null;
  last_changed_at: string | null;
  client_id: string | null;
  case_number: string | null;
  unread_email: number;
  unread_sms: number;
  unread_voice: number;
  unread_ivr: number;
  eviction_notice: boolean;
  income_threshold: string | null;
  award_amount: string | null;
  category_name: string | null;
  validation_total: number;
  validation_warning: number;
  validation_failed: number;
  validation_passed: number;
  last_com_date: string | null;
  last_com_direction: string | null;
  last_com_type: string | null;
  applicant_name: string;
  created_at: string;
  submitted_at: string | null;
  version: number;
  /** The page's total, when it came with the page (kept counts). */
  queue_total?: string;
}

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

const amount = (value: string | null) => (value === null ? null : Number(value));

/** The applicant's name as the queue shows it: the text before the first colon. */
export const itemNameOf = (applicantName: string): string => applicantName.split(':')[0].trim();

/**
 * Case Number and Client ID only mean something for processes 7 and 1715, the category only for the food
 * process, and payment fields only when the program takes payments; elsewhere they are null.
 */
export function toQueueApplication(row: QueueSqlRow, now: number): QueueApplication {
  const unreadItems = {
    email: row.unread_email,
    sms: row.unread_sms,
    voice: row.unread_voice,
    ivr: row.unread_ivr,
  };
  const total = unreadTotal(unreadItems);
  const caseColumns = showsCaseColumns(row.workflow_id);
  const payments = paymentsEnabled(row.payment_type);
  const role = row.owner_roles?.[0] ?? null;
  return {
    id: row.id,
    processId: row.workflow_id,
    processName: row.process_name,
    programId: row.program_id,
    programName: row.program_name,
    companyId: row.organization_id,
    companyName: row.company_name,
    currentStateId: row.current_state_id,
    currentStateName: row.state_name,
    externalId: row.external_id,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    userName: row.user_name,
    userId: row.applicant_user_id,
    roleName: role === null ? null : roleName(role),
    roleId: role,
    paymentChannelName: payments ? row.payment_channel_name : null,
    paymentStatusName: payments ? row.payment_status_name : null,
    stateCurrentTime: Math.max(0, Math.floor((now - Date.parse(row.state_entered_at)) / 1000)),
    stateEnteredAt: row.state_entered_at,
    lastChangedBy: row.last_changed_by,
    lastChangedAt: row.last_changed_at,
    cdUser: row.applicant_account_id,
    communityEntityType: row.community_entity_type,
    clientId: caseColumns ? row.client_id : null,
    caseNumber: caseColumns ? row.case_number : null,
    unreadItems,
    unreadTotal: total,
    hasUnreadMessages: total > 0,
    evictionNotice: row.eviction_notice,
    incomeThreshold: amount(row.income_threshold),
    awardAmount: amount(row.award_amount),
    categoryName: row.workflow_id === FOOD_PROCESS_ID ? row.category_name : null,
    validations: {
      total: row.validation_total,
      warning: row.validation_warning,
      failed: row.validation_failed,
      passed: row.validation_passed,
    },
    lastComDate: row.last_com_date,
    ComDirection: row.last_com_direction,
    ComType: row.last_com_type,
    itemName: itemNameOf(row.applicant_name),
    createdAt: row.created_at,
    submittedAt: row.submitted_at,
    version: row.version,
  };
}
