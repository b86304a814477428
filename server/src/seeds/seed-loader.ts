import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type DataSource,
  type EntityManager,
  type EntityTarget,
  type FindOptionsWhere,
  In,
  IsNull,
  type ObjectLiteral,
} from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { DomainException } from '../common/errors/domain.exception.js';
import { kyselyOver } from '../database/kysely.js';
import { Government } from '../modules/accounts/entities/government.entity.js';
import { ApplicationsRepository } from '../modules/applications/applications.repository.js';
import { Application } from '../modules/applications/entities/application.entity.js';
import { ApplicationEvent } from '../modules/applications/entities/application-event.entity.js';
import { hashPassword } from '../modules/auth/password-hasher.js';
import { Communication } from '../modules/communications/entities/communication.entity.js';
import { DenialReason } from '../modules/denial-reasons/entities/denial-reason.entity.js';
import { InstanceDocument } from '../modules/documents/entities/instance-document.entity.js';
import { Instance } from '../modules/instances/entities/instance.entity.js';
import { BRANDING_FIELDS } from '../modules/instances/instance-setup.js';
import { InstanceSetupService } from '../modules/instances/instance-setup.service.js';
import { NotificationParticipant } from '../modules/notifications/entities/notification-participant.entity.js';
import { NotificationRule } from '../modules/notifications/entities/notification-rule.entity.js';
import { OutreachItem } from '../modules/notifications/entities/outreach-item.entity.js';
import { Organization } from '../modules/organizations/entities/organization.entity.js';
import { PermissionGrant } from '../modules/permissions/entities/permission-grant.entity.js';
import { ACCESS_LEVEL, PERMISSION_KEYS } from '../modules/permissions/permission-level.js';
import { Program } from '../modules/programs/entities/program.entity.js';
import { Plan } from '../modules/subscriptions/entities/plan.entity.js';
import { Subscription } from '../modules/subscriptions/entities/subscription.entity.js';
import type { User } from '../modules/users/entities/user.entity.js';
import { ACCOUNT_KINDS, type NewAccount, UsersService } from '../modules/users/users.service.js';
import { ValidationRule } from '../modules/validations/entities/validation-rule.entity.js';
import { VALIDATION_RULE_KINDS } from '../modules/validations/rule-evaluator.js';
import { ValidationsService } from '../modules/validations/validations.service.js';
import { createDefaultWorkflow, hasWorkflow } from '../modules/workflow/create-default-workflow.js';
import { statePosition } from '../modules/workflow/default-workflow.js';
import { TransitionOwner } from '../modules/workflow/entities/transition-owner.entity.js';
import { Workflow } from '../modules/workflow/entities/workflow.entity.js';
import { WorkflowMember } from '../modules/workflow/entities/workflow-member.entity.js';
import { WorkflowState } from '../modules/workflow/entities/workflow-state.entity.js';
import { WorkflowTransition } from '../modules/workflow/entities/workflow-transition.entity.js';
import { communicationSummary } from './communication-summary.js';
import {
  type AccountSeed,
  type ApplicationSeed,
  type CommunicationSeed,
  type DenialReasonSeed,
  type DocumentSeed,
  type InstanceSeed,
  type NotificationRuleSeed,
  type OrganizationSeed,
  type OutreachItemSeed,
  type PermissionGrantSeed,
  type PlanSeed,
  type ProgramSeed,
  SEED_SECTIONS,
  type SeedDocument,
  SeedError,
  type SeedSection,
  type SubscriptionSeed,
  type UserSeed,
  type ValidationRuleSeed,
  type WorkflowSeed,
} from './seed-document.js';

export interface SeedReport {
  /** Rows added, per table; empty when the seed was already there. */
  created: Record<string, number>;
  total: number;
}

/** Tables whose seed items carry fixed ids; their sequences move past them afterwards. */
const FIXED_ID_TABLES = ['instances', 'programs', 'workflows', 'workflow_states'];

/**
 * Loads a seed document in one transaction, looking before it inserts (by natural key: sub-domain, login
 * id, names), so loading it twice changes nothing.
 */
