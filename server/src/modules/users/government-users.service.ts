import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { conflict, forbidden, notFound } from '../../common/errors/domain.exception.js';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import type { CompiledField, CompiledResource } from '../../resources/compiled-resource.js';
import { contentRange, type ListFilter, parseListQuery } from '../../resources/simple-rest-query.js';
import { Account, ENTITY_TYPE } from '../accounts/entities/account.entity.js';
import { isAdministrator, ROLE, roleName } from '../accounts/roles.js';
import { OperationTokensService, RESET_LINK_MINUTES } from '../auth/operation-tokens.service.js';
import { publicBaseOf } from '../auth/public-links.js';
import { DELIVERY_PORT, type DeliveryPort } from '../delivery/delivery.port.js';
import type { Instance } from '../instances/entities/instance.entity.js';
import type { CreateGovernmentUserDto, UpdateGovernmentUserDto } from './dto/government-users.dto.js';
import { usersResource } from './users.resource.js';
import { UsersService } from './users.service.js';

/** Columns of the `staff` query below, by wire name. */
const COLUMNS: Record<string, { databaseName: string; maxLength?: number }> = {
  id: { databaseName: 'id' },
  email: { databaseName: 'email', maxLength: 254 },
  phone: { databaseName: 'phone', maxLength: 20 },
  firstName: { databaseName: 'first_name', maxLength: 50 },
  lastName: { databaseName: 'last_name', maxLength: 50 },
  roles: { databaseName: 'roles' },
  roleNames: { databaseName: 'roles' },
  active: { databaseName: 'active' },
  createdAt: { databaseName: 'created_at' },
};

/**
 * One row per staff user: their first government account on the instance. Until someone added on an
 * existing login first signs in here, the instance sees only what its administrator typed (the invitation),
 * in the list, its search and its sort alike.
 */
const STAFF = `SELECT DISTINCT ON (u.id) u.id,
                      ${['email', 'phone', 'first_name', 'last_name'].map(invited).join(', ')},
                      a.id AS account_id, a.roles, a.active, a.created_at, a.invitation IS NOT NULL AS invited,
                      EXISTS (SELECT 1 FROM accounts o WHERE o.user_id = u.id AND o.instance_id <> a.instance_id)
                        AS elsewhere
                 FROM accounts a JOIN users u ON u.id = a.user_id
                WHERE a.instance_id = $1 AND a.entity_type = ${ENTITY_TYPE.government}
                ORDER BY u.id, a.id`;

/** The user's column, or the invitation's while there is one. */
function invited(column: string): string {
  const key = column.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
  return `CASE WHEN a.invitation IS NULL THEN u.${column} ELSE a.invitation->>'${key}' END AS ${column}`;
}

interface StaffRow {
  id: number;
  email: string | null;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  account_id: number;
  roles: number[];
  active: boolean;
  created_at: Date;
  invited: boolean;
  /** The login also holds accounts on other instances. */
  elsewhere: boolean;
}

const record = (row: StaffRow) => ({
  id: row.id,
  email: row.email,
  phone: row.phone,
  firstName: row.first_name,
  lastName: row.last_name,
  roles: row.roles,
  roleNames: row.roles.map(roleName),
  active: row.active,
  createdAt: row.created_at,
});

const userNotFound = (id: number | string) => notFound('notFound', `The users record ${id} does not exist`);
const MAX_INT = 2_147_483_647;

@Injectable()
export class GovernmentUsersService {
  private readonly resource: CompiledResource;

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly operations: OperationTokensService,
    @Inject(DELIVERY_PORT) private readonly delivery: DeliveryPort,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {
    const fields: CompiledField[] = usersResource.fields.map((f) => ({
      ...f,
      property: f.name,
      column: { nullable: f.name !== 'id' && f.name !== 'active', ...COLUMNS[f.name] },
    }));
    this.resource = {
      definition: usersResource,
      metadata: dataSource.getMetadata(Account),
      fields,
      field: new Map(fields.map((f) => [f.name, f])),
      tenantColumn: 'instance_id',
      operations: new Set(usersResource.operations),
    };
  }

