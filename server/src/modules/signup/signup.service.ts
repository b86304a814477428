import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { conflict, DomainException, forbidden, unprocessable } from '../../common/errors/domain.exception.js';
import {
  businessEmailRules,
  businessNameRules,
  emailRules,
  type FieldCheck,
  fieldErrors,
  setNameRules,
} from '../../common/validation/field-rules.js';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { ERROR_CODE } from '../../contract/errors.js';
import { accountView } from '../accounts/account-view.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { Account, ENTITY_TYPE } from '../accounts/entities/account.entity.js';
import { Business } from '../accounts/entities/business.entity.js';
import { OperationTokensService, RESET_LINK_MINUTES } from '../auth/operation-tokens.service.js';
import { publicBaseOf } from '../auth/public-links.js';
import { DELIVERY_PORT, type DeliveryPort } from '../delivery/delivery.port.js';
import { Instance } from '../instances/entities/instance.entity.js';
import { hasFeature } from '../instances/instance-features.js';
import { instanceNotFound } from '../instances/instance-resolver.service.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { CreateBusinessDto, CreateIndividualDto, CreateUserAndBusinessDto } from './dto/signup.dto.js';

/** An instance with closedSignUp closes its sign-up, register and reset paths (access spec §2). */
export const signupClosed = () => forbidden('signupClosed', 'Sign-up is not offered on this instance');
export const wrongInstance = () =>
  forbidden('wrongInstance', 'A business is added on the instance you are signed in to');
export const businessExists = () =>
  conflict('businessExists', 'You already hold a business account of this name here');

export interface MatchingBusiness {
  cd_business: number;
  ds_companyname: string;
}

type Kind = 'individual' | 'business';