export async function applySeed(dataSource: DataSource, document: SeedDocument): Promise<SeedReport> {
  const tables = dataSource.entityMetadatas.map((m) => m.tableName).sort();
  return dataSource.transaction(async (manager) => {
    const before = await rowCounts(manager, tables);
    await new SeedRun(
      manager,
      new UsersService(dataSource),
      new ValidationsService(dataSource, new ApplicationsRepository(kyselyOver(dataSource))),
      new InstanceSetupService(dataSource),
    ).apply(document);
    await syncFixedIdSequences(manager);
    const after = await rowCounts(manager, tables);
    const created = Object.fromEntries(
      tables.filter((t) => after[t] !== before[t]).map((t) => [t, after[t] - before[t]]),
    );
    return { created, total: Object.values(created).reduce((sum, n) => sum + n, 0) };
  });
}

/** Rows inserted with fixed ids leave their sequences behind; the next row without one must not collide. */
async function syncFixedIdSequences(manager: EntityManager): Promise<void> {
  for (const table of FIXED_ID_TABLES) {
    await manager.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM "${table}"))`,
    );
  }
}

/** Rows per table, in one query. */
export async function rowCounts(
  manager: EntityManager,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const sql = tables.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM "${t}"`).join(' UNION ALL ');
  const rows: { t: string; n: number }[] = await manager.query(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.n]));
}

const labelOf = (item: Record<string, unknown>): string => {
  const label =
    item.subdomain ?? item.externalId ?? item.email ?? item.phone ?? item.name ?? item.displayName;
  return typeof label === 'string' ? ` (${label})` : '';
};

const describe = (error: unknown): string => {
  if (error instanceof DomainException) {
    return [error.message, ...(error.errors ?? []).slice(1).map((e) => e.message)].join('; ');
  }
  return error instanceof Error ? error.message : String(error);
};

// Users and accounts go through UsersService rather than straight into a table, so their fields are listed.
const USER_FIELDS: readonly (keyof UserSeed)[] = [
  'email',
  'phone',
  'password',
  'firstName',
  'lastName',
  'defaultLanguage',
  'mfaChannels',
  'smsConsent',
  'listed',
  'note',
  'accounts',
];
const ACCOUNT_FIELDS: readonly (keyof AccountSeed)[] = [
  'instance',
  'type',
  'roles',
  'businessName',
  'addressLine1',
  'addressLine2',
  'partner',
  'profile',
  'mfaRequired',
  'active',
  'showInactive',
];

const APPLICATION_FIELDS: readonly (keyof ApplicationSeed)[] = [
  'instance',
  'externalId',
  'program',
  'workflow',
  'state',
  'applicant',
  'applicantAccount',
  'applicantName',
  'owner',
  'organization',
  'createdAt',
  'stateEnteredAt',
  'lastChangedBy',
  'submitted',
  'clientId',
  'caseNumber',
  'paymentChannelName',
  'paymentStatusName',
  'evictionNotice',
  'incomeThreshold',
  'awardAmount',
  'categoryName',
  'answers',
  'communications',
  'validate',
];
const COMMUNICATION_FIELDS: readonly (keyof CommunicationSeed)[] = [
  'type',
  'direction',
  'at',
  'subject',
  'body',
  'sender',
  'senderUser',
  'read',
];

function refuseUnknownFields(item: object, known: readonly string[]): void {
  const unknown = Object.keys(item).find((key) => !known.includes(key));
  if (unknown !== undefined) throw new SeedError(`unknown field "${unknown}"`);
}

function dateOf(value: string, field: string): Date {
  const date = new Date(value);
  if (typeof value !== 'string' || Number.isNaN(date.getTime())) {
    throw new SeedError(`${field} "${value}" is not an ISO date`);
  }
  return date;
}

class SeedRun {
  /** New applications to validate once all are in, so duplicate checks see every one of them. */
  private readonly toValidate: number[] = [];
  /** Answers by key; a seed refers to the same few states, programs and people many times. */
  private readonly found = new Map<string, Promise<unknown>>();

  constructor(
    private readonly manager: EntityManager,
    private readonly usersService: UsersService,
    private readonly validations: ValidationsService,
    private readonly instanceSetup: InstanceSetupService,
  ) {}

