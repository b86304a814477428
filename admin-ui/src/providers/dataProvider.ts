import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils } from 'react-admin';
import { api } from '../api/client.js';
import { takeEarly } from '../api/early-gets.js';

/** ra-data-simple-rest's client on our fetch: the bearer token, refresh on expiry, the server's errors. */
async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers: Record<string, string> = {};
  new Headers(options.headers).forEach((value, key) => {
    if (key.toLowerCase() !== 'content-type') headers[key] = value;
  });
  const asked = () =>
    api<unknown>(url, {
      method: options.method,
      body: options.body,
      headers,
      signal: options.signal ?? undefined,
    });
  // A GET asked for before its screen rendered (the queue's first page at sign-in) is not asked again.
  const response = await ((options.method ?? 'GET') === 'GET' ? (takeEarly(url) ?? asked()) : asked());
  return {
    status: response.status,
    headers: response.headers,
    body: JSON.stringify(response.json ?? null),
    // biome-ignore lint/suspicious/noExplicitAny: simple-rest reads records off the answer as it comes.
    json: response.json as any,
  };
}

const simpleRest = simpleRestProvider('/api/admin', httpClient);

/** Admin resources (API.md "Admin resources"); a delete answered with no body keeps the deleted record. */
export const dataProvider: DataProvider = {
  ...simpleRest,
  delete: async (resource, params) => {
    const result = await simpleRest.delete(resource, params);
    return { data: result.data ?? params.previousData ?? { id: params.id } };
  },
  deleteMany: async (resource, params) => {
    await Promise.all(params.ids.map((id) => simpleRest.delete(resource, { id })));
    return { data: params.ids };
  },
};