/** Sign-up (access spec §2 "Sign-up", §7): a user, an entity and its account; the login comes by email. */
@Injectable()
export class SignupService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly accounts: AccountsService,
    private readonly operations: OperationTokensService,
    @Inject(DELIVERY_PORT) private readonly delivery: DeliveryPort,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** The instance a sign-up names, refusing where sign-up is closed. */
  async openInstance(id: number, kind: Kind): Promise<Instance> {
    const instance = await this.dataSource.getRepository(Instance).findOneBy({ id });
    if (!instance) throw instanceNotFound();
    assertSignupOpen(instance, kind);
    return instance;
  }

  async createIndividual(instance: Instance, dto: CreateIndividualDto): Promise<{ linkSent: true }> {
    const first = dto.ds_firstname?.trim() ?? '';
    const last = dto.ds_lastname?.trim() ?? '';
    const email = dto.ds_mail?.trim().toLowerCase() ?? '';
    assertFields([
      { field: 'ds_firstname', value: first, rules: setNameRules('first') },
      { field: 'ds_lastname', value: last, rules: setNameRules('last') },
      { field: 'ds_mail', value: email, rules: emailRules() },
    ]);
    const partnerOrganizationId = await this.partnerOf(instance, dto.partner, 'partner');
    const user = await this.dataSource.transaction(async (manager) => {
      const user = await this.userFor(manager, email, first, last);
      const account = { instanceId: instance.id, kind: 'individual' as const, partnerOrganizationId };
      // Signing up twice adds nothing; the answer (and the mail) stay the same.
      if (!(await this.users.findAccount(user.id, account, manager))) {
        await this.users.addAccount(user, account, manager);
      }
      return user;
    });
    await this.sendLoginLink(instance, user, 'individual');
    return { linkSent: true };
  }

  async createUserAndBusiness(
    instance: Instance,
    dto: CreateUserAndBusinessDto,
  ): Promise<{ linkSent: true }> {
    const name = dto.business_name?.trim() ?? '';
    const email = dto.email?.trim().toLowerCase() ?? '';
    assertFields([
      { field: 'business_name', value: name, rules: businessNameRules() },
      { field: 'email', value: email, rules: businessEmailRules() },
    ]);
    const partnerOrganizationId = await this.partnerOf(
      instance,
      dto.cd_community_entity_partner,
      'cd_community_entity_partner',
    );
    const existing = await this.searchAccount(instance, email);
    if (existing.businesses.length > 0) {
      throw new DomainException(
        409,
        ERROR_CODE.accountExists,
        'An account with this email already exists',
        undefined,
        {
          ...existing,
        },
      );
    }
    const user = await this.dataSource.transaction(async (manager) => {
      const user = await this.userFor(manager, email, null, null);
      await this.users.addAccount(
        user,
        {
          instanceId: instance.id,
          kind: 'business',
          businessName: dto.ds_companyname?.trim() || name,
          addressLine1: dto.ds_addressline1?.trim() || null,
          addressLine2: dto.ds_addressline2?.trim() || null,
          partnerOrganizationId,
        },
        manager,
      );
      return user;
    });
    await this.sendLoginLink(instance, user, 'business');
    return { linkSent: true };
  }

  /**
   * Create business (access spec §7, the body not shown): the signed-in business user opens another business
   * account for themselves on their instance, with the register screen's fields. Business sign-up must be
   * open there; the same company twice is refused (409 businessExists). Answers the new account as the
   * accounts list shows it, ready to switch to.
   */
  async createBusiness(caller: SessionCaller, instanceId: number, dto: CreateBusinessDto) {
    if (instanceId !== caller.instance.id) throw wrongInstance();
    assertSignupOpen(caller.instance, 'business');
    const name = dto.business_name?.trim() ?? '';
    assertFields([{ field: 'business_name', value: name, rules: businessNameRules() }]);
    const companyName = dto.ds_companyname?.trim() || name;
    const partnerOrganizationId = await this.partnerOf(
      caller.instance,
      dto.cd_community_entity_partner,
      'cd_community_entity_partner',
    );
    const account = await this.dataSource.transaction(async (manager) => {
      const spec = { instanceId, kind: 'business' as const, businessName: companyName };
      if (await this.users.findAccount(caller.user.id, spec, manager)) throw businessExists();
      return this.users.addAccount(
        caller.user,
        {
          ...spec,
          addressLine1: dto.ds_addressline1?.trim() || null,
          addressLine2: dto.ds_addressline2?.trim() || null,
          partnerOrganizationId,
        },
        manager,
      );
    });
    const loaded = await this.accounts.one({
      userId: caller.user.id,
      instanceId,
      entityType: account.entityType,
      entityId: account.entityId,
    });
    return accountView(loaded, caller.user);
  }

  /**
   * find-user (access spec §7): the company of the business account this email signs in to on the instance.
   * Anyone else, a person without a business there or an address nobody uses, gets the same null, so the
   * answer tells no more than the register screen's search of businesses by email already does.
   */
  async findUser(
    instanceId: number,
    rawMail: string | undefined,
  ): Promise<{ ds_companyname: string | null }> {
    const email = rawMail?.trim().toLowerCase() ?? '';
    assertFields([{ field: 'ds_mail', value: email, rules: emailRules() }]);
    if (!(await this.dataSource.getRepository(Instance).existsBy({ id: instanceId }))) {
      throw instanceNotFound();
    }
    const [row] = await this.dataSource
      .getRepository(Account)
      .createQueryBuilder('a')
      .innerJoin(User, 'u', 'u.id = a.user_id')
      .innerJoin(Business, 'b', 'b.id = a.entity_id AND b.instance_id = a.instance_id')
      .select('b.company_name', 'companyName')
      .where('a.instance_id = :instanceId AND a.entity_type = :business AND a.active AND u.email = :email', {
        instanceId,
        business: ENTITY_TYPE.business,
        email,
      })
      .orderBy('a.id')
      .limit(1)
      .getRawMany<{ companyName: string }>();
    return { ds_companyname: row?.companyName ?? null };
  }

  /** search-account: the instance's businesses under this email, and whether a login holds an account here. */
  async searchAccount(instance: Instance, rawEmail: string) {
    const email = rawEmail.trim().toLowerCase();
    const businesses = await this.dataSource
      .getRepository(Business)
      .createQueryBuilder('b')
      .where('b.instance_id = :instanceId AND lower(b.email) = :email', { instanceId: instance.id, email })
      .orderBy('b.company_name')
      .getMany();
    const userExists = await this.dataSource
      .getRepository(Account)
      .createQueryBuilder('a')
      .innerJoin(User, 'u', 'u.id = a.user_id')
      .where('a.instance_id = :instanceId AND u.email = :email', { instanceId: instance.id, email })
      .getExists();
    return {
      businesses: businesses.map(
        (b): MatchingBusiness => ({ cd_business: b.id, ds_companyname: b.companyName }),
      ),
      userExists,
    };
  }

  /** The user of this email, or a new one without a login (the emailed link creates it). */
  private async userFor(
    manager: EntityManager,
    email: string,
    firstName: string | null,
    lastName: string | null,
  ) {
    const found = await this.users.findByLoginId(email, manager);
    if (found) return found;
    return (await this.users.createUser({ email, firstName, lastName, accounts: [] }, { manager })).user;
  }

  /** The partner organization must be one of this instance's. */
  private async partnerOf(
    instance: Instance,
    id: number | null | undefined,
    field: string,
  ): Promise<number | null> {
    // null is no partner, as the DTO's @IsOptional lets it through (the query cannot look null up).
    if (id === undefined || id === null) return null;
    const found = await this.dataSource.getRepository(Organization).existsBy({ id, instanceId: instance.id });
    if (!found) throw unprocessable([{ field, code: 'partnerNotFound', message: 'Unknown partner' }]);
    return id;
  }

  /**
   * A user without a password gets a single-use create-login link; one who already signs in is told the
   * new account is on their login. Either way the answer to the caller is the same.
   */
  private async sendLoginLink(instance: Instance, user: User, kind: Kind): Promise<void> {
    const base = publicBaseOf(instance, this.settings);
    if (!user.email) return;
    let body: string;
    if (user.passwordHash) {
      body = `A ${kind} account on ${instance.name} is now on your login. Sign in at ${base}/login.`;
    } else {
      const link = await this.operations.emailedLink(
        { userId: user.id, instanceId: instance.id, operation: 'create_login' },
        `${base}/create-login`,
      );
      body =
        `Welcome to ${instance.name}. To create your login, open ${link} within ` +
        `${RESET_LINK_MINUTES} minutes. The link works once.`;
    }
    await this.delivery.send({
      instanceId: instance.id,
      channel: 'email',
      to: user.email,
      subject: `${instance.name}: your account`,
      body,
    });
  }
}

/** 'register' is the business register screen's account search, closed with the rest of sign-up. */
export function assertSignupOpen(instance: Instance, kind: Kind | 'register'): void {
  const offered =
    kind === 'individual' ? instance.signUpIndividuals : kind === 'business' ? instance.signUpBusiness : true;
  if (hasFeature(instance, 'closedSignUp') || !instance.active || !offered) throw signupClosed();
}

function assertFields(checks: FieldCheck[]): void {
  const errors = fieldErrors(checks);
  if (errors.length > 0) throw unprocessable(errors);
}