  async apply(document: SeedDocument): Promise<void> {
    const loaders: { [K in SeedSection]: (item: NonNullable<SeedDocument[K]>[number]) => Promise<void> } = {
      instances: (i) => this.instance(i),
      organizations: (i) => this.organization(i),
      users: (i) => this.user(i),
      programs: (i) => this.program(i),
      workflows: (i) => this.workflow(i),
      permissionGrants: (i) => this.permissionGrant(i),
      validationRules: (i) => this.validationRule(i),
      denialReasons: (i) => this.denialReason(i),
      notificationRules: (i) => this.notificationRule(i),
      outreachItems: (i) => this.outreachItem(i),
      plans: (i) => this.plan(i),
      subscriptions: (i) => this.subscription(i),
      applications: (i) => this.application(i),
      documents: (i) => this.document(i),
    };
    this.hashAhead(document.users ?? []);
    for (const section of SEED_SECTIONS) {
      const load = loaders[section] as (item: unknown) => Promise<void>;
      for (const [index, item] of (document[section] ?? []).entries()) {
        try {
          await load(item);
        } catch (error) {
          throw new SeedError(
            `${section}[${index}]${labelOf(item as Record<string, unknown>)}: ${describe(error)}`,
          );
        }
      }
      if (section === 'workflows') await this.defaultWorkflows(document.programs ?? []);
    }
    for (const id of this.toValidate) await this.validate(id);
  }

  // Lookups

  /** Runs a finder once per seed run and remembers its answer. */
  private memo<T>(key: string, find: () => Promise<T>): Promise<T> {
    let known = this.found.get(key) as Promise<T> | undefined;
    if (!known) {
      known = find();
      this.found.set(key, known);
    }
    return known;
  }

  /** A row that must exist; a miss is not remembered, since a later item may create the row. */
  private async lookup<T>(key: string, find: () => Promise<T | null>, missing: string): Promise<T> {
    const row = await this.memo(key, find);
    if (row === null) {
      this.found.delete(key);
      throw new SeedError(missing);
    }
    return row;
  }

  private instanceOf(subdomain: string): Promise<Instance> {
    return this.lookup(
      `instance ${subdomain}`,
      () => this.manager.findOneBy(Instance, { subdomain }),
      `unknown instance "${subdomain}"`,
    );
  }

  private userOf(loginId: string): Promise<User> {
    return this.lookup(
      `user ${loginId}`,
      () => this.usersService.findByLoginId(loginId, this.manager),
      `unknown user "${loginId}"`,
    );
  }

  private organizationOf(instanceId: number, name: string): Promise<Organization> {
    return this.lookup(
      `organization ${instanceId} ${name}`,
      () => this.manager.findOneBy(Organization, { instanceId, name }),
      `unknown organization "${name}"`,
    );
  }

  private programOf(instanceId: number, ref: number | string): Promise<Program> {
    const where = typeof ref === 'number' ? { instanceId, id: ref } : { instanceId, displayName: ref };
    return this.lookup(
      `program ${instanceId} ${ref}`,
      () => this.manager.findOneBy(Program, where),
      `unknown program ${JSON.stringify(ref)} on this instance`,
    );
  }

  private workflowOf(instanceId: number, ref: number | string): Promise<Workflow> {
    const where = typeof ref === 'number' ? { instanceId, id: ref } : { instanceId, name: ref };
    return this.lookup(
      `workflow ${instanceId} ${ref}`,
      () => this.manager.findOneBy(Workflow, where),
      `unknown workflow ${JSON.stringify(ref)} on this instance`,
    );
  }

  private stateOf(workflow: Workflow, name: string): Promise<WorkflowState> {
    return this.lookup(
      `state ${workflow.id} ${name}`,
      () => this.manager.findOneBy(WorkflowState, { workflowId: workflow.id, name }),
      `unknown state "${name}" in workflow ${workflow.id}`,
    );
  }

  private initialStateOf(workflow: Workflow): Promise<WorkflowState | null> {
    return this.memo(`initial ${workflow.id}`, () =>
      this.manager.findOneBy(WorkflowState, { workflowId: workflow.id, isInitial: true }),
    );
  }

  /** The application ids an instance already has, read once: applications are the seed's bulk. */
  private externalIdsOn(instanceId: number): Promise<Set<string>> {
    return this.memo(`applications ${instanceId}`, async () => {
      const rows: { external_id: string }[] = await this.manager.query(
        'SELECT external_id FROM applications WHERE instance_id = $1',
        [instanceId],
      );
      return new Set(rows.map((r) => r.external_id));
    });
  }

  // Writing

  /** Inserts exactly the given columns (fixed ids and dates included); the database fills in the rest. */
  private async insert<T extends ObjectLiteral>(
    entity: EntityTarget<T>,
    row: Record<string, unknown>,
  ): Promise<number> {
    const [id] = await this.insertMany(entity, [row]);
    return id;
  }

