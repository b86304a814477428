// Counting applications through the queue: a one-row page whose Content-Range carries the total.
import { api, query } from '../api/client.js';

export interface Count {
  total: number;
  /** The server estimated the total (X-Total-Estimated), for filters matching very many rows. */
  estimated: boolean;
}

export async function countApplications(filter: Record<string, unknown>): Promise<Count> {
  const response = await api<unknown[]>(
    `/api/admin/applications${query({ filter: JSON.stringify(filter), range: '[0,0]' })}`,
  );
  const total = Number(response.headers.get('content-range')?.split('/').pop());
  return {
    total: Number.isFinite(total) ? total : 0,
    estimated: response.headers.get('x-total-estimated') === 'true',
  };
}

/** The first application of the filter in the given order, for the time range a chart spans. */
export async function edgeApplication(
  filter: Record<string, unknown>,
  order: 'ASC' | 'DESC',
): Promise<{ createdAt: string } | undefined> {
  const { json } = await api<{ createdAt: string }[]>(
    `/api/admin/applications${query({
      filter: JSON.stringify(filter),
      sort: JSON.stringify(['createdAt', order]),
      range: '[0,0]',
    })}`,
  );
  return json[0];
}
