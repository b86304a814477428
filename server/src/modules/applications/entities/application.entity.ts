import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import type { ChosenAddon } from '../../../contract/addons.js';
import type { AcceptedDeclaration } from '../../../contract/declarations.js';
import { Organization } from '../../organizations/entities/organization.entity.js';
import { Program } from '../../programs/entities/program.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { Workflow } from '../../workflow/entities/workflow.entity.js';
import { WorkflowState } from '../../workflow/entities/workflow-state.entity.js';

/**
 * An application to a program, as the staff queue shows it. Communication and validation summaries are
 * kept on the row (updated with each message and run) so a queue page never aggregates at read time.
 *
 * Queue indexes: every filter and sortable column has one leading with instance_id and ending with
 * (createdAt, id), the queue's tie-break, so a page is an index range read whatever the sort
 * (QueueIndexes and QueueKeptCounts migrations).
 */
@Entity('applications')
@Index('ix_applications_created', ['instanceId', 'createdAt', 'id'])
@Index('ix_applications_state', ['instanceId', 'currentStateId', 'createdAt', 'id'])
@Index('ix_applications_owner', ['instanceId', 'ownerId', 'createdAt', 'id'])
@Index('ix_applications_applicant', ['instanceId', 'applicantUserId'])
@Index('ix_applications_id', ['instanceId', 'id'])
@Index('ix_applications_external', ['instanceId', 'externalId'])
@Index('ix_applications_name', ['instanceId', 'applicantName', 'createdAt', 'id'])
@Index('ix_applications_process', ['instanceId', 'workflowId', 'createdAt', 'id'])
@Index('ix_applications_partner', ['instanceId', 'organizationId', 'createdAt', 'id'])
@Index('ix_applications_channel', ['instanceId', 'paymentChannelName', 'createdAt', 'id'])
@Index('ix_applications_household', ['instanceId', 'programId', 'householdKey'])
@Index('ix_applications_category', ['instanceId', 'categoryName', 'createdAt', 'id'])
@Index('ix_applications_case', ['instanceId', 'caseNumber', 'createdAt', 'id'])
@Index('ix_applications_client', ['instanceId', 'clientId', 'createdAt', 'id'])
@Index('ix_applications_last_com', ['instanceId', 'lastComDate', 'createdAt', 'id'])
@Index('ix_applications_com_direction', ['instanceId', 'lastComDirection', 'createdAt', 'id'])
@Index('ix_applications_com_type', ['instanceId', 'lastComType', 'createdAt', 'id'])
@Index('ix_applications_last_change', ['instanceId', 'lastChangedAt', 'createdAt', 'id'])
@Index('ix_applications_state_time', ['instanceId', 'stateEnteredAt', 'createdAt', 'id'])
@Index('ix_applications_state_name', ['instanceId', 'stateName', 'createdAt', 'id'])
@Index('ix_applications_process_name', ['instanceId', 'processName', 'createdAt', 'id'])
@Index('ix_applications_owner_name', ['instanceId', 'ownerName', 'createdAt', 'id'])
@Index('ix_applications_company_name', ['instanceId', 'companyName', 'createdAt', 'id'])
// The trigram index for the queue search by external id, where pg_trgm exists (QueueApplicantNames); not
// TypeORM's to manage.
@Index('ix_applications_external_search', { synchronize: false })
export class Application extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  programId: number;

  @ManyToOne(() => Program, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'program_id' })
  program?: Relation<Program>;

  /** processId in the queue. */
  @Column('int')
  workflowId: number;

  @ManyToOne(() => Workflow, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'workflow_id' })
  workflow?: Relation<Workflow>;

  @Column('int')
  currentStateId: number;

  @ManyToOne(() => WorkflowState, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'current_state_id' })
  currentState?: Relation<WorkflowState>;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  stateEnteredAt: Date;

  /** The application id shown to people (from the source item id). */
  @Column({ type: 'varchar', length: 40 })
  externalId: string;

  @Column({ type: 'int', nullable: true })
  ownerId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'owner_id' })
  owner?: Relation<User>;

  /** The partner (company) working the application. */
  @Column({ type: 'int', nullable: true })
  organizationId: number | null;

  @ManyToOne(() => Organization, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Relation<Organization>;

  /** cdUser: the applicant's user. */
  @Column({ type: 'int', nullable: true })
  applicantUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'applicant_user_id' })
  applicantUser?: Relation<User>;

  @Column({ type: 'int', nullable: true })
  applicantAccountId: number | null;

  /** 1 business, 2 individual. */
  @Column({ type: 'smallint', default: 2 })
  communityEntityType: number;

  /** itemName: the applicant's name as the queue shows it. */
  @Column({ type: 'varchar', length: 200 })
  applicantName: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  clientId: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  caseNumber: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  paymentChannelName: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  paymentStatusName: string | null;

  @Column({ default: false })
  evictionNotice: boolean;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  incomeThreshold: string | null;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  awardAmount: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  categoryName: string | null;

  /** The applicant's answers to the program's form. */
  @Column({ type: 'jsonb', default: {} })
  answers: Record<string, unknown>;

  /** The program's statements the applicant accepted on submitting: the words, the name typed and when. */
  @Column({ type: 'jsonb', default: [] })
  declarations: AcceptedDeclaration[];

  /** The program's add-ons the applicant chose on submitting: name and amount then, and their answers. */
  @Column({ type: 'jsonb', default: [] })
  addons: ChosenAddon[];

  /** The applicant's household when submitted (contract householdKey): one-per-household rules compare it. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  householdKey: string | null;

  @Column({ type: 'int', nullable: true })
  lastChangedById: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastChangedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastComDate: Date | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  lastComDirection: 'inbound' | 'outbound' | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  lastComType: string | null;

  @Column({ type: 'int', default: 0 })
  unreadEmail: number;

  @Column({ type: 'int', default: 0 })
  unreadSms: number;

  @Column({ type: 'int', default: 0 })
  unreadVoice: number;

  @Column({ type: 'int', default: 0 })
  unreadIvr: number;

  @Column({ type: 'int', default: 0 })
  validationTotal: number;

  @Column({ type: 'int', default: 0 })
  validationWarning: number;

  @Column({ type: 'int', default: 0 })
  validationFailed: number;

  @Column({ type: 'int', default: 0 })
  validationPassed: number;

  @Column({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  /** Concurrent edits compare it; a stale write is refused. */
  @VersionColumn({ default: 1 })
  version: number;

  // The names below are copies kept by the database (triggers of the QueueKeptCounts migration) from the
  // state, workflow, owner and partner rows, so the queue sorts by them through an index; never written here.

  @Column({ type: 'varchar', length: 100, nullable: true, insert: false, update: false })
  stateName: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true, insert: false, update: false })
  processName: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true, insert: false, update: false })
  ownerName: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true, insert: false, update: false })
  companyName: string | null;

  // Kept by the triggers of the QueuePeopleOnRow migration: the applicant's and last changer's names and the
  // owner's roles, so the queue searches, sorts and filters by them without joining users and accounts.

  @Column({ type: 'varchar', length: 254, nullable: true, insert: false, update: false })
  userName: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true, insert: false, update: false })
  lastChangedByName: string | null;

  @Column({ type: 'int', array: true, nullable: true, insert: false, update: false })
  ownerRoles: number[] | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