  /** Several rows of one table in one statement; a column some rows leave out gets its default there. */
  private async insertMany<T extends ObjectLiteral>(
    entity: EntityTarget<T>,
    rows: Record<string, unknown>[],
  ): Promise<number[]> {
    if (rows.length === 0) return [];
    const columns = [
      ...new Set(rows.flatMap((row) => Object.keys(row).filter((key) => row[key] !== undefined))),
    ];
    this.refuseUnknownColumns(entity, columns);
    const values = rows.map((row) =>
      Object.fromEntries(columns.map((key) => [key, row[key]])),
    ) as QueryDeepPartialEntity<T>[];
    const result = await this.manager
      .createQueryBuilder()
      .insert()
      .into(entity, columns)
      .values(values)
      .execute();
    return result.identifiers.map((identifier) => (identifier as { id: number }).id);
  }

  private refuseUnknownColumns(entity: EntityTarget<ObjectLiteral>, keys: readonly string[]): void {
    const metadata = this.manager.connection.getMetadata(entity);
    const unknown = keys.find((key) => !metadata.findColumnWithPropertyName(key));
    if (unknown !== undefined) throw new SeedError(`unknown field "${unknown}"`);
  }

  /** Inserts the row unless one matching `where` exists. */
  private async ensure<T extends ObjectLiteral>(
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T>,
    row: Record<string, unknown>,
  ): Promise<void> {
    if (!(await this.manager.existsBy(entity, where))) await this.insert(entity, row);
  }

  /**
   * Every user's password hashed with a salt of their own (one hash shared by all would tell anyone holding
   * the table that their passwords are the same). argon2id is slow on purpose, so the hashes are started
   * together before the users are written, as many at a time as the hasher runs.
   */
  private hashAhead(users: readonly UserSeed[]): void {
    for (const user of users) {
      if (!user.password) continue;
      const hashing = hashPassword(user.password);
      // Awaited when the user is written; a failure is reported there, not as an unhandled rejection.
      hashing.catch(() => undefined);
      this.found.set(`password of ${user.email ?? user.phone}`, hashing);
    }
  }

  private hash(item: UserSeed, password: string): Promise<string> {
    return this.memo(`password of ${item.email ?? item.phone}`, () => hashPassword(password));
  }

  // Sections

  private async instance(item: InstanceSeed): Promise<void> {
    const existing = await this.manager.findOneBy(Instance, { subdomain: item.subdomain });
    if (existing && item.id !== undefined && existing.id !== item.id) {
      throw new SeedError(`the sub-domain belongs to instance ${existing.id}, not ${item.id}`);
    }
    const instanceId = existing?.id ?? (await this.createInstance(item));
    const office = { instanceId, name: item.government ?? item.name };
    await this.ensure(Government, office, office);
  }

  /**
   * A new instance goes through the instance set-up rules like `porchlight instance create`; the columns
   * those do not set (contact details, content, security rules, ...) are written as the seed gives them.
   */
  private async createInstance(item: InstanceSeed): Promise<number> {
    const { government, id, subdomain, name, programType = 'other', languages, ...columns } = item;
    const rest: Record<string, unknown> = { ...columns };
    const branding: Record<string, unknown> = {};
    for (const field of BRANDING_FIELDS) {
      if (!(field.property in rest)) continue;
      branding[field.name] = rest[field.property];
      delete rest[field.property];
    }
    this.refuseUnknownColumns(Instance, Object.keys(rest));
    // A branding object, even an empty one, keeps hasBranding at the column's default, as seeds had it.
    const created = await this.instanceSetup.create(
      { id, subdomain, name, programType, branding, languages: languages ?? undefined },
      this.manager,
    );
    if (Object.keys(rest).length > 0) await this.manager.update(Instance, created.id, rest);
    return created.id;
  }

  private async organization(item: OrganizationSeed): Promise<void> {
    const { instance: subdomain, ...fields } = item;
    const instanceId = (await this.instanceOf(subdomain)).id;
    await this.ensure(Organization, { instanceId, name: item.name }, { instanceId, ...fields });
  }

