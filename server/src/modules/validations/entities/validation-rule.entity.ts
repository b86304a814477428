import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Program } from '../../programs/entities/program.entity.js';

export type ValidationRuleKind =
  | 'required_answer'
  | 'income_under'
  | 'duplicate_applicant'
  | 'document_attached'
  | 'eligibility';

/** A check run on an application of a program; its outcome when it does not hold is its severity. */
@Entity('validation_rules')
@Index('ix_validation_rules_program', ['instanceId', 'programId'])
export class ValidationRule extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  programId: number;

  @ManyToOne(() => Program, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'program_id' })
  program?: Relation<Program>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 30 })
  kind: ValidationRuleKind;

  /** Parameters of the kind, e.g. {"field": "income", "threshold": 30000}. */
  @Column({ type: 'jsonb', default: {} })
  config: Record<string, unknown>;

  @Column({ type: 'varchar', length: 10, default: 'failed' })
  severity: 'warning' | 'failed';

  @Column({ type: 'varchar', length: 300 })
  message: string;

  @Column({ default: true })
  active: boolean;
}
