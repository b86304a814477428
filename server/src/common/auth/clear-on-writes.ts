import type { DataSource, EntitySubscriberInterface, QueryRunner } from 'typeorm';

export type WriteKind = 'insert' | 'update' | 'remove';

/** The entities (or table names) whose writes clear a cache. */
export type WriteTargets = readonly (string | (abstract new (...args: never[]) => unknown))[];

/**
 * Calls `clear` whenever this process writes one of `targets` through TypeORM (repositories, entity managers,
 * query builders), and once more when the transaction that wrote it ends: a reader that ran between the write
 * and the commit read the old row, and its copy must not outlive the commit. A `clear` that answers a promise
 * (the CacheBus telling the other processes) is awaited by the write and by the commit, so the request that
 * wrote answers after every process cleared. Raw SQL is not seen; the caches' time to live bounds it. Returns
 * the way to stop listening.
 */
export function clearOnWrites(
  dataSource: DataSource,
  targets: WriteTargets,
  kinds: readonly WriteKind[],
  clear: () => void | Promise<void>,
): () => void {
  const open = new WeakSet<QueryRunner>();
  const wrote = (event: { metadata?: { target: unknown }; queryRunner: QueryRunner }) => {
    if (!event.metadata || !targets.includes(event.metadata.target as (typeof targets)[number])) return;
    if (event.queryRunner.isTransactionActive) open.add(event.queryRunner);
    return clear();
  };
  const ended = (event: { queryRunner: QueryRunner }) => {
    if (open.delete(event.queryRunner)) return clear();
  };
  const subscriber: EntitySubscriberInterface = {
    ...(kinds.includes('insert') ? { afterInsert: wrote } : {}),
    ...(kinds.includes('update') ? { afterUpdate: wrote } : {}),
    ...(kinds.includes('remove') ? { afterRemove: wrote, afterSoftRemove: wrote } : {}),
    afterTransactionCommit: ended,
    afterTransactionRollback: ended,
  };
  dataSource.subscribers.push(subscriber);
  return () => {
    const at = dataSource.subscribers.indexOf(subscriber);
    if (at >= 0) dataSource.subscribers.splice(at, 1);
  };
}
