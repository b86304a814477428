import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { unprocessable } from '../../common/errors/domain.exception.js';
import { fieldErrors } from '../../common/validation/field-rules.js';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { Account } from '../accounts/entities/account.entity.js';
import { OperationTokensService, RESET_LINK_MINUTES } from '../auth/operation-tokens.service.js';
import { publicBaseOf } from '../auth/public-links.js';
import { DELIVERY_PORT, type DeliveryPort } from '../delivery/delivery.port.js';
import type { Instance } from '../instances/entities/instance.entity.js';
import { hasFeature } from '../instances/instance-features.js';
import { Plan } from '../subscriptions/entities/plan.entity.js';
import { Subscription } from '../subscriptions/entities/subscription.entity.js';
import type { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import type { MarketplaceSubscriptionDto, SubscriptionAdminDto } from './dto/marketplace.dto.js';
import type { MarketplacePlan, MarketplacePort, Purchase, SubscriptionRef } from './marketplace.port.js';
import { MARKETPLACE_PORT } from './marketplace.port.js';
import {
  adminAlreadyCreated,
  planNotFound,
  samePlan,
  subscriptionCancelled,
  subscriptionNotFound,
  subscriptionNotSubscribed,
} from './marketplace-errors.js';
import { adminFormChecks, canChangePlan, isCanceled } from './marketplace-rules.js';

type SubscriptionFacts = Pick<
  Purchase,
  'saasSubscriptionId' | 'name' | 'offerId' | 'planId' | 'purchaserEmail'
> & {
  status: Purchase['status'];
};

/** The answer's shape of a subscription (access spec §3 "Subscription (marketplace)"). */
const viewOf = (facts: SubscriptionFacts, planName: string): MarketplaceSubscriptionDto => ({
  id: facts.saasSubscriptionId,
  name: facts.name,
  offerId: facts.offerId,
  planId: facts.planId,
  planName,
  saasSubscriptionStatus: facts.status,
  purchaser: { emailId: facts.purchaserEmail },
});

const refOf = (
  instanceId: number,
  facts: Pick<Purchase, 'saasSubscriptionId' | 'offerId'>,
): SubscriptionRef => ({
  instanceId,
  saasSubscriptionId: facts.saasSubscriptionId,
  offerId: facts.offerId,
});

/**
 * The marketplace landing (access spec §2, §4, §7): a purchase token's details, its subscription set up with
 * an administrator, and the signed-in purchaser's subscriptions with their plans. Always on one instance:
 * the landing's, or the caller's session's.
 */
@Injectable()
export class MarketplaceService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(MARKETPLACE_PORT) private readonly port: MarketplacePort,
    private readonly users: UsersService,
    private readonly operations: OperationTokensService,
    @Inject(DELIVERY_PORT) private readonly delivery: DeliveryPort,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async details(instance: Instance, purchaseToken: string): Promise<MarketplaceSubscriptionDto> {
    const purchase = await this.port.resolve(instance.id, purchaseToken);
    return viewOf(purchase, await this.planName(instance.id, purchase));
  }

  /**
   * Step 1's Continue: the marketplace activates the subscription and the admin gets an account on this
   * instance and the confirmation email. Once an admin is set, the answer is code 102.
   */
  async create(
    instance: Instance,
    purchaseToken: string,
    admin: SubscriptionAdminDto,
  ): Promise<MarketplaceSubscriptionDto> {
    const purchase = await this.port.resolve(instance.id, purchaseToken);
    if (isCanceled(purchase.status)) throw subscriptionCancelled();
    const repository = this.dataSource.getRepository(Subscription);
    const existing = await repository.findOneBy({
      instanceId: instance.id,
      saasSubscriptionId: purchase.saasSubscriptionId,
    });
    if (existing?.adminEmail) throw adminAlreadyCreated();
    const form = {
      email: (admin.email ?? '').trim().toLowerCase(),
      firstName: (admin.firstName ?? '').trim(),
      lastName: (admin.lastName ?? '').trim(),
    };
    const errors = fieldErrors(adminFormChecks(form)).map((e) => ({ ...e, field: `admin.${e.field}` }));
    if (errors.length > 0) throw unprocessable(errors);

    await this.port.activate(refOf(instance.id, purchase), purchase.planId);
    const activated: SubscriptionFacts = { ...purchase, status: 'Subscribed' };
    const user = await this.dataSource.transaction(async (manager) => {
      const user = await this.adminUser(manager, instance, form);
      await this.claim(manager, instance.id, activated, existing, user, form.email);
      return user;
    });
    const planName = await this.planName(instance.id, purchase);
    await this.sendConfirmation(instance, activated, planName, user, form.email);
    return viewOf(activated, planName);
  }

  /** The subscriptions the caller bought or administers on the session's instance, newest first. */
  async mine(caller: SessionCaller): Promise<MarketplaceSubscriptionDto[]> {
    const rows = await this.ownedBy(caller)
      .orderBy('s.created_at', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .getMany();
    const names = await this.planNames(caller.instance.id);
    return rows.map((row) => viewOf(row, names.get(`${row.offerId}\n${row.planId}`) ?? row.planId));
  }

  async one(caller: SessionCaller, saasSubscriptionId: string): Promise<MarketplaceSubscriptionDto> {
    const row = await this.owned(caller, saasSubscriptionId);
    return viewOf(row, await this.planName(caller.instance.id, row));
  }

  async plans(caller: SessionCaller, saasSubscriptionId: string): Promise<MarketplacePlan[]> {
    const row = await this.owned(caller, saasSubscriptionId);
    return this.port.plans(refOf(caller.instance.id, row));
  }

  /** Change Plan (access spec §4): only while subscribed, to another plan of the same offer. */
  async changePlan(
    caller: SessionCaller,
    saasSubscriptionId: string,
    planId: string,
  ): Promise<MarketplaceSubscriptionDto> {
    const row = await this.owned(caller, saasSubscriptionId);
    if (!canChangePlan(row.status)) throw subscriptionNotSubscribed();
    if (row.planId === planId) throw samePlan();
    const ref = refOf(caller.instance.id, row);
    const plans = await this.port.plans(ref);
    const plan = plans.find((p) => p.planId === planId);
    if (!plan) {
      throw planNotFound(
        planId,
        plans.map((p) => p.planId),
      );
    }
    await this.port.changePlan(ref, planId);
    await this.dataSource.getRepository(Subscription).update({ id: row.id }, { planId });
    return viewOf({ ...row, planId }, plan.displayName);
  }

  /** The admin's user: the one of this email, or a new one without a login; with an account on the instance. */
  private async adminUser(
    manager: EntityManager,
    instance: Instance,
    form: { email: string; firstName: string; lastName: string },
  ): Promise<User> {
    const found = await this.users.findByLoginId(form.email, manager);
    if (!found) {
      const { user } = await this.users.createUser(
        {
          email: form.email,
          firstName: form.firstName,
          lastName: form.lastName,
          accounts: [{ instanceId: instance.id, kind: 'individual' }],
        },
        { manager },
      );
      return user;
    }
    const holdsAccount = await manager.existsBy(Account, { instanceId: instance.id, userId: found.id });
    if (!holdsAccount)
      await this.users.addAccount(found, { instanceId: instance.id, kind: 'individual' }, manager);
    return found;
  }

  /** Writes the admin onto the subscription; whoever wrote one first wins, the other gets code 102. */
  private async claim(
    manager: EntityManager,
    instanceId: number,
    facts: SubscriptionFacts,
    existing: Subscription | null,
    user: User,
    adminEmail: string,
  ): Promise<void> {
    const fields = {
      userId: user.id,
      adminEmail,
      status: facts.status,
      planId: facts.planId,
    };
    if (existing) {
      const updated = await manager
        .createQueryBuilder()
        .update(Subscription)
        .set(fields)
        .where('id = :id AND admin_email IS NULL', { id: existing.id })
        .execute();
      if (!updated.affected) throw adminAlreadyCreated();
      return;
    }
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(Subscription)
      .values({
        ...fields,
        instanceId,
        saasSubscriptionId: facts.saasSubscriptionId,
        name: facts.name,
        offerId: facts.offerId,
        purchaserEmail: facts.purchaserEmail,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    if ((inserted.raw as unknown[]).length === 0) throw adminAlreadyCreated();
  }

  /** The confirmation email (access spec §2 step 2): how to sign in and where to configure the subscription. */
  private async sendConfirmation(
    instance: Instance,
    facts: SubscriptionFacts,
    planName: string,
    user: User,
    adminEmail: string,
  ): Promise<void> {
    const base = publicBaseOf(instance, this.settings);
    let signIn: string;
    if (user.passwordHash) {
      signIn = `Sign in at ${base}/login with ${adminEmail}`;
    } else {
      const link = await this.operations.emailedLink(
        { userId: user.id, instanceId: instance.id, operation: 'create_login' },
        `${base}/create-login`,
      );
      signIn =
        `Create your login at ${link} within ${RESET_LINK_MINUTES} minutes ` +
        '(the link works once), then sign in';
    }
    const manage = hasFeature(instance, 'subscriberAccounts') ? '/subscriptions' : '/marketplace';
    await this.delivery.send({
      instanceId: instance.id,
      channel: 'email',
      to: adminEmail,
      subject: `${instance.name}: your subscription ${facts.name}`,
      body:
        `You are the administrator of the subscription "${facts.name}" (offer ${facts.offerId}, plan ` +
        `${planName}, SaaS subscription ID ${facts.saasSubscriptionId}), bought by ${facts.purchaserEmail}. ` +
        `${signIn}, and open ${base}${manage} to configure the subscription and manage its plan.`,
    });
  }

  /** The caller's subscriptions: bought (purchaser) or administered (admin) by them, on their instance. */
  private ownedBy(caller: SessionCaller): SelectQueryBuilder<Subscription> {
    const email = caller.user.email?.toLowerCase() ?? null;
    return this.dataSource
      .getRepository(Subscription)
      .createQueryBuilder('s')
      .where('s.instance_id = :instanceId', { instanceId: caller.instance.id })
      .andWhere(
        email === null
          ? 's.user_id = :userId'
          : '(s.user_id = :userId OR lower(s.purchaser_email) = :email OR lower(s.admin_email) = :email)',
        { userId: caller.user.id, email },
      );
  }

  /** Another's subscription, or one of another instance, is not found (never 403: its existence stays hidden). */
  private async owned(caller: SessionCaller, saasSubscriptionId: string): Promise<Subscription> {
    const row = await this.ownedBy(caller)
      .andWhere('s.saas_subscription_id = :saasSubscriptionId', { saasSubscriptionId })
      .getOne();
    if (!row) throw subscriptionNotFound();
    return row;
  }

  private async planName(instanceId: number, facts: Pick<Purchase, 'offerId' | 'planId'>): Promise<string> {
    const plan = await this.dataSource
      .getRepository(Plan)
      .findOneBy({ instanceId, offerId: facts.offerId, planId: facts.planId });
    return plan?.displayName ?? facts.planId;
  }

  private async planNames(instanceId: number): Promise<Map<string, string>> {
    const plans = await this.dataSource.getRepository(Plan).findBy({ instanceId });
    return new Map(plans.map((p) => [`${p.offerId}\n${p.planId}`, p.displayName]));
  }
}
