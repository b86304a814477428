// The work-queue calls beside the list itself (API.md "The work queue").
import { apiJson, query } from '../api/client.js';
import type {
  BulkAnswer,
  CommunicationMessage,
  PossibleState,
  UnreadCounts,
  ValidationReport,
} from '../api/types.js';

const BASE = '/api/admin/applications';

export interface FilterOption {
  id: number | string;
  name: string;
  domain: string;
  processId?: number;
  /** Process options: the program the process belongs to. */
  programId?: number;
}

export type FilterOptions = Record<
  'process' | 'state' | 'assignedTo' | 'partner' | 'paymentChannelName' | 'categoryName' | 'tab',
  FilterOption[]
>;

export const fetchFilterOptions = () => apiJson<FilterOptions>(`${BASE}/filter-options`);

export const fetchPossibleStates = (ids: readonly (number | string)[]) =>
  apiJson<PossibleState[]>(`${BASE}/possible-states${query({ ids: ids.join(',') })}`);

export type BulkActionName = 'UPDATE_STATUS' | 'UPDATE_OWNER' | 'UPDATE_STATUS_AND_OWNER';

export interface BulkRequest {
  action: BulkActionName;
  ids: number[];
  toState?: number;
  ownerId?: number;
  comment?: string;
  reasonId?: number;
  /** The version of each application as the list showed it; a changed one fails instead of being overwritten. */
  versions?: Record<string, number>;
}

export const postBulk = (body: BulkRequest) => apiJson<BulkAnswer>(`${BASE}/bulk`, { method: 'POST', body });

export interface ApplicationEvent {
  id: number;
  type: 'submitted' | 'status' | 'owner' | 'comment' | 'reason';
  actorName: string | null;
  fromStateName: string | null;
  toStateName: string | null;
  fromOwnerName: string | null;
  toOwnerName: string | null;
  comment: string | null;
  reasonLabel: string | null;
  createdAt: string;
}

export const fetchEvents = (id: number) => apiJson<ApplicationEvent[]>(`${BASE}/${id}/events`);

/** The panel's filters: every type, or the labels Email, SMS and Phone (calls and voicemail). */
export const MESSAGE_FILTERS = ['ALL', 'Email', 'SMS', 'Phone'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const fetchMessages = (id: number, type: MessageFilter) =>
  apiJson<CommunicationMessage[]>(`${BASE}/${id}/communications${query({ type })}`);

export const fetchUnread = (id: number) => apiJson<UnreadCounts>(`${BASE}/${id}/communications/unread`);

export const SENDABLE_TYPES = ['EMAIL', 'SMS', 'NOTE', 'COMMENT'] as const;
export type SendableType = (typeof SENDABLE_TYPES)[number];

export const sendMessage = (id: number, message: { type: SendableType; body: string; subject?: string }) =>
  apiJson<CommunicationMessage>(`${BASE}/${id}/communications`, { method: 'POST', body: message });

export const markRead = (id: number, type: MessageFilter) =>
  apiJson<UnreadCounts>(`${BASE}/${id}/communications/read`, { method: 'POST', body: { type } });

export const fetchValidations = (id: number) => apiJson<ValidationReport>(`${BASE}/${id}/validations`);

export const runValidations = (id: number) =>
  apiJson<ValidationReport>(`${BASE}/${id}/validations/run`, { method: 'POST' });
