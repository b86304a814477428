import { Account, type EntityType } from '../../server/src/modules/accounts/entities/account.entity.js';
import { Session } from '../../server/src/modules/auth/entities/session.entity.js';
import { TokenService } from '../../server/src/modules/auth/token.service.js';
import { Instance } from '../../server/src/modules/instances/entities/instance.entity.js';
import { User } from '../../server/src/modules/users/entities/user.entity.js';
import type { TestApp } from './test-app.js';

const SESSION_HOURS = 12;

/**
 * A real session for a user's account on an instance, as sign-in would open it: a `sessions` row and a
 * session token signed by the app's own TokenService. Until sign-in lands this is how suites get a caller;
 * the login id is an email or a phone number. `entityType` picks the account when the user holds several.
 */
export async function sessionTokenFor(
  t: TestApp,
  loginId: string,
  instanceSubdomain: string,
  entityType?: EntityType,
): Promise<string> {
  const ds = t.dataSource;
  const instance = await ds.getRepository(Instance).findOneByOrFail({ subdomain: instanceSubdomain });
  const user = await ds
    .getRepository(User)
    .findOneByOrFail(loginId.includes('@') ? { email: loginId } : { phone: loginId });
  const accounts = await ds.getRepository(Account).findBy({
    instanceId: instance.id,
    userId: user.id,
    ...(entityType ? { entityType } : {}),
  });
  if (accounts.length !== 1) {
    throw new Error(
      `${loginId} holds ${accounts.length} matching accounts on ${instanceSubdomain}; name the entity type`,
    );
  }
  const session = await ds.getRepository(Session).save({
    instanceId: instance.id,
    userId: user.id,
    accountId: accounts[0].id,
    expiresAt: new Date(Date.now() + SESSION_HOURS * 3600_000),
    revokedAt: null,
    parentSessionAccountId: null,
  });
  return t.app.get(TokenService).sign({ typ: 'session', sub: user.id, ins: instance.id, sid: session.id });
}
