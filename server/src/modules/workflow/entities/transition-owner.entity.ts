import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Organization } from '../../organizations/entities/organization.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { WorkflowTransition } from './workflow-transition.entity.js';

/** A possible owner after a transition: a staff user, optionally on behalf of a partner. */
@Entity('transition_owners')
@Index('uq_transition_owners', ['instanceId', 'transitionId', 'userId'], { unique: true })
export class TransitionOwner extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  transitionId: number;

  @ManyToOne(() => WorkflowTransition, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'transition_id' })
  transition?: Relation<WorkflowTransition>;

  @Column('int')
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'int', nullable: true })
  organizationId: number | null;

  @ManyToOne(() => Organization, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Relation<Organization>;
}
