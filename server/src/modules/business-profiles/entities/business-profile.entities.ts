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
import { Business } from '../../accounts/entities/business.entity.js';

/** A business's community profile: each part saved whole by PATCH /api/business/:id. */
@Entity('business_profiles')
@Index('uq_business_profiles', ['instanceId', 'businessId'], { unique: true })
export class BusinessProfileRow extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  businessId: number;

  @ManyToOne(() => Business, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business?: Relation<Business>;

  @Column({ type: 'jsonb', default: {} })
  overview: Record<string, unknown>;

  @Column({ type: 'jsonb', default: {} })
  contact: Record<string, unknown>;

  /** Industry codes (NAICS sectors and subsectors of the reference data). */
  @Column({ type: 'jsonb', default: [] })
  categories: string[];

  @Column({ type: 'jsonb', default: {} })
  operatingHours: Record<string, unknown>;

  /** The business's documents ({title, file}), each file an upload of one of its people. */
  @Column({ type: 'jsonb', default: [] })
  documents: { title: string; file: { id: number; name: string; size: number } }[];

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** A licence the business holds: type, number, expiry and an optional attachment (an upload of its own). */
@Entity('business_licenses')
@Index('ix_business_licenses', ['instanceId', 'businessId'])
export class BusinessLicense extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  businessId: number;

  @ManyToOne(() => Business, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business?: Relation<Business>;

  @Column({ type: 'varchar', length: 40 })
  licenseType: string;

  @Column({ type: 'varchar', length: 60 })
  number: string;

  @Column({ type: 'date' })
  expiresOn: string;

  /** The attachment as the upload answered it ({id, name, size}); null without one. */
  @Column({ type: 'jsonb', nullable: true })
  file: { id: number; name: string; size: number } | null;
}
