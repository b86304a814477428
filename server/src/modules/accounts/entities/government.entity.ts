import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';

/** The government office a staff account belongs to. */
@Entity('governments')
export class Government extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;
}
