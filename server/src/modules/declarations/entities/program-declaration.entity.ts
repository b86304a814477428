import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Program } from '../../programs/entities/program.entity.js';

/** A statement a program asks applicants to accept by typing their name (resource-instance-declarations). */
@Entity('program_declarations')
@Index('ix_program_declarations_program', ['instanceId', 'programId', 'position'])
export class ProgramDeclaration extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  programId: number;

  @ManyToOne(() => Program, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'program_id' })
  program?: Relation<Program>;

  @Column({ type: 'varchar', length: 1000 })
  statement: string;

  /** A required statement must be accepted for the application to be submitted. */
  @Column({ type: 'boolean', default: true })
  required: boolean;

  /** The order applicants read them in, smallest first. */
  @Column({ type: 'int', default: 0 })
  position: number;
}
