// The queue's first page as react-admin's list asks for it (ra-data-simple-rest's getList), so the sign-in can
// ask for it beside the caller's calls instead of after the layout has rendered.
export const QUEUE_PAGE_SIZE = 25;
export const QUEUE_DEFAULT_SORT = { field: 'createdAt', order: 'ASC' } as const;
export const QUEUE_DEFAULT_FILTER = { tab: 'all' };

/** react-admin's saved list parameters (its store's `applications.listParams`). */
export interface SavedListParams {
  sort?: string;
  order?: string;
  page?: number;
  perPage?: number;
  filter?: Record<string, unknown>;
}

/** The address of the page the list will show: the saved parameters' page, else the queue's defaults. */
export function firstQueuePageUrl(saved: SavedListParams | null): string {
  const perPage = saved?.perPage ?? QUEUE_PAGE_SIZE;
  const page = saved?.page ?? 1;
  const params = new URLSearchParams({
    filter: JSON.stringify(saved?.filter ?? QUEUE_DEFAULT_FILTER),
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    sort: JSON.stringify([saved?.sort ?? QUEUE_DEFAULT_SORT.field, saved?.order ?? QUEUE_DEFAULT_SORT.order]),
  });
  return `/api/admin/applications?${params}`;
}
