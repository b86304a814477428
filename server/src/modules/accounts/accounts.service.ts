import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { TtlCache } from '../../common/auth/ttl-cache.js';
import { notFound } from '../../common/errors/domain.exception.js';
import { ERROR_CODE } from '../../contract/errors.js';
import { CacheBus } from '../../database/cache-bus.js';
import { Instance } from '../instances/entities/instance.entity.js';
import { User } from '../users/entities/user.entity.js';
import type { AccountWire } from './account-type.js';
import { canSignIn } from './account-type.js';
import { entityKindOf } from './account-type-of.js';
import { accountView, type LoadedAccount } from './account-view.js';
import { Account, ENTITY_TYPE, type EntityType } from './entities/account.entity.js';
import { Business } from './entities/business.entity.js';
import { Government } from './entities/government.entity.js';
import { Individual } from './entities/individual.entity.js';

/** How a client names one of the user's accounts (session-v2, switch, MFA calls). */
export interface AccountKey {
  userId: number;
  instanceId: number;
  entityType: EntityType;
  entityId: number;
}

const KIND_TYPE_NAME = { government: 'Government', business: 'Business', individual: 'Individual' } as const;

/**
 * Only Government, Individual, Business (and the reviewer types derived from government) accounts may sign
 * in (access spec §1). The rule reads the stored kind: Subscriber and Demo are Individual and Government
 * accounts seen on particular instances, and they sign in (DEMO.md, the landing routes of §2).
 */
export const accountMaySignIn = (account: Pick<Account, 'entityType'>): boolean =>
  canSignIn(KIND_TYPE_NAME[entityKindOf(account)]);

export const accountNotFound = () =>
  notFound(ERROR_CODE.accountNotFound, 'No account was found for this login');

/**
 * How long a user's account views are served from memory: every signed-in page asks GET /api/users/me, which
 * lists them. A write through TypeORM to accounts, their users, instances or entities clears them at once in
 * every server process (CacheBus); one made by raw SQL shows within this bound.
 */
export const ACCOUNT_VIEWS_CACHE_MS = 3_000;

/** One row of the staff's community profile directory. */
export interface CommunityEntityRow {
  kind: 'individual' | 'business';
  id: number;
  name: string;
  email: string | null;
}

/** A user's accounts with their instances and entities. Users span instances, so these reads do too. */
@Injectable()
export class AccountsService implements OnModuleDestroy {
  private readonly views = new TtlCache<number, AccountWire[]>({
    maxEntries: 10_000,
    ttlMs: ACCOUNT_VIEWS_CACHE_MS,
  });
  private readonly stopListening: () => void;

