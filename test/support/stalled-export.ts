// A CSV export held back by a reader that stopped after the first chunk, and the server-side exports it keeps
// open: the tests of streamed exports (reports and the queue) watch these.
import http from 'node:http';
import type { DataSource } from 'typeorm';

/** What a browser says it can inflate. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Starts the download of `url` and stops reading after its first chunk. */
export function exportStalled(
  url: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<{ request: http.ClientRequest; first: string; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { authorization: `Bearer ${token}`, ...headers } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
      res.once('data', (chunk: Buffer) => {
        res.pause();
        resolve({ request, first: chunk.toString(), encoding: res.headers['content-encoding'] });
      });
    });
    request.on('error', () => undefined);
  });
}

/**
 * Exports under way: backends of this database running (or holding) a COPY, or on the embedded database
 * (one backend for every connection) its held export cursors.
 */
export async function exportsRunning(dataSource: DataSource): Promise<number> {
  const [{ n }] = await dataSource.query(
    process.env.TEST_DATABASE_URL
      ? `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'COPY (SELECT%'`
      : `SELECT count(*)::int AS n FROM pg_cursors WHERE name LIKE 'report_export_%' AND is_holdable`,
  );
  return n;
}

/** Whether `check` comes true within `ms`, looking every 50 ms. */
export async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}
