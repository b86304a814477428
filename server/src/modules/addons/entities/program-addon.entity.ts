import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import type { FormField } from '../../../contract/programs.js';
import { DOLLARS, Program } from '../../programs/entities/program.entity.js';

/** An optional extra item a program offers with its application (addons), with its own fields and amount. */
@Entity('program_addons')
@Index('ix_program_addons_program', ['instanceId', 'programId', 'position'])
export class ProgramAddon extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  programId: number;

  @ManyToOne(() => Program, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'program_id' })
  program?: Relation<Program>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  description: string | null;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: DOLLARS })
  amount: number | null;

  @Column({ type: 'jsonb', default: [] })
  formFields: FormField[];

  @Column({ type: 'int', default: 0 })
  position: number;
}
