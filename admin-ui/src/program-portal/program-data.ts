// The programs the portal can open and the caller's levels on one of them.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { canAccess } from '../api/access.js';
import { fetchPermissionLevels } from '../api/caller.js';
import { apiJson } from '../api/client.js';
import { useCaller } from '../api/useCaller.js';

export interface ProgramSummary {
  id: number;
  displayName: string;
  active?: boolean;
  launched?: boolean;
}

export interface ProcessView {
  processId: number;
  processName: string;
  programId: number;
  programName: string;
}

/** The processes the caller works (GetProcessesForUser): all of them for administrators. */
export const useProcesses = () =>
  useQuery({ queryKey: ['processes'], queryFn: () => apiJson<ProcessView[]>('/api/admin/processes') });

/**
 * With ProgramConfig the programs resource lists every program of the instance; without it the portal
 * still opens the programs of the processes the caller works (for their reports or analytics tabs).
 */
export function usePortalPrograms() {
  const caller = useCaller();
  const dataProvider = useDataProvider();
  const readsPrograms = caller ? canAccess(caller, 'list', 'programs') : false;
  return useQuery({
    queryKey: ['portal-programs', readsPrograms],
    enabled: caller !== undefined,
    queryFn: async (): Promise<ProgramSummary[]> => {
      if (readsPrograms) {
        const { data } = await dataProvider.getList<ProgramSummary>('programs', {
          pagination: { page: 1, perPage: 1000 },
          sort: { field: 'displayName', order: 'ASC' },
          filter: {},
        });
        return data;
      }
      const processes = await apiJson<ProcessView[]>('/api/admin/processes');
      const byId = new Map(
        processes.map((p) => [p.programId, { id: p.programId, displayName: p.programName }]),
      );
      return [...byId.values()].sort((a, b) => a.displayName.localeCompare(b.displayName));
    },
  });
}

/** The caller's levels on one program (grants for it or for every program). */
export const useProgramLevels = (programId: number | undefined) =>
  useQuery({
    queryKey: ['permissions', programId],
    enabled: programId !== undefined,
    queryFn: () => fetchPermissionLevels(programId),
  });