  constructor(
    private readonly dataSource: DataSource,
    bus: CacheBus,
  ) {
    this.stopListening = bus.clearedByWrites(
      'accounts',
      dataSource,
      [Account, User, Instance, Government, Business, Individual],
      ['insert', 'update', 'remove'],
      () => this.views.clear(),
    );
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  /** users/accounts: the user's accounts in the Account wire names of the access spec §3. */
  async viewsOf(userId: number): Promise<AccountWire[]> {
    const cached = this.views.get(userId);
    if (cached) return cached;
    const ticket = this.views.ticket();
    const [user, accounts] = await Promise.all([
      this.dataSource.getRepository(User).findOneByOrFail({ id: userId }),
      this.forUser(userId),
    ]);
    const views = accounts.map((loaded) => accountView(loaded, user));
    this.views.set(userId, views, ticket);
    return views;
  }

  /** Every account of the user that may sign in, with what it stands for, in instance, kind, id order. */
  async forUser(userId: number): Promise<LoadedAccount[]> {
    const accounts = await this.dataSource.getRepository(Account).find({
      where: { userId },
      relations: { instance: true },
      order: { instanceId: 'ASC', entityType: 'DESC', id: 'ASC' },
    });
    return this.withEntities(accounts.filter(accountMaySignIn));
  }

  /** One of the user's accounts, or 404 accountNotFound. */
  async one(key: AccountKey): Promise<LoadedAccount> {
    const account = await this.dataSource.getRepository(Account).findOne({
      where: {
        userId: key.userId,
        instanceId: key.instanceId,
        entityType: key.entityType,
        entityId: key.entityId,
      },
      relations: { instance: true },
    });
    if (!account || !accountMaySignIn(account)) throw accountNotFound();
    const [loaded] = await this.withEntities([account]);
    return loaded;
  }

  /** The person opened a session on the account an administrator added: the instance may now see them. */
  async acceptInvitation(account: Pick<Account, 'id'>): Promise<void> {
    await this.dataSource.getRepository(Account).update({ id: account.id }, { invitation: null });
  }

  /** Whether the instance has this individual (staff reading a profile: another instance's is not found). */
  hasIndividual(instanceId: number, individualId: number): Promise<boolean> {
    return this.dataSource.getRepository(Individual).existsBy({ id: individualId, instanceId });
  }

  /** The accounts of the instance that act as this business or individual (its applications are theirs). */
  async accountIdsOfEntity(instanceId: number, entityType: EntityType, entityId: number): Promise<number[]> {
    const accounts = await this.dataSource
      .getRepository(Account)
      .findBy({ instanceId, entityType, entityId });
    return accounts.map((a) => a.id);
  }

  /** A business of the instance, or null (another instance's is not there). */
  business(instanceId: number, businessId: number): Promise<Business | null> {
    return this.dataSource.getRepository(Business).findOneBy({ id: businessId, instanceId });
  }

  /** A business's people: its accounts with their users, in the order they joined (the first made it). */
  businessAccounts(instanceId: number, businessId: number): Promise<Account[]> {
    return this.dataSource.getRepository(Account).find({
      where: { instanceId, entityType: ENTITY_TYPE.business, entityId: businessId },
      relations: { user: true },
      order: { id: 'ASC' },
    });
  }

  /**
   * The instance's community entities (individuals and businesses) whose name or email holds `search`, by
   * name, at most `limit` (the staff's community profile directory).
   */
  async communityEntities(instanceId: number, search: string, limit: number): Promise<CommunityEntityRow[]> {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const [individuals, businesses] = await Promise.all([
      this.dataSource
        .getRepository(Individual)
        .createQueryBuilder('i')
        .where('i.instance_id = :instanceId', { instanceId })
        .andWhere("(concat_ws(' ', i.first_name, i.last_name) ILIKE :like OR i.email ILIKE :like)", { like })
        .orderBy('i.last_name')
        .addOrderBy('i.id')
        .limit(limit)
        .getMany(),
      this.dataSource
        .getRepository(Business)
        .createQueryBuilder('b')
        .where('b.instance_id = :instanceId', { instanceId })
        .andWhere('(b.company_name ILIKE :like OR b.email ILIKE :like)', { like })
        .orderBy('b.company_name')
        .addOrderBy('b.id')
        .limit(limit)
        .getMany(),
    ]);
    return [
      ...individuals.map((i) => ({
        kind: 'individual' as const,
        id: i.id,
        name: [i.firstName, i.lastName].filter(Boolean).join(' '),
        email: i.email,
      })),
      ...businesses.map((b) => ({
        kind: 'business' as const,
        id: b.id,
        name: b.companyName,
        email: b.email,
      })),
    ]
      .sort((a, b) => a.name.localeCompare(b.name))
      .slice(0, limit);
  }

  /** The community entity (individual or business) an account of the instance stands for; null for staff. */
  async communityEntityOf(
    instanceId: number,
    accountId: number,
  ): Promise<{ individualId: number | null; businessId: number | null }> {
    const account = await this.dataSource.getRepository(Account).findOneBy({ id: accountId, instanceId });
    const of = (type: EntityType) => (account?.entityType === type ? account.entityId : null);
    return { individualId: of(ENTITY_TYPE.individual), businessId: of(ENTITY_TYPE.business) };
  }

  private async withEntities(accounts: Account[]): Promise<LoadedAccount[]> {
    const idsOf = (type: EntityType) => accounts.filter((a) => a.entityType === type).map((a) => a.entityId);
    const load = <T extends { id: number }>(entity: new () => T, ids: number[]): Promise<T[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : this.dataSource.getRepository(entity).findBy({ id: In(ids) } as never);
    const [governments, businesses, individuals] = await Promise.all([
      load(Government, idsOf(ENTITY_TYPE.government)),
      load(Business, idsOf(ENTITY_TYPE.business)),
      load(Individual, idsOf(ENTITY_TYPE.individual)),
    ]);
    const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
    const g = byId(governments);
    const b = byId(businesses);
    const i = byId(individuals);
    return accounts.map((account) => {
      if (!account.instance) throw new Error(`account ${account.id} loaded without its instance`);
      return {
        account,
        instance: account.instance,
        government: account.entityType === ENTITY_TYPE.government ? g.get(account.entityId) : undefined,
        business: account.entityType === ENTITY_TYPE.business ? b.get(account.entityId) : undefined,
        individual: account.entityType === ENTITY_TYPE.individual ? i.get(account.entityId) : undefined,
      };
    });
  }
}
