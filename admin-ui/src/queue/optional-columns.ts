import type { ProgramSettings } from '@server/contract/programs.js';
import { useQueries } from '@tanstack/react-query';
import { apiJson } from '../api/client.js';
import { paymentsEnabled, showsCaseColumns } from '../rules.js';
import type { FilterOption } from './queue-api.js';

/**
 * The queue's optional columns (programs spec §2, §3), from the settings of the programs in view (GET
 * /api/resource/:id, the program settings call of §7): Payment Channel when the chosen process's program, or
 * with no process chosen any program of the caller's processes, takes payments (settings.Payments.Type);
 * Case Number and Client ID when the chosen process's program shows them (settings.Queue.CaseColumns).
 */
export function useOptionalColumns(
  processes: FilterOption[] | undefined,
  processId: number | null,
): { caseColumns: boolean; paymentsEnabled: boolean } {
  const shown = (processes ?? []).filter((p) => processId === null || Number(p.id) === processId);
  const programIds = [...new Set(shown.flatMap((p) => (p.programId === undefined ? [] : [p.programId])))];
  const programs = useQueries({
    queries: programIds.map((id) => ({
      queryKey: ['program-settings', id],
      queryFn: () => apiJson<{ settings?: Partial<ProgramSettings> }>(`/api/resource/${id}`),
      staleTime: 5 * 60_000,
    })),
  });
  return {
    caseColumns: processId !== null && programs.some((q) => showsCaseColumns(q.data?.settings)),
    paymentsEnabled: programs.some((q) => paymentsEnabled(q.data?.settings?.Payments?.Type)),
  };
}
