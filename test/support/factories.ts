import { randomBytes } from 'node:crypto';
import type { EntityKind } from '../../server/src/modules/accounts/account-type.js';
import type { NewApplicationEvent } from '../../server/src/modules/applications/applications.repository.js';
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

/** An audit event a factory application starts with; `at` (default now) orders the trail. */
export type FactoryEvent = Omit<NewApplicationEvent, 'instanceId' | 'applicationId' | 'actorUserId'> & {
  actorUserId?: number | null;
  at?: Date;
};

export interface NewApplicationOptions {
  /** The instance's sub-domain; default springfield. */
  instance?: string;
  /** A program of that instance; default its first program whose workflow has an initial state. */
  program?: number;
  /** A state of the program's workflow; default the initial state. */
  state?: number;
  owner?: number | null;
  /** The audit trail, oldest first; default one submitted event into the state. */
  events?: FactoryEvent[];
  answers?: Record<string, unknown>;
  applicantName?: string;
  applicantUserId?: number | null;
  /** The account that applied (its files and documents are the applicant's). */
  applicantAccountId?: number | null;
  /** The award, as numeric text (1250.50); with it (and a status not declined) the application is a payee. */
  awardAmount?: string | null;
}

export interface FactoryApplication {
  id: number;
  instanceId: number;
  programId: number;
  workflowId: number;
  stateId: number;
  externalId: string;
}

/**
 * An application of the test's own, inserted as queue-bulk.e2e.ts inserts them (a row in a program's
 * workflow), with its audit trail; the kept counts follow by their triggers.
 */
export async function newApplication(
  t: TestApp,
  options: NewApplicationOptions = {},
): Promise<FactoryApplication> {
  const [instance] = await t.dataSource.query('SELECT id FROM instances WHERE subdomain = $1', [
    options.instance ?? 'springfield',
  ]);
  const [entry] = await t.dataSource.query(
    `SELECT p.id AS "programId", w.id AS "workflowId", s.id AS "stateId"
       FROM programs p
       JOIN LATERAL (SELECT id FROM workflows WHERE instance_id = p.instance_id AND program_id = p.id ORDER BY id LIMIT 1) w ON true
       JOIN LATERAL (SELECT id FROM workflow_states WHERE workflow_id = w.id AND is_initial ORDER BY id LIMIT 1) s ON true
      WHERE p.instance_id = $1 AND ($2::int IS NULL OR p.id = $2) ORDER BY p.id LIMIT 1`,
    [instance.id, options.program ?? null],
  );
  const stateId = options.state ?? entry.stateId;
  const externalId = `FAC-${randomBytes(5).toString('hex')}`;
  const events: FactoryEvent[] = options.events ?? [{ type: 'submitted', toStateId: stateId }];
  const entered = events.findLast((e) => e.type === 'submitted' || e.type === 'status')?.at ?? new Date();
  const [{ id }] = await t.dataSource.query(
    `INSERT INTO applications (instance_id, program_id, workflow_id, current_state_id, external_id, applicant_name,
                               owner_id, answers, applicant_user_id, submitted_at, state_entered_at,
                               applicant_account_id, award_amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      instance.id,
      entry.programId,
      entry.workflowId,
      stateId,
      externalId,
      options.applicantName ?? `Factory Applicant ${externalId}`,
      options.owner ?? null,
      JSON.stringify(options.answers ?? {}),
      options.applicantUserId ?? null,
      events[0]?.at ?? new Date(),
      entered,
      options.applicantAccountId ?? null,
      options.awardAmount ?? null,
    ],
  );
  for (const e of events) {
    await t.dataSource.query(
      `INSERT INTO application_events (instance_id, application_id, type, actor_user_id, from_state_id, to_state_id,
                                       from_owner_id, to_owner_id, comment, reason_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        instance.id,
        id,
        e.type,
        e.actorUserId ?? null,
        e.fromStateId ?? null,
        e.toStateId ?? null,
        e.fromOwnerId ?? null,
        e.toOwnerId ?? null,
        e.comment ?? null,
        e.reasonId ?? null,
        e.at ?? new Date(),
      ],
    );
  }
  return {
    id,
    instanceId: instance.id,
    programId: entry.programId,
    workflowId: entry.workflowId,
    stateId,
    externalId,
  };
}
