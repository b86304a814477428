// The admin records that are views of the caller's own instance row (instance-content, branding-translations):
// one record keyed by the instance id, and one version, the row's updatedAt (docs/decisions.md "Instance
// records share one version").
import type { DataSource } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { conflict, notFound } from '../../common/errors/domain.exception.js';
import { Instance } from './entities/instance.entity.js';

const recordNotFound = (resource: string, id: string | number) =>
  notFound('notFound', `The ${resource} record ${id} does not exist`);

/** The caller's instance when `id` is its id; another instance's record is simply not found. */
export async function ownInstance(
  dataSource: DataSource,
  caller: SessionCaller,
  resource: string,
  id: string | number,
): Promise<Instance> {
  const instance =
    String(id) === String(caller.instance.id)
      ? await dataSource.getRepository(Instance).findOneBy({ id: caller.instance.id })
      : null;
  if (!instance) throw recordNotFound(resource, id);
  return instance;
}

/**
 * Writes what `change` makes of the caller's instance row, locked from the version check to the write so two
 * stale edits cannot both pass: an `updatedAt` other than the stored one is 409 staleRecord.
 */
export async function writeOwnInstance(
  dataSource: DataSource,
  caller: SessionCaller,
  resource: string,
  id: string | number,
  updatedAt: string | undefined,
  change: (locked: Instance) => QueryDeepPartialEntity<Instance>,
): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const repository = manager.getRepository(Instance);
    const locked = await repository.findOne({
      where: { id: caller.instance.id },
      lock: { mode: 'pessimistic_write' },
    });
    if (!locked) throw recordNotFound(resource, id);
    if (updatedAt !== undefined && locked.updatedAt.getTime() !== new Date(updatedAt).getTime()) {
      throw conflict('staleRecord', 'This record was changed by someone else; reload it and try again');
    }
    await repository.update({ id: locked.id }, change(locked));
  });
}
