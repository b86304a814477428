import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
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

  @Column({ type: 'timestamptz', default: () => 'now()' })
  ranAt: Date;
}
