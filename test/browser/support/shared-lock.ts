// A lock every Playwright worker of a run shares: the admin and community projects run side by side on one
// server, and a test that switches a demo setting must not run while another reads or switches it.
import os from 'node:os';
import path from 'node:path';
import { withFileLock } from '../../support/file-lock';

/** Runs `work` holding the lock `name`, waiting for it as long as a test may take. */
export function withSharedLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = path.join(
    os.tmpdir(),
    `porchlight-browser-${process.env.BROWSER_TEST_PORT ?? '3999'}-${name}.lock`,
  );
  return withFileLock(dir, work);
}

/** Riverton's sync-report switch (instance portal → Security), which the reviewer's navigation follows. */
export const RIVERTON_SYNC_SWITCH = 'riverton-sync-report';
