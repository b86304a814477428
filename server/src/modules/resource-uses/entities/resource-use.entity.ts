import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Application } from '../../applications/entities/application.entity.js';
import { DOLLARS, Program } from '../../programs/entities/program.entity.js';

/** An award of a program's money (resource-uses), counted against the program's budget. */
@Entity('resource_uses')
@Index('ix_resource_uses_program', ['instanceId', 'programId'])
export class ResourceUse extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  programId: number;

  @ManyToOne(() => Program, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'program_id' })
  program?: Relation<Program>;

  /** The application it was awarded to, if any (an award in kind to a household, say, need not have one). */
  @Column({ type: 'int', nullable: true })
  applicationId: number | null;

  @ManyToOne(() => Application, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'application_id' })
  application?: Relation<Application>;

  /** In dollars, more than 0. */
  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: DOLLARS })
  amount: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;
}