  async list(caller: SessionCaller, query: Record<string, unknown>) {
    const { sort, range, filters } = parseListQuery(this.resource, query);
    const params: unknown[] = [caller.instance.id];
    const where = filters.map((filter) => this.condition(filter, params)).filter(Boolean);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }] = await this.dataSource.query(
      `WITH staff AS (${STAFF}) SELECT count(*)::int AS total FROM staff ${whereSql}`,
      params,
    );
    const order = `${sort.field.column.databaseName} ${sort.order} NULLS LAST, id ${sort.order}`;
    const rows: StaffRow[] = await this.dataSource.query(
      `WITH staff AS (${STAFF}) SELECT * FROM staff ${whereSql} ORDER BY ${order}
        OFFSET ${range.start} LIMIT ${range.end - range.start + 1}`,
      params,
    );
    return {
      records: rows.map(record),
      contentRange: contentRange('users', range.start, rows.length, total),
    };
  }

  async getOne(caller: SessionCaller, id: number) {
    return record(await this.row(this.dataSource.manager, caller, id));
  }

  /**
   * Opens a staff account on the caller's instance: for a new person a user without a password (they set one
   * through the reset link), for someone who already signs in elsewhere a government account on their login
   * that carries what the administrator typed. Either way the answer is what was sent: it tells nothing of
   * whether the login existed, and nothing of that user changes. A new person with an email is invited, once
   * the account is committed, with a link to set their password.
   */
  async create(caller: SessionCaller, body: CreateGovernmentUserDto) {
    this.checkAdministratorRole(caller, [], body.roles);
    const typed = this.users.checkedLogin(body);
    const account = {
      instanceId: caller.instance.id,
      kind: 'government' as const,
      roles: body.roles,
      active: body.active ?? true,
    };
    const { userId, invite } = await this.dataSource.transaction(async (manager) => {
      // Either login id finds the person: a new user holding the other would answer 409 and tell it exists.
      const existing =
        (typed.email ? await this.users.findByLoginId(typed.email, manager) : null) ??
        (typed.phone ? await this.users.findByLoginId(typed.phone, manager) : null);
      if (!existing) {
        const { user } = await this.users.createUser({ ...typed, accounts: [account] }, { manager });
        return { userId: user.id, invite: user.email };
      }
      if (await this.users.findAccount(existing.id, account, manager)) {
        throw conflict(
          'alreadyStaff',
          `${typed.email ?? typed.phone} already has a government account on this instance`,
        );
      }
      await this.users.addAccount(existing, { ...account, invitation: typed }, manager);
      return { userId: existing.id, invite: null };
    });
    if (invite) await this.sendInvitation(caller.instance, userId, invite);
    return this.getOne(caller, userId);
  }

  /** The new staff member's invitation: a single-use link to the create-login page, where they set a password. */
  private async sendInvitation(instance: Instance, userId: number, email: string): Promise<void> {
    const link = await this.operations.emailedLink(
      { userId, instanceId: instance.id, operation: 'create_login' },
      `${publicBaseOf(instance, this.settings)}/create-login`,
    );
    await this.delivery.send({
      instanceId: instance.id,
      channel: 'email',
      to: email,
      subject: `${instance.name}: you are invited to join the staff`,
      body:
        `You were added to the staff of ${instance.name}. To set your password, open ${link} within ` +
        `${RESET_LINK_MINUTES} minutes. The link works once.`,
    });
  }

  /**
   * Roles, whether the staff account is active, and names: the invitation's while the person has not signed
   * in here, the user's when all their accounts are on this instance; a login also used on other instances
   * keeps the names its owner gave it. The login id changes only through its own flow.
   */
  async update(caller: SessionCaller, id: number, body: UpdateGovernmentUserDto) {
    await this.dataSource.transaction(async (manager) => {
      const current = await this.row(manager, caller, id, { lock: true });
      if (body.roles) this.checkAdministratorRole(caller, current.roles, body.roles);
      const names = this.users.checkedNames(body);
      const changed = Object.entries(names).some(
        ([field, value]) => value !== (field === 'firstName' ? current.first_name : current.last_name),
      );
      if (changed && current.invited) {
        await this.users.renameInvitation(current.account_id, names, manager);
      } else if (changed && current.elsewhere) {
        throw forbidden(
          'namesOwnedByUser',
          'The names of a login also used on other instances are changed by its owner',
        );
      } else if (changed) {
        await this.users.rename(id, names, manager);
      }
      const account = {
        ...(body.roles ? { roles: [...new Set(body.roles)] } : {}),
        ...(body.active !== undefined ? { active: body.active } : {}),
      };
      if (Object.keys(account).length > 0) {
        await manager
          .getRepository(Account)
          .update({ instanceId: caller.instance.id, id: current.account_id }, account);
      }
    });
    return this.getOne(caller, id);
  }

  /** Granting or taking away the Administrator role is for administrators alone. */
  private checkAdministratorRole(caller: SessionCaller, before: number[], after: number[]) {
    const touches = before.includes(ROLE.Administrator) !== after.includes(ROLE.Administrator);
    if (touches && !isAdministrator(caller.roles)) {
      throw forbidden('administratorsOnly', 'Only administrators may grant or remove the Administrator role');
    }
  }

  private async row(manager: EntityManager, caller: SessionCaller, id: number, { lock = false } = {}) {
    if (!Number.isInteger(id) || id < 1 || id > MAX_INT) throw userNotFound(id);
    const [row]: StaffRow[] = await manager.query(
      `WITH staff AS (${STAFF}) SELECT * FROM staff WHERE id = $2`,
      [caller.instance.id, id],
    );
    if (!row) throw userNotFound(id);
    if (lock) await manager.query('SELECT 1 FROM accounts WHERE id = $1 FOR UPDATE', [row.account_id]);
    return row;
  }

  private condition(filter: ListFilter, params: unknown[]): string {
    const add = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    switch (filter.operator) {
      case 'search': {
        const text = filter.text.trim();
        if (!text) return '';
        const pattern = add(`%${text.replace(/[\\%_]/g, '\\$&')}%`);
        return `(${filter.fields.map((f) => `${f.column.databaseName} ILIKE ${pattern}`).join(' OR ')})`;
      }
      case 'in':
        return `${filter.field.column.databaseName} = ANY(${add(filter.values)}::int[])`;
      case 'eq':
        return `${filter.field.column.databaseName} = ${add(filter.value)}`;
      default:
        return '';
    }
  }
}
