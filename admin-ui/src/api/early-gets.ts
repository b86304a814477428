// GET calls started before the screen that reads them renders (the queue's first page at sign-in): the screen's
// own call for the same address takes the answer under way instead of asking again.
import { type ApiResponse, api } from './client.js';

/** An answer asked for this long before its screen's call is still taken; older, the screen asks afresh. */
const FRESH_MS = 10_000;

const early = new Map<string, { at: number; answer: Promise<ApiResponse<unknown>> }>();

/** One address however its query is encoded: the path and the decoded parameters in order. */
function keyOf(url: string): string {
  const parsed = new URL(url, 'http://admin.invalid');
  const params = [...parsed.searchParams.entries()].sort(([a], [b]) => a.localeCompare(b));
  return `${parsed.pathname}?${JSON.stringify(params)}`;
}

/** Starts a GET now, for the screen about to render; a failure is left to the screen's own call. */
export function getEarly(url: string): void {
  const answer = api<unknown>(url);
  answer.catch(() => undefined);
  early.set(keyOf(url), { at: Date.now(), answer });
}

/** The answer under way for this address, taken once (a later call asks again); undefined when none is fresh. */
export function takeEarly(url: string): Promise<ApiResponse<unknown>> | undefined {
  const key = keyOf(url);
  const hit = early.get(key);
  early.delete(key);
  if (!hit || Date.now() - hit.at > FRESH_MS) return undefined;
  return hit.answer.catch(() => api<unknown>(url));
}