  private async user(item: UserSeed): Promise<void> {
    const loginId = item.email ?? item.phone;
    if (!loginId) throw new SeedError('a user needs an email or a phone');
    refuseUnknownFields(item, USER_FIELDS);
    for (const account of item.accounts ?? []) refuseUnknownFields(account, ACCOUNT_FIELDS);
    let user = await this.usersService.findByLoginId(loginId, this.manager);
    if (!user) {
      const { listed: _listed, note: _note, accounts: _accounts, ...fields } = item;
      ({ user } = await this.usersService.createUser(
        { ...fields, accounts: [] },
        { manager: this.manager, hash: (password) => this.hash(item, password) },
      ));
    }
    for (const account of item.accounts ?? []) {
      if (!ACCOUNT_KINDS.includes(account.type)) {
        throw new SeedError(`account type "${account.type}" is not one of ${ACCOUNT_KINDS.join(', ')}`);
      }
      const instanceId = (await this.instanceOf(account.instance)).id;
      const spec: NewAccount = {
        instanceId,
        kind: account.type,
        roles: account.roles,
        businessName: account.businessName,
        addressLine1: account.addressLine1,
        addressLine2: account.addressLine2,
        partnerOrganizationId: account.partner
          ? (await this.organizationOf(instanceId, account.partner)).id
          : null,
        profile: account.profile,
        mfaRequired: account.mfaRequired,
        active: account.active,
        showInactive: account.showInactive,
      };
      if (!(await this.usersService.findAccount(user.id, spec, this.manager))) {
        await this.usersService.addAccount(user, spec, this.manager);
      }
    }
  }

  private async program(item: ProgramSeed): Promise<void> {
    const { instance: subdomain, ...fields } = item;
    const instanceId = (await this.instanceOf(subdomain)).id;
    const existing = await this.manager.findOneBy(
      Program,
      item.id !== undefined ? { id: item.id } : { instanceId, displayName: item.displayName },
    );
    if (existing && existing.instanceId !== instanceId) {
      throw new SeedError(`program ${existing.id} belongs to another instance`);
    }
    if (!existing) await this.insert(Program, { instanceId, ...fields });
  }

  private async workflow(item: WorkflowSeed): Promise<void> {
    const instanceId = (await this.instanceOf(item.instance)).id;
    const program = await this.programOf(instanceId, item.program);
    let workflow = await this.manager.findOneBy(
      Workflow,
      item.id !== undefined ? { id: item.id } : { instanceId, name: item.name },
    );
    if (workflow && workflow.instanceId !== instanceId) {
      throw new SeedError(`workflow ${workflow.id} belongs to another instance`);
    }
    if (!workflow) {
      const id = await this.insert(Workflow, {
        id: item.id,
        instanceId,
        programId: program.id,
        name: item.name,
        categories: item.categories,
      });
      workflow = await this.manager.findOneByOrFail(Workflow, { id });
    }
    await this.states(workflow, item);
    await this.transitions(workflow, item);
    const members = await this.manager.findBy(WorkflowMember, { workflowId: workflow.id });
    const missing = [];
    for (const member of item.members ?? []) {
      const userId = (await this.userOf(member.user)).id;
      if (!members.some((m) => m.userId === userId && m.roleName === member.role)) {
        missing.push({ instanceId, workflowId: workflow.id, userId, roleName: member.role });
      }
    }
    await this.insertMany(WorkflowMember, missing);
  }

  private async states(workflow: Workflow, item: WorkflowSeed): Promise<void> {
    const existing = await this.manager.findBy(WorkflowState, { workflowId: workflow.id });
    const missing = item.states
      .map(({ initial, ...fields }, index) => ({
        instanceId: workflow.instanceId,
        workflowId: workflow.id,
        isInitial: initial ?? false,
        sortOrder: index,
        position: statePosition(index),
        ...fields,
      }))
      .filter((state) => !existing.some((s) => s.name === state.name));
    await this.insertMany(WorkflowState, missing);
    // States made before public labels existed get theirs; a label an administrator set is kept.
    for (const state of item.states) {
      const row = existing.find((s) => s.name === state.name);
      if (state.publicLabel && row && row.publicLabel === null) {
        await this.manager.update(WorkflowState, row.id, { publicLabel: state.publicLabel });
      }
    }
  }

  /**
   * Every program of the document that the workflows section gave no workflow gets the default one, so each
   * program offered can be applied to. Its ids come from the sequences, brought past the fixed ids first.
   */
  private async defaultWorkflows(programs: ProgramSeed[]): Promise<void> {
    if (programs.length === 0) return;
    await syncFixedIdSequences(this.manager);
    for (const item of programs) {
      const instanceId = (await this.instanceOf(item.instance)).id;
      const program = await this.programOf(instanceId, item.id ?? item.displayName);
      if (!(await hasWorkflow(this.manager, program))) await createDefaultWorkflow(this.manager, program);
    }
  }

