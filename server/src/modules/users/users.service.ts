import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { conflict, type FieldError, notFound, unprocessable } from '../../common/errors/domain.exception.js';
import {
  emailRules,
  type FieldCheck,
  fieldErrors,
  setNameRules,
} from '../../common/validation/field-rules.js';
import { ERROR_CODE } from '../../contract/errors.js';
import type { EntityKind } from '../accounts/account-type.js';
import { Account, type AccountInvitation, ENTITY_TYPE } from '../accounts/entities/account.entity.js';
import { Business } from '../accounts/entities/business.entity.js';
import { Government } from '../accounts/entities/government.entity.js';
import { Individual } from '../accounts/entities/individual.entity.js';
import { COMMUNITY_ENTITY_TYPE } from '../accounts/instance-constants.js';
import { isValidUsPhone, parseLoginId, phoneInvalid } from '../auth/login-id.js';
import { hashPassword } from '../auth/password-hasher.js';
import { checkPassword } from '../auth/password-policy.js';
import { Instance } from '../instances/entities/instance.entity.js';
import { User } from './entities/user.entity.js';

export const ACCOUNT_KINDS: readonly EntityKind[] = ['government', 'business', 'individual'];

/** One account to open for a user on an instance. */
export interface NewAccount {
  instanceId: number;
  kind: EntityKind;
  /** Government role numbers; community accounts hold none. */
  roles?: number[];
  /** The company of a business account. */
  businessName?: string;
  /** A business of the instance the account joins (its people), instead of a new one named businessName. */
  businessId?: number;
  addressLine1?: string | null;
  addressLine2?: string | null;
  /** The government office of a staff account; by default the instance's first office. */
  governmentName?: string;
  /** The partner organization that referred a community account. */
  partnerOrganizationId?: number | null;
  /** Community-profile answers of an individual. */
  profile?: Record<string, unknown>;
  mfaRequired?: boolean;
  active?: boolean;
  showInactive?: boolean;
  /** What an administrator typed when adding a login that already existed (Account.invitation). */
  invitation?: AccountInvitation;
}

/** Names an administrator sets; a blank name clears it. */
export type NameChange = Partial<Pick<AccountInvitation, 'firstName' | 'lastName'>>;

export interface NewUser {
  email?: string | null;
  phone?: string | null;
  /** Plain text, held to the create-login policy; null leaves the user without a login until they create one. */
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  defaultLanguage?: string;
  mfaChannels?: string[];
  smsConsent?: boolean;
  accounts: NewAccount[];
}

export interface CreateUserOptions {
  /** Runs inside the caller's transaction (the seed); otherwise in a transaction of its own. */
  manager?: EntityManager;
  /** The seed hashes its users' passwords ahead, all at once. */
  hash?: (password: string) => Promise<string>;
}

const ENTITY_TYPE_OF: Record<EntityKind, 1 | 2 | 3> = {
  business: ENTITY_TYPE.business,
  individual: ENTITY_TYPE.individual,
  government: ENTITY_TYPE.government,
};

const COMMUNITY_TYPE_OF: Record<EntityKind, 1 | 2 | null> = {
  business: COMMUNITY_ENTITY_TYPE.business,
  individual: COMMUNITY_ENTITY_TYPE.individual,
  government: null,
};

const normalLoginId = (raw: string): string => {
  const id = parseLoginId(raw);
  return id.kind === 'email' ? id.email : id.phone;
};

const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/**
 * Users and their accounts, as the seed and `porchlight users create` make them: one place that knows
 * which rows an account needs (the account plus its business, individual or government row).
 */
@Injectable()
export class UsersService {
  constructor(private readonly dataSource: DataSource) {}

  /** The user holding this login id (an email, or a phone in any US format). */
  findByLoginId(loginId: string, manager: EntityManager = this.dataSource.manager): Promise<User | null> {
    const id = parseLoginId(loginId);
    return manager.findOneBy(User, id.kind === 'email' ? { email: id.email } : { phone: id.phone });
  }

