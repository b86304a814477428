import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { WorkflowState } from './workflow-state.entity.js';

/** A move allowed from one state to another, with who may own the application afterwards. */
@Entity('workflow_transitions')
@Index('uq_transitions', ['instanceId', 'fromStateId', 'toStateId'], { unique: true })
export class WorkflowTransition extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  workflowId: number;

  @Column('int')
  fromStateId: number;

  @ManyToOne(() => WorkflowState, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'from_state_id' })
  fromState?: Relation<WorkflowState>;

  @Column('int')
  toStateId: number;

  @ManyToOne(() => WorkflowState, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'to_state_id' })
  toState?: Relation<WorkflowState>;

  @Column({ type: 'int', nullable: true })
  defaultUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'default_user_id' })
  defaultUser?: Relation<User>;

  @Column({ default: false })
  requiresUserAssignment: boolean;
}
