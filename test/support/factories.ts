import { randomBytes } from 'node:crypto';
import type { EntityKind } from '../../server/src/modules/accounts/account-type.js';
import { Instance } from '../../server/src/modules/instances/entities/instance.entity.js';
import type { User } from '../../server/src/modules/users/entities/user.entity.js';
import { UsersService } from '../../server/src/modules/users/users.service.js';
import type { TestApp } from './test-app.js';

/** A password the create-login policy accepts, for users a test makes. */
export const FACTORY_PASSWORD = 'Factory-Password-7';

export interface NewUserOptions {
  /** Accounts as `{ instance: sub-domain, kind, roles? }`; by default an individual on springfield. */
  accounts?: { instance: string; kind: EntityKind; roles?: number[]; businessName?: string }[];
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  /** null: a user who has not created a login yet. */
  password?: string | null;
}

/** A user of the test's own, made as `porchlight users create` makes them, with a unique email. */
export async function newUser(
  t: TestApp,
  options: NewUserOptions = {},
): Promise<{ user: User; email: string; password: string | null }> {
  const email = `user-${randomBytes(5).toString('hex')}@factory.example`;
  const password = options.password === undefined ? FACTORY_PASSWORD : options.password;
  const instances = t.dataSource.getRepository(Instance);
  const accounts = await Promise.all(
    (options.accounts ?? [{ instance: 'springfield', kind: 'individual' as const }]).map(async (a) => ({
      ...a,
      instanceId: (await instances.findOneByOrFail({ subdomain: a.instance })).id,
    })),
  );
  const { user } = await t.app.get(UsersService).createUser({
    email,
    phone: options.phone ?? null,
    password,
    firstName: options.firstName === undefined ? 'Test' : options.firstName,
    lastName: options.lastName === undefined ? 'Person' : options.lastName,
    accounts,
  });
  return { user, email, password };
}
