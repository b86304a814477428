// The queue view a record page steps through (next / previous application): the ids the queue last showed,
// in order, with the filter, sort and page they came from. Kept for the browser tab (sessionStorage), so a
// record opened by URL in a new tab has no neighbours rather than another tab's.
import type { QueueApplication } from '@server/contract/queue.js';
import { api, query } from '../api/client.js';

export interface QueueView {
  ids: number[];
  filter: Record<string, unknown>;
  sort: { field: string; order: string };
  page: number;
  perPage: number;
  total: number | null;
}

const KEY = 'porchlight.queue.view';

export const saveQueueView = (view: QueueView) => sessionStorage.setItem(KEY, JSON.stringify(view));

export function readQueueView(): QueueView | null {
  try {
    const view = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as QueueView | null;
    return view && Array.isArray(view.ids) ? view : null;
  } catch {
    return null;
  }
}

async function fetchPageIds(view: QueueView, page: number): Promise<number[]> {
  const from = (page - 1) * view.perPage;
  const { json } = await api<QueueApplication[]>(
    `/api/admin/applications${query({
      filter: JSON.stringify(view.filter),
      sort: JSON.stringify([view.sort.field, view.sort.order]),
      range: JSON.stringify([from, from + view.perPage - 1]),
    })}`,
  );
  return json.map((r) => r.id);
}

/** Whether the view holds the application and something lies in that direction (maybe on the next page). */
export function hasNeighbour(id: number, step: 1 | -1, view: QueueView | null = readQueueView()): boolean {
  if (!view) return false;
  const index = view.ids.indexOf(id);
  if (index === -1) return false;
  if (step === -1) return index > 0 || view.page > 1;
  const shownUpTo = (view.page - 1) * view.perPage + index + 1;
  return index < view.ids.length - 1 || view.total === null || shownUpTo < view.total;
}

/**
 * The next (step 1) or previous (step -1) application of the view; past the page's edge it reads the
 * neighbouring page with the same filter and sort, and the view moves to that page.
 */
export async function neighbourOf(id: number, step: 1 | -1): Promise<number | null> {
  const view = readQueueView();
  if (!view || !hasNeighbour(id, step, view)) return null;
  const index = view.ids.indexOf(id);
  const inPage = view.ids[index + step];
  if (inPage !== undefined) return inPage;
  const page = view.page + step;
  const ids = await fetchPageIds(view, page);
  if (ids.length === 0) return null;
  saveQueueView({ ...view, ids, page });
  return step === 1 ? (ids[0] as number) : (ids[ids.length - 1] as number);
}
