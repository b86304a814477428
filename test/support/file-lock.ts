// A lock every process of a test run shares, by a folder's existence (mkdir is atomic).
import { mkdir, rm, stat } from 'node:fs/promises';

/** A lock left by a run that was killed is older than any holder keeps one. */
const STALE_MS = 3 * 60_000;

/** Runs `work` holding the lock folder `dir`, waiting for it as long as a holder may take. */
export async function withFileLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
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
