// The work queue's columns and the processes the specification singles out (programs spec §2, §3, §9).
import type { QueueApplication } from '../../contract/queue.js';

export type { QueueApplication };

/** Shown when a queue page has no rows (the API answers an empty list with total 0). */
export const NO_DATA_MESSAGE = 'No data available';

export const QUEUE_TABS = ['all', 'status', 'assignment'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

export const QUEUE_TAB_LABELS: Record<QueueTab, string> = {
  all: 'All',
  status: 'Status',
  assignment: 'Assignment',
};

export interface QueueColumn {
  /** The wire field of the queue row the column shows and sorts by. */
  field: string;
  label: string;
}

const BASE_COLUMNS: readonly QueueColumn[] = [
  { field: 'externalId', label: 'Application ID' },
  { field: 'itemName', label: 'Applicant name' },
  { field: 'processName', label: 'Program name' },
  { field: 'createdAt', label: 'Submission date' },
  { field: 'ownerName', label: 'Assigned to' },
  { field: 'companyName', label: 'Partner' },
  { field: 'lastComDate', label: 'Last Comm' },
  { field: 'ComDirection', label: 'Comm Direction' },
  { field: 'ComType', label: 'Comm type' },
  { field: 'lastChangedBy', label: 'Last change' },
  { field: 'currentStateName', label: 'Status' },
];

const CASE_COLUMNS: readonly QueueColumn[] = [
  { field: 'caseNumber', label: 'Case Number' },
  { field: 'clientId', label: 'Client ID' },
];

/**
 * Case Number and Client ID belong to the programs the spec names (7 and 1715 in its data): a program setting,
 * settings.Queue.CaseColumns, seeded on those programs.
 */
export const showsCaseColumns = (
  settings: { Queue?: { CaseColumns?: unknown } } | null | undefined,
): boolean => settings?.Queue?.CaseColumns === true;

/**
 * The queue's columns in order: Case Number and Client ID right after Program name when the chosen process's
 * program shows them (showsCaseColumns), Payment Channel at the end when the program takes payments.
 */
export function queueColumns({
  caseColumns,
  paymentsEnabled,
}: {
  caseColumns: boolean;
  paymentsEnabled: boolean;
}): QueueColumn[] {
  const columns = [...BASE_COLUMNS];
  if (caseColumns) {
    const after = columns.findIndex((c) => c.field === 'processName') + 1;
    columns.splice(after, 0, ...CASE_COLUMNS);
  }
  if (paymentsEnabled) columns.push({ field: 'paymentChannelName', label: 'Payment Channel' });
  return columns;
}

/** A program takes payments when its settings name a payment type (settings.Payments.Type). */
export const paymentsEnabled = (paymentType: unknown): boolean =>
  typeof paymentType === 'string' && paymentType.trim() !== '';
