import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';

@Entity('individuals')
@Index('ix_individuals_email', ['instanceId', 'email'])
export class Individual extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ type: 'text', nullable: true })
  profilePicUrl: string | null;

  /** The partner that referred the sign-up (partnerId query parameter). */
  @Column({ type: 'int', nullable: true })
  partnerOrganizationId: number | null;

  /** Community-profile answers (household, income, rent, demographics...). */
  @Column({ type: 'jsonb', default: {} })
  profile: Record<string, unknown>;
}