  /**
   * Creates a user with a login (email and/or phone) and opens their accounts. Refuses an invalid login id
   * or name (422), a password the create-login policy refuses (422), and a login id already taken (409).
   */
  async createUser(
    input: NewUser,
    options: CreateUserOptions = {},
  ): Promise<{ user: User; accounts: Account[] }> {
    const { email: normalEmail, phone: normalPhone, firstName, lastName } = this.checkedLogin(input);

    const run = async (manager: EntityManager) => {
      for (const loginId of [normalEmail, normalPhone]) {
        if (loginId !== null && (await this.findByLoginId(loginId, manager))) {
          throw conflict(ERROR_CODE.loginIdInUse, `The login id ${loginId} is already in use`);
        }
      }
      const passwordHash = input.password ? await (options.hash ?? hashPassword)(input.password) : null;
      const user = await manager.save(
        manager.create(User, {
          email: normalEmail,
          phone: normalPhone,
          passwordHash,
          firstName,
          lastName,
          defaultLanguage: input.defaultLanguage ?? 'en',
          mfaChannels: input.mfaChannels ?? (normalEmail ? ['email'] : ['phone']),
          smsConsent: input.smsConsent ?? false,
        }),
      );
      const accounts: Account[] = [];
      for (const account of input.accounts) accounts.push(await this.addAccount(user, account, manager));
      return { user, accounts };
    };
    return options.manager ? run(options.manager) : this.dataSource.transaction(run);
  }

  /** Opens one account for an existing user, with the business, individual or government row behind it. */
  async addAccount(
    user: User,
    spec: NewAccount,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Account> {
    const roles = spec.roles ?? [];
    if (spec.kind !== 'government' && roles.length > 0) {
      throw unprocessable([
        { field: 'roles', code: 'rolesForGovernment', message: 'Only government accounts hold roles' },
      ]);
    }
    const entityId = await this.entityRowFor(user, spec, manager);
    return manager.save(
      manager.create(Account, {
        instanceId: spec.instanceId,
        userId: user.id,
        entityType: ENTITY_TYPE_OF[spec.kind],
        entityId,
        communityEntityType: COMMUNITY_TYPE_OF[spec.kind],
        roles,
        active: spec.active ?? true,
        showInactive: spec.showInactive ?? false,
        mfaRequired: spec.mfaRequired ?? false,
        invitation: spec.invitation ?? null,
      }),
    );
  }

  /**
   * A login id (email and/or phone) and names as typed, checked (422, with the password when there is one)
   * and written as parseLoginId writes them, so a sign-in finds them however they were typed.
   */
  checkedLogin(
    input: Pick<NewUser, 'email' | 'phone' | 'firstName' | 'lastName' | 'password'>,
  ): AccountInvitation {
    const email = blankToNull(input.email);
    const phone = blankToNull(input.phone);
    const firstName = blankToNull(input.firstName);
    const lastName = blankToNull(input.lastName);
    this.validate({ email, phone, firstName, lastName, password: input.password ?? null });
    return {
      email: email === null ? null : normalLoginId(email),
      phone: phone === null ? null : normalLoginId(phone),
      firstName,
      lastName,
    };
  }

  /** The names a request sets (absent ones untouched, blank ones cleared), checked like a new user's. */
  checkedNames(input: { firstName?: string; lastName?: string }): NameChange {
    const names: NameChange = {};
    if (input.firstName !== undefined) names.firstName = blankToNull(input.firstName);
    if (input.lastName !== undefined) names.lastName = blankToNull(input.lastName);
    const checks: FieldCheck[] = [];
    if (names.firstName)
      checks.push({ field: 'firstName', value: names.firstName, rules: setNameRules('first') });
    if (names.lastName)
      checks.push({ field: 'lastName', value: names.lastName, rules: setNameRules('last') });
    const errors = fieldErrors(checks);
    if (errors.length > 0) throw unprocessable(errors);
    return names;
  }

  /** Whether the user agreed to receive text messages (asked at sign-up and changed in their preferences). */
  async smsConsentOf(userId: number): Promise<boolean> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    return user?.smsConsent ?? false;
  }

  /** Gives or withdraws the user's consent to text messages; it holds for every instance they use. */
  async setSmsConsent(userId: number, consent: boolean): Promise<void> {
    await this.dataSource.getRepository(User).update({ id: userId }, { smsConsent: consent });
  }

  /** Sets a user's own names (for a login whose accounts are all on the renaming instance). */
  async rename(userId: number, names: NameChange, manager: EntityManager): Promise<void> {
    await manager.getRepository(User).update({ id: userId }, names);
  }

