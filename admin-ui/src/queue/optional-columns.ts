import { useQueries } from '@tanstack/react-query';
import { programIdsOf, programSettingsQuery } from '../api/first-screen.js';
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
  const programs = useQueries({ queries: programIdsOf(processes, processId).map(programSettingsQuery) });
  return {
    caseColumns: processId !== null && programs.some((q) => showsCaseColumns(q.data?.settings)),
    paymentsEnabled: programs.some((q) => paymentsEnabled(q.data?.settings?.Payments?.Type)),
  };
}
