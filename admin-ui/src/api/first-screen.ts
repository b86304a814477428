// The calls of the first screen after a sign-in (the queue in its layout), started as soon as the session
// token is there, beside the caller's own calls: rendering would start them only once the caller is known,
// and the program settings only once the filter options are in, one round trip after another.
import type { ProgramSettings } from '@server/contract/programs.js';
import { QueryClient } from '@tanstack/react-query';
import { type FilterOption, fetchFilterOptions } from '../queue/queue-api.js';
import { apiJson } from './client.js';

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

/** A program's settings (GET /api/resource/:id), read by the queue's optional columns. */
export const programSettingsQuery = (id: number) => ({
  queryKey: ['program-settings', id],
  queryFn: () => apiJson<{ settings?: Partial<ProgramSettings> }>(`/api/resource/${id}`),
  staleTime: 5 * 60_000,
});

/** The programs of the processes in view: the chosen process's, or with none chosen every process's. */
export const programIdsOf = (processes: FilterOption[] | undefined, processId: number | null): number[] => {
  const shown = (processes ?? []).filter((p) => processId === null || Number(p.id) === processId);
  return [...new Set(shown.flatMap((p) => (p.programId === undefined ? [] : [p.programId])))];
};

/** True when the page opens on the queue (its route, or the home route that shows it). */
export const opensOnQueue = (hash: string): boolean => /^(#\/?)?$|^#\/applications\/?(\?|$)/.test(hash);

/** Starts the queue screen's calls; a failure is left to the screen, which asks again and shows it. */
export function prefetchFirstScreen(): void {
  void queryClient.prefetchQuery(instanceFeaturesQuery);
  void queryClient
    .fetchQuery(filterOptionsQuery)
    .then((options) =>
      Promise.all(
        programIdsOf(options.process, null).map((id) => queryClient.prefetchQuery(programSettingsQuery(id))),
      ),
    )
    .catch(() => undefined);
}
