import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { Workflow } from './workflow.entity.js';

/** A user's role on one process (GetRolesForEmailAndProcess), e.g. Process-Admin, Reviewer. */
@Entity('workflow_members')
@Index('uq_workflow_members', ['instanceId', 'workflowId', 'userId', 'roleName'], { unique: true })
export class WorkflowMember extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  workflowId: number;

  @ManyToOne(() => Workflow, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workflow_id' })
  workflow?: Relation<Workflow>;

  @Column('int')
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 60 })
  roleName: string;
}
