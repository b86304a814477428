import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { deriveAccountTypeOf } from '../accounts/account-type-of.js';
import { UsersService } from '../users/users.service.js';

/** Whom staff apply for: a login id (e-mail or phone) and the names a new user is given. */
export interface OnBehalfPerson {
  email?: string | null;
  phone?: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * The applicant staff apply for (bulk applications, add-case), as a signed-in caller of their own: the instance's
 * individual account of the user of this e-mail or phone, else one opened for them (and the user, named as
 * given, when the login id is new). No login link is sent: the applicant signs in by creating a login or
 * resetting the password with that e-mail or phone.
 */
@Injectable()
export class OnBehalfApplicants {
  constructor(private readonly users: UsersService) {}

  async applicantFor(
    manager: EntityManager,
    caller: SessionCaller,
    person: OnBehalfPerson,
  ): Promise<{ applicant: SessionCaller; created: boolean }> {
    const loginId = person.email || person.phone || '';
    const found = await this.users.findByLoginId(loginId, manager);
    const user =
      found ??
      (
        await this.users.createUser(
          {
            email: person.email || null,
            phone: person.email ? null : person.phone || null,
            firstName: person.firstName,
            lastName: person.lastName,
            accounts: [],
          },
          { manager },
        )
      ).user;
    const spec = { instanceId: caller.instance.id, kind: 'individual' as const };
    const account =
      (await this.users.findAccount(user.id, spec, manager)) ??
      (await this.users.addAccount(user, spec, manager));
    const applicant: SessionCaller = {
      kind: 'session',
      sessionId: `on-behalf:${caller.sessionId}`,
      signInId: null,
      user,
      account,
      instance: caller.instance,
      accountType: deriveAccountTypeOf(account, caller.instance),
      roles: [],
    };
    return { applicant, created: found === null };
  }
}
