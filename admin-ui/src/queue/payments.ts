import { useQueries } from '@tanstack/react-query';
import { apiJson } from '../api/client.js';
import { paymentsEnabled } from '../rules.js';
import type { FilterOption } from './queue-api.js';

interface ProgramSettings {
  settings?: { Payments?: { Type?: unknown } };
}

/**
 * Whether the queue shows Payment Channel (programs spec §2, §3): when the program of the chosen process,
 * or with no process chosen any program of the caller's processes, takes payments (settings.Payments.Type),
 * read from each program's settings (GET /api/resource/:id, the program settings call of §7).
 */
export function usePaymentsEnabled(processes: FilterOption[] | undefined, processId: number | null): boolean {
  const shown = (processes ?? []).filter((p) => processId === null || Number(p.id) === processId);
  const programIds = [...new Set(shown.flatMap((p) => (p.programId === undefined ? [] : [p.programId])))];
  const settings = useQueries({
    queries: programIds.map((id) => ({
      queryKey: ['program-settings', id],
      queryFn: () => apiJson<ProgramSettings>(`/api/resource/${id}`),
      staleTime: 5 * 60_000,
    })),
  });
  return settings.some((q) => paymentsEnabled(q.data?.settings?.Payments?.Type));
}