  /** Sets the names an invitation shows, leaving the user's own untouched. */
  async renameInvitation(accountId: number, names: NameChange, manager: EntityManager): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Account)
      .set({ invitation: () => 'invitation || :names::jsonb' })
      .setParameter('names', JSON.stringify(names))
      .where('id = :accountId', { accountId })
      .execute();
  }

  /**
   * The user's account of this kind on the instance (for a business account, the one of that company), so
   * that callers can look before they open one.
   */
  async findAccount(
    userId: number,
    spec: Pick<NewAccount, 'instanceId' | 'kind' | 'businessName'>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Account | null> {
    const query = manager
      .createQueryBuilder(Account, 'a')
      .where('a.instance_id = :instanceId AND a.user_id = :userId AND a.entity_type = :entityType', {
        instanceId: spec.instanceId,
        userId,
        entityType: ENTITY_TYPE_OF[spec.kind],
      });
    if (spec.kind === 'business' && spec.businessName) {
      query
        .innerJoin(Business, 'b', 'b.id = a.entity_id AND b.instance_id = a.instance_id')
        .andWhere('b.company_name = :name', { name: spec.businessName });
    }
    return query.orderBy('a.id').getOne();
  }

  private validate(fields: {
    email: string | null;
    phone: string | null;
    firstName: string | null;
    lastName: string | null;
    password: string | null;
  }): void {
    const checks: FieldCheck[] = [];
    if (fields.email !== null) checks.push({ field: 'email', value: fields.email, rules: emailRules() });
    if (fields.firstName !== null)
      checks.push({ field: 'firstName', value: fields.firstName, rules: setNameRules('first') });
    if (fields.lastName !== null)
      checks.push({ field: 'lastName', value: fields.lastName, rules: setNameRules('last') });
    const errors: FieldError[] = [];
    if (fields.email === null && fields.phone === null) {
      errors.push({
        field: 'email',
        code: 'loginIdRequired',
        message: 'An email or a phone number is required',
      });
    }
    if (fields.phone !== null && !isValidUsPhone(fields.phone)) {
      errors.push({ field: 'phone', ...phoneInvalid() });
    }
    errors.push(...fieldErrors(checks));
    if (fields.password !== null) {
      errors.push(
        ...checkPassword('createLogin', { password: fields.password, confirmation: fields.password }),
      );
    }
    if (errors.length > 0) throw unprocessable(errors);
  }

  private async entityRowFor(user: User, spec: NewAccount, manager: EntityManager): Promise<number> {
    const base = { instanceId: spec.instanceId };
    switch (spec.kind) {
      case 'government':
        return (await this.governmentOffice(spec.instanceId, spec.governmentName, manager)).id;
      case 'business': {
        if (spec.businessId !== undefined) return spec.businessId;
        const companyName = blankToNull(spec.businessName);
        if (companyName === null) {
          throw unprocessable([
            {
              field: 'businessName',
              code: ERROR_CODE.fieldRequired,
              message: 'The field Business name is required',
            },
          ]);
        }
        const business = manager.create(Business, {
          ...base,
          companyName,
          email: user.email,
          addressLine1: spec.addressLine1 ?? null,
          addressLine2: spec.addressLine2 ?? null,
          partnerOrganizationId: spec.partnerOrganizationId ?? null,
        });
        return (await manager.save(business)).id;
      }
      case 'individual': {
        const individual = manager.create(Individual, {
          ...base,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          phone: user.phone,
          partnerOrganizationId: spec.partnerOrganizationId ?? null,
          profile: spec.profile ?? {},
        });
        return (await manager.save(individual)).id;
      }
    }
  }

  /** Staff accounts share their instance's office: the one named, or else the instance's first. */
  private async governmentOffice(instanceId: number, name: string | undefined, manager: EntityManager) {
    const existing = await manager.findOne(Government, {
      where: name ? { instanceId, name } : { instanceId },
      order: { id: 'ASC' },
    });
    if (existing) return existing;
    const instance = await manager.findOneBy(Instance, { id: instanceId });
    if (!instance) throw notFound('instanceNotFound', `No instance has the id ${instanceId}`);
    return manager.save(manager.create(Government, { instanceId, name: name ?? instance.name }));
  }
}