  private async transitions(workflow: Workflow, item: WorkflowSeed): Promise<void> {
    const instanceId = workflow.instanceId;
    const transitions = await this.manager.findBy(WorkflowTransition, { workflowId: workflow.id });
    const owners = await this.manager.findBy(TransitionOwner, {
      instanceId,
      transitionId: In(transitions.map((t) => t.id)),
    });
    const missingOwners = [];
    for (const transition of item.transitions ?? []) {
      const fromStateId = (await this.stateOf(workflow, transition.from)).id;
      const toStateId = (await this.stateOf(workflow, transition.to)).id;
      const transitionId =
        transitions.find((t) => t.fromStateId === fromStateId && t.toStateId === toStateId)?.id ??
        (await this.insert(WorkflowTransition, {
          instanceId,
          workflowId: workflow.id,
          fromStateId,
          toStateId,
          defaultUserId: transition.defaultOwner ? (await this.userOf(transition.defaultOwner)).id : null,
          requiresUserAssignment: transition.requiresUserAssignment,
        }));
      for (const owner of transition.owners ?? []) {
        const { user: login, organization } = typeof owner === 'string' ? { user: owner } : owner;
        const userId = (await this.userOf(login)).id;
        const known = [...owners, ...missingOwners];
        if (known.some((o) => o.transitionId === transitionId && o.userId === userId)) continue;
        const organizationId = organization ? (await this.organizationOf(instanceId, organization)).id : null;
        missingOwners.push({ instanceId, transitionId, userId, organizationId });
      }
    }
    await this.insertMany(TransitionOwner, missingOwners);
  }

  private async permissionGrant(item: PermissionGrantSeed): Promise<void> {
    if (!(PERMISSION_KEYS as readonly string[]).includes(item.key)) {
      throw new SeedError(`unknown permission key "${item.key}" (keys: ${PERMISSION_KEYS.join(', ')})`);
    }
    if (!Object.hasOwn(ACCESS_LEVEL, item.level)) {
      throw new SeedError(`level "${item.level}" is not one of ${Object.keys(ACCESS_LEVEL).join(', ')}`);
    }
    const instanceId = (await this.instanceOf(item.instance)).id;
    const programId = item.program === undefined ? null : (await this.programOf(instanceId, item.program)).id;
    await this.ensure(
      PermissionGrant,
      { instanceId, roleNumber: item.role, permissionKey: item.key, programId: programId ?? IsNull() },
      {
        instanceId,
        roleNumber: item.role,
        permissionKey: item.key,
        programId,
        level: ACCESS_LEVEL[item.level],
      },
    );
  }

  private async validationRule(item: ValidationRuleSeed): Promise<void> {
    if (!VALIDATION_RULE_KINDS.includes(item.kind)) {
      throw new SeedError(`rule kind "${item.kind}" is not one of ${VALIDATION_RULE_KINDS.join(', ')}`);
    }
    const { instance: subdomain, program: ref, ...fields } = item;
    const instanceId = (await this.instanceOf(subdomain)).id;
    const programId = (await this.programOf(instanceId, ref)).id;
    await this.ensure(
      ValidationRule,
      { instanceId, programId, name: item.name },
      { instanceId, programId, ...fields },
    );
  }

  private async stateIdFor(instanceId: number, item: { workflow?: number | string; state?: string }) {
    if (item.state === undefined) return null;
    if (item.workflow === undefined) throw new SeedError('a state needs its workflow');
    return (await this.stateOf(await this.workflowOf(instanceId, item.workflow), item.state)).id;
  }

  private async denialReason(item: DenialReasonSeed): Promise<void> {
    const instanceId = (await this.instanceOf(item.instance)).id;
    const programId = (await this.programOf(instanceId, item.program)).id;
    const stateId = await this.stateIdFor(instanceId, item);
    await this.ensure(
      DenialReason,
      { instanceId, programId, label: item.label, stateId: stateId ?? IsNull() },
      { instanceId, programId, label: item.label, stateId },
    );
  }

  private async notificationRule(item: NotificationRuleSeed): Promise<void> {
    const instanceId = (await this.instanceOf(item.instance)).id;
    const programId = item.program === undefined ? null : (await this.programOf(instanceId, item.program)).id;
    if (
      await this.manager.existsBy(NotificationRule, {
        instanceId,
        programId: programId ?? IsNull(),
        name: item.name,
      })
    ) {
      return;
    }
    const ruleId = await this.insert(NotificationRule, {
      instanceId,
      programId,
      name: item.name,
      event: item.event,
      stateId: await this.stateIdFor(instanceId, item),
      channel: item.channel,
      subject: item.subject,
      body: item.body,
      active: item.active,
    });
    for (const participant of item.participants ?? []) {
      const value =
        participant.kind === 'user' && participant.value
          ? String((await this.userOf(participant.value)).id)
          : (participant.value ?? null);
      await this.insert(NotificationParticipant, { instanceId, ruleId, kind: participant.kind, value });
    }
  }

