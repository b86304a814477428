import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Program } from '../../programs/entities/program.entity.js';

/** A process: the states and transitions a program's applications move through. */
@Entity('workflows')
@Index('ix_workflows_program', ['instanceId', 'programId'])
export class Workflow extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  programId: number;

  @ManyToOne(() => Program, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'program_id' })
  program?: Relation<Program>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Categories offered by the food process (1720). */
  @Column({ type: 'text', array: true, default: '{}' })
  categories: string[];
}
