import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Workflow } from './workflow.entity.js';

@Entity('workflow_states')
@Index('ix_states_workflow', ['instanceId', 'workflowId'])
export class WorkflowState extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  workflowId: number;

  @ManyToOne(() => Workflow, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workflow_id' })
  workflow?: Relation<Workflow>;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** What applicants see instead of the name (internal names such as QA/QC-Ready are not theirs); null: the name. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  publicLabel: string | null;

  @Column({ default: false })
  isInitial: boolean;

  /** Moving into this state needs a denial reason (or, failing one, a comment). */
  @Column({ default: false })
  requiresReason: boolean;

  @Column({ default: false })
  requiresComment: boolean;

  @Column({ default: false })
  approved: boolean;

  @Column({ default: false })
  declined: boolean;

  @Column({ type: 'smallint', default: 0 })
  sortOrder: number;

  /** Where the workflow editor draws it. */
  @Column({ type: 'jsonb', default: { x: 0, y: 0 } })
  position: { x: number; y: number };
}