  private async outreachItem(item: OutreachItemSeed): Promise<void> {
    const { instance: subdomain, program: ref, scheduledAt, ...fields } = item;
    const instanceId = (await this.instanceOf(subdomain)).id;
    const programId = (await this.programOf(instanceId, ref)).id;
    await this.ensure(
      OutreachItem,
      { instanceId, programId, title: item.title },
      {
        instanceId,
        programId,
        scheduledAt: scheduledAt ? dateOf(scheduledAt, 'scheduledAt') : null,
        ...fields,
      },
    );
  }

  private async plan(item: PlanSeed): Promise<void> {
    const { instance: subdomain, ...fields } = item;
    const instanceId = (await this.instanceOf(subdomain)).id;
    await this.ensure(
      Plan,
      { instanceId, offerId: item.offerId, planId: item.planId },
      { instanceId, ...fields },
    );
  }

  private async subscription(item: SubscriptionSeed): Promise<void> {
    const { instance: subdomain, user: login, ...fields } = item;
    const instanceId = (await this.instanceOf(subdomain)).id;
    const userId = login ? (await this.userOf(login)).id : null;
    await this.ensure(
      Subscription,
      { instanceId, saasSubscriptionId: item.saasSubscriptionId },
      { instanceId, userId, ...fields },
    );
  }

