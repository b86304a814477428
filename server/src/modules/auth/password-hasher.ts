import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import pLimit from 'p-limit';

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, parallelism 1. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * argon2 runs on libuv's thread pool, so hashing never blocks the event loop; the cap keeps a sign-in
 * storm from queuing unbounded 19 MiB hashes (memory) and from starving the pool's other work (DNS, fs).
 */
const limit = pLimit(Math.max(2, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return limit(() => argon2.hash(password, ARGON2_OPTIONS));
}

export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return limit(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | null = null;

/**
 * For an unknown login id: spend the same time as a real check, so the answer's timing does not tell
 * whether the login id exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('porchlight-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
