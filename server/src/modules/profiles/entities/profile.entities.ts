import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Individual } from '../../accounts/entities/individual.entity.js';

/** One section of an individual's community profile (household, income, ...), saved whole by its tab. */
@Entity('profile_sections')
@Index('uq_profile_sections', ['instanceId', 'individualId', 'section'], { unique: true })
export class ProfileSectionRow extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  individualId: number;

  @ManyToOne(() => Individual, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'individual_id' })
  individual?: Relation<Individual>;

  @Column({ type: 'varchar', length: 30 })
  section: string;

  @Column({ type: 'jsonb' })
  answers: Record<string, unknown>;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** One demographic answer of an individual: replaced as a whole (delete, then one row each). */
@Entity('individual_demographics')
@Index('ix_individual_demographics', ['instanceId', 'individualId'])
export class IndividualDemographic extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  individualId: number;

  @ManyToOne(() => Individual, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'individual_id' })
  individual?: Relation<Individual>;

  @Column({ type: 'varchar', length: 40 })
  type: string;

  @Column({ type: 'varchar', length: 100 })
  category: string;
}
