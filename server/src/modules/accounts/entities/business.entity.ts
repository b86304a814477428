import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';

@Entity('businesses')
@Index('ix_businesses_email', ['instanceId', 'email'])
export class Business extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  companyName: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  addressLine1: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  addressLine2: string | null;

  @Column({ type: 'text', nullable: true })
  urlLogo: string | null;

  /** The partner organization that referred the sign-up (cd_community_entity_partner). */
  @Column({ type: 'int', nullable: true })
  partnerOrganizationId: number | null;
}
