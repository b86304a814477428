// A review-manager route (access spec §2 "Route guards"): a loader while the caller's roles on the process are
// read, then the program portal's settings for a user who is only its Process-Admin, else the reviewer root.
import { reviewManagerLanding } from '@server/contract/review-manager.js';
import { useQuery } from '@tanstack/react-query';
import { Loading } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { apiJson } from '../api/client.js';
import { useProcesses } from '../program-portal/program-data.js';

export function ReviewManagerPage() {
  const processId = Number(useParams().processId);
  const processes = useProcesses();
  const roles = useQuery({
    queryKey: ['process-roles', processId],
    queryFn: () => apiJson<{ roleName: string }[]>(`/api/admin/processes/${processId}/roles`),
  });
  // A process the caller does not work (or cannot read) takes them to the reviewer root, as any non-admin role.
  if (processes.isPending || roles.isPending) return <Loading />;
  const process = processes.data?.find((p) => p.processId === processId);
  const roleNames = roles.data?.map((r) => r.roleName) ?? [];
  return <Navigate to={reviewManagerLanding(process ? roleNames : [], process?.programId ?? 0)} replace />;
}
