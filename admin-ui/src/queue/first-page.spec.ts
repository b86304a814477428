import { describe, expect, it } from '@jest/globals';
import simpleRestProvider from 'ra-data-simple-rest';
import {
  firstQueuePageUrl,
  QUEUE_DEFAULT_FILTER,
  QUEUE_DEFAULT_SORT,
  QUEUE_PAGE_SIZE,
} from './first-page.js';

/** The address ra-data-simple-rest's getList asks for, as our data provider would send it. */
async function simpleRestAddress(params: {
  page: number;
  perPage: number;
  field: string;
  order: 'ASC' | 'DESC';
  filter: Record<string, unknown>;
}): Promise<string> {
  let asked = '';
  const provider = simpleRestProvider('/api/admin', async (url: string) => {
    asked = url;
    return {
      status: 200,
      headers: new Headers({ 'Content-Range': 'applications 0-0/0' }),
      body: '[]',
      json: [],
    };
  });
  await provider.getList('applications', {
    pagination: { page: params.page, perPage: params.perPage },
    sort: { field: params.field, order: params.order },
    filter: params.filter,
  });
  return asked;
}

/** Path and decoded parameters: two encodings of one address compare equal. */
const decoded = (url: string) => {
  const parsed = new URL(url, 'http://admin.invalid');
  return [parsed.pathname, [...parsed.searchParams.entries()].sort(([a], [b]) => a.localeCompare(b))];
};

describe("the queue's first page, asked for at sign-in, is the one react-admin's list asks for", () => {
  it('with no saved list parameters: the first 25, oldest first, every application', async () => {
    const list = await simpleRestAddress({
      page: 1,
      perPage: QUEUE_PAGE_SIZE,
      field: QUEUE_DEFAULT_SORT.field,
      order: QUEUE_DEFAULT_SORT.order,
      filter: QUEUE_DEFAULT_FILTER,
    });
    expect(list).not.toBe('');
    expect(decoded(firstQueuePageUrl(null))).toEqual(decoded(list));
  });

  it('with saved parameters: their page, size, sort and filter (a search with spaces and an owner)', async () => {
    const filter = { tab: 'assignment', q: 'Rivera & sons', assignedTo: [12] };
    const list = await simpleRestAddress({
      page: 3,
      perPage: 50,
      field: 'stateCurrentTime',
      order: 'DESC',
      filter,
    });
    const saved = { page: 3, perPage: 50, sort: 'stateCurrentTime', order: 'DESC', filter };
    expect(decoded(firstQueuePageUrl(saved))).toEqual(decoded(list));
  });
});
