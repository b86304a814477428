import type { FilterOption } from './queue-api.js';

/**
 * The queue's optional columns (programs spec §2, §3), from the flags filter-options gives each process (its
 * program's settings, so the first rows wait on no settings call): Payment Channel when the chosen process's
 * program, or with no process chosen any program of the caller's processes, takes payments; Case Number and
 * Client ID when the chosen process's program shows them.
 */
export function optionalColumns(
  processes: FilterOption[] | undefined,
  processId: number | null,
): { caseColumns: boolean; paymentsEnabled: boolean } {
  const shown = (processes ?? []).filter((p) => processId === null || Number(p.id) === processId);
  return {
    caseColumns: processId !== null && shown.some((p) => p.caseColumns === true),
    paymentsEnabled: shown.some((p) => p.paymentsEnabled === true),
  };
}
