// A lock every Playwright worker of a run shares: the admin and community projects run side by side on one
// server, and a test that switches a demo setting must not run while another reads or switches it.
import { mkdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A lock left by a run that was killed is older than any test may hold one. */
const STALE_MS = 3 * 60_000;

/** Runs `work` holding the lock `name`, waiting for it (mkdir is atomic) as long as a test may take. */
export async function withSharedLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = path.join(
    os.tmpdir(),
    `porchlight-browser-${process.env.BROWSER_TEST_PORT ?? '3999'}-${name}.lock`,
  );
  for (;;) {
    try {
      await mkdir(dir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(dir).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > STALE_MS) await rm(dir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Riverton's sync-report switch (instance portal → Security), which the reviewer's navigation follows. */
export const RIVERTON_SYNC_SWITCH = 'riverton-sync-report';
