import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import type { ApplicationRuleKind } from '../../../contract/application-rules.js';
import { Program } from '../../programs/entities/program.entity.js';

/** A limit a program puts on submissions (application-rules): one per household, a window, a maximum per period. */
@Entity('application_rules')
@Index('ix_application_rules_program', ['instanceId', 'programId'])
export class ApplicationRuleRow extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  programId: number;

  @ManyToOne(() => Program, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'program_id' })
  program?: Relation<Program>;

  @Column({ type: 'varchar', length: 20 })
  kind: ApplicationRuleKind;

  @Column({ type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  @Column({ type: 'int', nullable: true })
  maxApplications: number | null;

  @Column({ type: 'int', nullable: true })
  periodDays: number | null;
}
