import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';

/** A partner (company) that works applications alongside the government staff. */
@Entity('organizations')
@Index('ix_organizations_name', ['instanceId', 'name'])
export class Organization extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  phone: string | null;

  @Column({ default: true })
  active: boolean;
}
