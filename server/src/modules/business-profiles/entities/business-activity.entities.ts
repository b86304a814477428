import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Business } from '../../accounts/entities/business.entity.js';

/** A financial period of a business: monthly or annual, one row per period ('2026-03', '2026'). */
@Entity('business_financials')
@Index('uq_business_financials', ['instanceId', 'businessId', 'period'], { unique: true })
export class BusinessFinancial extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  businessId: number;

  @ManyToOne(() => Business, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business?: Relation<Business>;

  @Column({ type: 'varchar', length: 10 })
  periodType: 'monthly' | 'annual';

  @Column('int')
  year: number;

  /** 1 to 12 for a monthly period; null for an annual one. */
  @Column({ type: 'int', nullable: true })
  month: number | null;

  @Column({ type: 'varchar', length: 7 })
  period: string;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  revenue: string;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  expenses: string | null;
}

/** A period a business records its activities in. */
@Entity('business_activity_periods')
@Index('ix_business_activity_periods', ['instanceId', 'businessId'])
export class BusinessActivityPeriod extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  businessId: number;

  @ManyToOne(() => Business, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business?: Relation<Business>;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  @Column({ type: 'date' })
  startsOn: string;

  @Column({ type: 'date' })
  endsOn: string;
}

/** An activity of a business within one of its periods (removed with the period). */
@Entity('business_activities')
@Index('ix_business_activities', ['instanceId', 'businessId', 'periodId'])
export class BusinessActivity extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  businessId: number;

  @ManyToOne(() => Business, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business?: Relation<Business>;

  @Column('int')
  periodId: number;

  @ManyToOne(() => BusinessActivityPeriod, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'period_id' })
  activityPeriod?: Relation<BusinessActivityPeriod>;

  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  description: string | null;

  @Column({ type: 'numeric', precision: 8, scale: 2, nullable: true })
  hours: string | null;
}
