// The calls of the first screen after a sign-in (the queue in its layout), started as soon as the session
// token is there, beside the caller's own calls: rendering would start them only once the caller is known.
// The filter options carry the flags of the optional columns, so no program settings call follows them.
import { QueryClient } from '@tanstack/react-query';
import { firstQueuePageUrl, type SavedListParams } from '../queue/first-page.js';
import { fetchFilterOptions } from '../queue/queue-api.js';
import { apiJson } from './client.js';
import { getEarly } from './early-gets.js';

/** The one query client of the admin UI (App.tsx hands it to react-admin), so prefetched answers are used. */
export const queryClient = new QueryClient();

/** GET /api/admin/instance-features: the caller's instance's switches the navigation follows. */
export const instanceFeaturesQuery = {
  queryKey: ['instance-features'],
  queryFn: () => apiJson<{ syncReportEnabled: boolean }>('/api/admin/instance-features'),
  staleTime: 60_000,
};

/** The queue's filter options (processes, states, owners...). */
export const filterOptionsQuery = {
  queryKey: ['queue', 'filter-options'],
  queryFn: fetchFilterOptions,
  staleTime: 60_000,
};

/** True when the page opens on the queue (its route, or the home route that shows it). */
export const opensOnQueue = (hash: string): boolean => /^(#\/?)?$|^#\/applications\/?(\?|$)/.test(hash);

/** react-admin's saved parameters of the queue list (its localStorageStore's key), when there are any. */
function savedQueueParams(): SavedListParams | null {
  try {
    return JSON.parse(localStorage.getItem('RaStore.applications.listParams') ?? 'null');
  } catch {
    return null;
  }
}

/**
 * Starts the queue screen's calls, its first page among them (unless the address names the list's own
 * parameters); a failure is left to the screen, which asks again and shows it.
 */
export function prefetchFirstScreen(hash = ''): void {
  void queryClient.prefetchQuery(instanceFeaturesQuery);
  void queryClient.prefetchQuery(filterOptionsQuery);
  if (!hash.includes('?')) getEarly(firstQueuePageUrl(savedQueueParams()));
}
