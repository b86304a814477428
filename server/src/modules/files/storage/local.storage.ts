import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type StagedObject, StorageMissingError, type StoragePort } from './storage.port.js';

const KEY = /^[0-9a-f]{64}$/;

/**
 * Files under a folder (the data folder's `files/`), each at `ab/cd/<sha256>`: written to `tmp/` first and
 * renamed into place only when complete, so a reader never sees part of a file and a failed write leaves
 * only a temporary file, which is removed.
 */
export class LocalStorage implements StoragePort {
  readonly name = 'local' as const;

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new StorageMissingError(key);
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  async stage(source: Readable): Promise<StagedObject> {
    const tmpDir = path.join(this.root, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    try {
      await pipeline(source, createWriteStream(tmp, { flags: 'wx' }));
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
    return {
      commit: async (key) => {
        const target = this.pathOf(key);
        await mkdir(path.dirname(target), { recursive: true });
        // Content-addressed: the same bytes under the same name, so replacing them changes nothing.
        await rename(tmp, target);
      },
      discard: () => rm(tmp, { force: true }),
    };
  }

  async open(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      await stat(file);
    } catch {
      throw new StorageMissingError(key);
    }
    return createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
