import type { Readable } from 'node:stream';

/** Bytes written to the store under a temporary name, not yet visible under any key. */
export interface StagedObject {
  /** Makes the bytes readable under `key` (a sha256); a key that exists already keeps its bytes. */
  commit(key: string): Promise<void>;
  /** Forgets the bytes. */
  discard(): Promise<void>;
}

/**
 * Where files' bytes live, addressed by their sha256 (the files table holds what they are). `stage` takes
 * the whole stream, so a source that fails part-way rejects it and leaves nothing behind.
 */
export interface StoragePort {
  readonly name: 'local' | 's3';
  stage(source: Readable): Promise<StagedObject>;
  /** The bytes under `key`; rejects with StorageMissingError when there are none. */
  open(key: string): Promise<Readable>;
  /** Removes the bytes under `key`; nothing there is not an error. */
  remove(key: string): Promise<void>;
}

export const STORAGE = Symbol('STORAGE');

/** The store holds no bytes under the key asked for. */
export class StorageMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored bytes under ${key}`);
  }
}