  /** An instance's PDF (a template by alias, or the rent PDF); one already there under the same alias is kept. */
  private async document(item: DocumentSeed): Promise<void> {
    refuseUnknownFields(item, ['instance', 'kind', 'alias', 'file']);
    if (item.kind !== 'pdf-template' && item.kind !== 'rent-pdf') {
      throw new SeedError(`kind must be pdf-template or rent-pdf, not "${String(item.kind)}"`);
    }
    const alias = item.kind === 'rent-pdf' ? '' : (item.alias ?? '').trim();
    if (item.kind === 'pdf-template' && alias === '') throw new SeedError('a pdf-template needs an alias');
    const instanceId = (await this.instanceOf(item.instance)).id;
    if (await this.manager.existsBy(InstanceDocument, { instanceId, kind: item.kind, alias })) return;
    let content: Buffer;
    try {
      content = readFileSync(item.file);
    } catch (error) {
      throw new SeedError(
        `${item.file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
    if (content.subarray(0, 5).toString('latin1') !== '%PDF-')
      throw new SeedError(`${item.file} is not a PDF`);
    await this.insert(InstanceDocument, {
      instanceId,
      kind: item.kind,
      alias,
      fileName: path.basename(item.file),
      content,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
  }

  private async application(item: ApplicationSeed): Promise<void> {
    refuseUnknownFields(item, APPLICATION_FIELDS);
    for (const message of item.communications ?? []) refuseUnknownFields(message, COMMUNICATION_FIELDS);
    const instanceId = (await this.instanceOf(item.instance)).id;
    if ((await this.externalIdsOn(instanceId)).has(item.externalId)) return;
    const program = await this.programOf(instanceId, item.program);
    const workflow = await this.workflowOf(instanceId, item.workflow);
    if (workflow.programId !== program.id)
      throw new SeedError(`workflow ${workflow.id} is not program ${program.id}'s`);
    const state = await this.stateOf(workflow, item.state);
    const initial = await this.initialStateOf(workflow);

    const applicant = await this.applicantOf(instanceId, item);
    const ownerId = item.owner ? (await this.userOf(item.owner)).id : null;
    const changedById = item.lastChangedBy ? (await this.userOf(item.lastChangedBy)).id : null;
    const createdAt = dateOf(item.createdAt, 'createdAt');
    const stateEnteredAt = item.stateEnteredAt ? dateOf(item.stateEnteredAt, 'stateEnteredAt') : createdAt;
    const communications = (item.communications ?? []).map((c) => ({
      ...c,
      at: dateOf(c.at, 'communications.at'),
    }));
    const row = {
      instanceId,
      programId: program.id,
      workflowId: workflow.id,
      currentStateId: state.id,
      stateEnteredAt,
      externalId: item.externalId,
      ownerId,
      organizationId: item.organization
        ? (await this.organizationOf(instanceId, item.organization)).id
        : null,
      applicantUserId: applicant.userId,
      applicantAccountId: applicant.accountId,
      communityEntityType: applicant.communityEntityType,
      applicantName: applicant.name,
      clientId: item.clientId,
      caseNumber: item.caseNumber,
      paymentChannelName: item.paymentChannelName,
      paymentStatusName: item.paymentStatusName,
      evictionNotice: item.evictionNotice,
      incomeThreshold: item.incomeThreshold,
      awardAmount: item.awardAmount,
      categoryName: item.categoryName,
      answers: item.answers,
      lastChangedById: changedById,
      lastChangedAt: changedById ? stateEnteredAt : null,
      submittedAt: item.submitted === false ? null : createdAt,
      createdAt,
      ...communicationSummary(communications.map((c) => ({ ...c, read: c.read ?? true }))),
    };
    const id = await this.insert(Application, row);
    (await this.externalIdsOn(instanceId)).add(item.externalId);

    const messages = [];
    for (const c of communications) {
      messages.push({
        instanceId,
        applicationId: id,
        type: c.type,
        direction: c.direction,
        senderUserId: c.senderUser ? (await this.userOf(c.senderUser)).id : null,
        senderName: c.sender ?? (c.direction === 'inbound' ? applicant.name : 'Staff'),
        subject: c.subject ?? null,
        body: c.body,
        readAt: c.read === false ? null : c.at,
        createdAt: c.at,
      });
    }
    await this.insertMany(Communication, messages);
    await this.history(instanceId, id, item, {
      applicantUserId: applicant.userId,
      initialStateId: initial?.id ?? null,
      stateId: state.id,
      ownerId,
      changedById,
      createdAt,
      stateEnteredAt,
    });
    if (item.validate) this.toValidate.push(id);
  }

  private async applicantOf(instanceId: number, item: ApplicationSeed) {
    if (!item.applicant) {
      if (!item.applicantName) throw new SeedError('an application needs an applicant or an applicantName');
      return { userId: null, accountId: null, communityEntityType: 2, name: item.applicantName };
    }
    const user = await this.userOf(item.applicant);
    const kind = item.applicantAccount ?? 'individual';
    const account = await this.lookup(
      `account ${instanceId} ${user.id} ${kind}`,
      () => this.usersService.findAccount(user.id, { instanceId, kind }, this.manager),
      `${item.applicant} has no ${kind} account on this instance`,
    );
    let name = item.applicantName;
    if (!name && kind === 'business') {
      const [row]: { company_name: string }[] = await this.manager.query(
        'SELECT company_name FROM businesses WHERE id = $1',
        [account.entityId],
      );
      name = row.company_name;
    }
    name ??= [user.firstName, user.lastName].filter(Boolean).join(' ') || item.applicant;
    return {
      userId: user.id,
      accountId: account.id,
      communityEntityType: account.communityEntityType ?? 2,
      name,
    };
  }

  /** The audit trail a real application would have: its submission, the move to its state, its owner. */
  private async history(
    instanceId: number,
    applicationId: number,
    item: ApplicationSeed,
    at: {
      applicantUserId: number | null;
      initialStateId: number | null;
      stateId: number;
      ownerId: number | null;
      changedById: number | null;
      createdAt: Date;
      stateEnteredAt: Date;
    },
  ): Promise<void> {
    const events: Record<string, unknown>[] = [];
    const event = (row: Record<string, unknown>) => events.push({ instanceId, applicationId, ...row });
    if (item.submitted !== false) {
      event({
        type: 'submitted',
        actorUserId: at.applicantUserId,
        toStateId: at.initialStateId,
        createdAt: at.createdAt,
      });
    }
    if (at.initialStateId !== null && at.stateId !== at.initialStateId) {
      event({
        type: 'status',
        actorUserId: at.changedById,
        fromStateId: at.initialStateId,
        toStateId: at.stateId,
        createdAt: at.stateEnteredAt,
      });
    }
    if (at.ownerId !== null) {
      event({
        type: 'owner',
        actorUserId: at.changedById,
        toOwnerId: at.ownerId,
        createdAt: at.stateEnteredAt,
      });
    }
    await this.insertMany(ApplicationEvent, events);
  }

  /** Runs the program's rules on a new application, as the validation center's run button does. */
  private async validate(applicationId: number): Promise<void> {
    const application = await this.manager.findOneByOrFail(Application, { id: applicationId });
    await this.validations.runRules(this.manager, application);
  }
}
