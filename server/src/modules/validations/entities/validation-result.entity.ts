import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import type { ValidationMessageKey } from '../../../contract/validations.js';
import { Application } from '../../applications/entities/application.entity.js';
import { ValidationRule } from './validation-rule.entity.js';

export type ValidationOutcome = 'passed' | 'warning' | 'failed';

@Entity('validation_results')
@Index('uq_validation_results', ['instanceId', 'applicationId', 'ruleId'], { unique: true })
export class ValidationResult extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  applicationId: number;

  @ManyToOne(() => Application, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application?: Relation<Application>;

  @Column('int')
  ruleId: number;

  @ManyToOne(() => ValidationRule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rule_id' })
  rule?: Relation<ValidationRule>;

  @Column({ type: 'varchar', length: 10 })
  outcome: ValidationOutcome;

  @Column({ type: 'varchar', length: 300 })
  message: string;

  /** The words of `message` as a key of the UIs' catalogues (validation_messages), for our own messages. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  messageKey: ValidationMessageKey | null;

  @Column({ type: 'jsonb', nullable: true })
  messageParams: Record<string, string | number> | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  ranAt: Date;
}
