// The work-queue calls beside the list itself (API.md "The work queue").
import type { ApplicationEventWire, ApplicationNote, NewNote } from '@server/contract/application-record.js';
import type { BulkAnswer, FilterOption, FilterOptions, PossibleStateRow } from '@server/contract/queue.js';
import { api, apiJson, query } from '../api/client.js';
import type { CommunicationMessage, UnreadCounts, ValidationReport } from '../api/types.js';

const BASE = '/api/admin/applications';

export type { FilterOption, FilterOptions };

export const fetchFilterOptions = () => apiJson<FilterOptions>(`${BASE}/filter-options`);

export const fetchPossibleStates = (ids: readonly (number | string)[]) =>
  apiJson<PossibleStateRow[]>(`${BASE}/possible-states${query({ ids: ids.join(',') })}`);

export type BulkActionName = 'UPDATE_STATUS' | 'UPDATE_OWNER' | 'UPDATE_STATUS_AND_OWNER';

export interface BulkRequest {
  action: BulkActionName;
  /** The selected applications, or (select all N matching) the queue filter they match. */
  ids?: number[];
  filter?: Record<string, unknown>;
  toState?: number;
  ownerId?: number;
  comment?: string;
  reasonId?: number;
  /** The version of each application as the list showed it; a changed one fails instead of being overwritten. */
  versions?: Record<string, number>;
}

export const postBulk = (body: BulkRequest) => apiJson<BulkAnswer>(`${BASE}/bulk`, { method: 'POST', body });

/** The queue's filtered view as CSV (the session's token), saved under the name the server gives. */
export async function downloadQueueCsv(
  filter: Record<string, unknown>,
  sort: { field: string; order: string },
) {
  const response = await api<string>(
    `${BASE}.csv${query({ filter: JSON.stringify(filter), sort: JSON.stringify([sort.field, sort.order]) })}`,
    { headers: { Accept: 'text/csv' } },
  );
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'applications.csv';
  const blob = new Blob([String(response.json ?? '')], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

export const fetchEvents = (id: number) => apiJson<ApplicationEventWire[]>(`${BASE}/${id}/events`);

export const fetchNotes = (id: number) => apiJson<ApplicationNote[]>(`${BASE}/${id}/notes`);

export const addNote = (id: number, note: NewNote) =>
  apiJson<ApplicationNote>(`${BASE}/${id}/notes`, { method: 'POST', body: note });

/** The panel's filters: every type, or the labels Email, SMS and Phone (calls and voicemail). */
export const MESSAGE_FILTERS = ['ALL', 'Email', 'SMS', 'Phone'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const fetchMessages = (id: number, type: MessageFilter) =>
  apiJson<CommunicationMessage[]>(`${BASE}/${id}/communications${query({ type })}`);

export const fetchUnread = (id: number) => apiJson<UnreadCounts>(`${BASE}/${id}/communications/unread`);

export const SENDABLE_TYPES = ['EMAIL', 'SMS', 'NOTE', 'COMMENT'] as const;
export type SendableType = (typeof SENDABLE_TYPES)[number];

export const sendMessage = (
  id: number,
  message: { type: SendableType; body: string; subject?: string; fileIds?: number[] },
) => apiJson<CommunicationMessage>(`${BASE}/${id}/communications`, { method: 'POST', body: message });

export const markRead = (id: number, type: MessageFilter) =>
  apiJson<UnreadCounts>(`${BASE}/${id}/communications/read`, { method: 'POST', body: { type } });

export const fetchValidations = (id: number) => apiJson<ValidationReport>(`${BASE}/${id}/validations`);

export const runValidations = (id: number) =>
  apiJson<ValidationReport>(`${BASE}/${id}/validations/run`, { method: 'POST' });
