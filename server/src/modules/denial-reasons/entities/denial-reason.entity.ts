import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Program } from '../../programs/entities/program.entity.js';
import { WorkflowState } from '../../workflow/entities/workflow-state.entity.js';

/** A reason staff pick when moving an application into a state that asks for one. */
@Entity('denial_reasons')
@Index('ix_denial_reasons_program', ['instanceId', 'programId', 'createdAt'])
export class DenialReason extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  programId: number;

  @ManyToOne(() => Program, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'program_id' })
  program?: Relation<Program>;

  /** The state it groups under; null offers it for every state that asks for a reason. */
  @Column({ type: 'int', nullable: true })
  stateId: number | null;

  @ManyToOne(() => WorkflowState, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'state_id' })
  state?: Relation<WorkflowState>;

  @Column({ type: 'varchar', length: 200 })
  label: string;
}
