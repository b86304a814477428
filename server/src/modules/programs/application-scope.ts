import type { EntityManager } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { notFound } from '../../common/errors/domain.exception.js';
import { isAdministrator } from '../accounts/roles.js';
import { Application } from '../applications/entities/application.entity.js';

const MAX_INT = 2_147_483_647;

export const applicationNotFound = (id: number) =>
  notFound('applicationNotFound', `The application ${id} does not exist`);

/**
 * The application with this id in the caller's instance. Another instance's id is answered exactly like an
 * unknown one, so ids leak nothing across tenants. `lock` holds the row for the caller's transaction.
 */
export async function applicationInInstance(
  manager: EntityManager,
  instanceId: number,
  id: number,
  { lock = false } = {},
): Promise<Application> {
  if (!Number.isInteger(id) || id < 1 || id > MAX_INT) throw applicationNotFound(id);
  const application = await manager.getRepository(Application).findOne({
    where: { id, instanceId },
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!application) throw applicationNotFound(id);
  return application;
}

/**
 * An application as staff may open it from the queue: in their instance and, unless they are administrators,
 * in a process they work (as the queue lists them). Anything else is not found.
 */
export async function applicationForStaff(
  manager: EntityManager,
  caller: SessionCaller,
  id: number,
  options: { lock?: boolean } = {},
): Promise<Application> {
  const application = await applicationInInstance(manager, caller.instance.id, id, options);
  if (isAdministrator(caller.roles)) return application;
  const [member] = await manager.query(
    'SELECT 1 FROM workflow_members WHERE instance_id = $1 AND workflow_id = $2 AND user_id = $3 LIMIT 1',
    [caller.instance.id, application.workflowId, caller.user.id],
  );
  if (!member) throw applicationNotFound(id);
  return application;
}
