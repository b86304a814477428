import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { conflict, forbidden, notFound, unprocessable } from '../../common/errors/domain.exception.js';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import {
  type BusinessPersonWire,
  PEOPLE_MESSAGES,
  PERSON_EDIT_FIELDS,
  PERSON_FIELDS,
  peopleRefusal,
  personErrors,
} from '../../contract/business-profile.js';
import { fillMessage, todayAnywhere } from '../../contract/form-answers.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { Account, ENTITY_TYPE } from '../accounts/entities/account.entity.js';
import { OperationTokensService, RESET_LINK_MINUTES } from '../auth/operation-tokens.service.js';
import { publicBaseOf } from '../auth/public-links.js';
import { DELIVERY_PORT, type DeliveryPort } from '../delivery/delivery.port.js';
import { UsersService } from '../users/users.service.js';

const personWire = (account: Account, ownerId: number, callerId: number): BusinessPersonWire => {
  // Someone associated who has not signed in here yet is known by what the owner typed.
  const names = account.invitation ?? account.user;
  return {
    accountId: account.id,
    firstName: names?.firstName ?? null,
    lastName: names?.lastName ?? null,
    email: names?.email ?? null,
    owner: account.id === ownerId,
    active: account.active,
    you: account.id === callerId,
    pending: isPending(account),
  };
};

/** Not signed in here yet: an invitation on an existing login, or a new login whose password is not set. */
const isPending = (account: Account): boolean => account.invitation !== null || !account.user?.passwordHash;

/**
 * A business's people (API.md "Community profiles": GET|POST|PATCH /api/business-users): its accounts. Its
 * people read the list; the owner (its first account) adds a person, a new login or an existing one
 * associated, and edits them (contract peopleRefusal).
 */
@Injectable()
export class BusinessPeopleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly users: UsersService,
    private readonly operations: OperationTokensService,
    @Inject(DELIVERY_PORT) private readonly delivery: DeliveryPort,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async list(caller: SessionCaller): Promise<BusinessPersonWire[]> {
    const people = await this.people(caller);
    return people.map((a) => personWire(a, people[0].id, caller.account.id));
  }

  /**
   * POST: the person by email, associated when the login exists, made when it does not; 201 the person. Either
   * way they are told by e-mail once the account is committed (as staff are invited): a new login with a link
   * to set its password, an existing one that it now acts for the business too.
   */
  async add(caller: SessionCaller, body: unknown): Promise<BusinessPersonWire> {
    const people = await this.people(caller);
    this.refuse(peopleRefusal({ accountId: caller.account.id }, people[0].id));
    const errors = personErrors(PERSON_FIELDS, body, todayAnywhere(new Date()));
    if (errors.length > 0) throw unprocessable(errors);
    const typed = this.users.checkedLogin(body as { email: string; firstName: string; lastName: string });
    const spec = {
      instanceId: caller.instance.id,
      kind: 'business' as const,
      businessId: caller.account.entityId,
    };
    const added = await this.dataSource.transaction(async (manager) => {
      const existing = await this.users.findByLoginId(typed.email as string, manager);
      if (!existing)
        return (await this.users.createUser({ ...typed, accounts: [spec] }, { manager })).accounts[0];
      if (people.some((a) => a.userId === existing.id)) {
        throw conflict(
          'alreadyMember',
          fillMessage(PEOPLE_MESSAGES.alreadyMember, { email: typed.email ?? '' }),
        );
      }
      return this.users.addAccount(existing, { ...spec, invitation: typed }, manager);
    });
    await this.invite(caller, added.userId, typed.email as string);
    return (await this.list(caller)).find((p) => p.accountId === added.id) as BusinessPersonWire;
  }

  /** PATCH /:accountId: names (the invitation's until they sign in here, else their own) and active. */
  async edit(caller: SessionCaller, accountId: number, body: unknown): Promise<BusinessPersonWire> {
    const people = await this.people(caller);
    const person = people.find((a) => a.id === accountId);
    if (!person) throw notFound('personNotFound', `The business has no person ${accountId}`);
    const errors = personErrors(PERSON_EDIT_FIELDS, body, todayAnywhere(new Date()));
    if (errors.length > 0) throw unprocessable(errors);
    const { firstName, lastName, active } = body as {
      firstName?: string;
      lastName?: string;
      active?: boolean;
    };
    this.refuse(peopleRefusal({ accountId: caller.account.id }, people[0].id, { accountId, active }));
    const names = this.users.checkedNames({ firstName, lastName });
    const renamed = Object.keys(names).length > 0;
    // Once a person has signed in here their names are their own login's, which the owner does not change.
    if (!isPending(person) && renamed) this.refuse('namesAreTheirs');
    await this.dataSource.transaction(async (manager) => {
      if (person.invitation) await this.users.renameInvitation(person.id, names, manager);
      // A login the owner made that has not been used yet carries what the owner typed: corrected there.
      else if (renamed) await this.users.rename(person.userId, names, manager);
      if (active !== undefined) await manager.getRepository(Account).update({ id: person.id }, { active });
    });
    return (await this.list(caller)).find((p) => p.accountId === accountId) as BusinessPersonWire;
  }

  // The e-mail telling an added person: a single-use link to set a password for a login without one.
  private async invite(caller: SessionCaller, userId: number, email: string): Promise<void> {
    const { instance } = caller;
    const business = await this.accounts.business(instance.id, caller.account.entityId);
    const name = business?.companyName ?? instance.name;
    const base = publicBaseOf(instance, this.settings);
    const user = await this.users.findByLoginId(email);
    const body = user?.passwordHash
      ? `You were added to the people of ${name} on ${instance.name}. Sign in at ${base} with your login to act for it.`
      : `You were added to the people of ${name} on ${instance.name}. To set your password, open ` +
        `${await this.operations.emailedLink({ userId, instanceId: instance.id, operation: 'create_login' }, `${base}/create-login`)} ` +
        `within ${RESET_LINK_MINUTES} minutes. The link works once.`;
    await this.delivery.send({
      instanceId: instance.id,
      channel: 'email',
      to: email,
      subject: `${instance.name}: you are invited to join ${name}`,
      body,
    });
  }

  // The caller's business's people, the owner first; only a business's own accounts see them.
  private async people(caller: SessionCaller): Promise<Account[]> {
    if (caller.account.entityType !== ENTITY_TYPE.business) {
      throw forbidden('businessesOnly', "Only the business's own people see its people");
    }
    return this.accounts.businessAccounts(caller.instance.id, caller.account.entityId);
  }

  private refuse(code: keyof typeof PEOPLE_MESSAGES | null): void {
    if (code) throw forbidden(code, PEOPLE_MESSAGES[code]);
  }
}
