import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';

@Entity('plans')
@Index('uq_plans', ['instanceId', 'offerId', 'planId'], { unique: true })
export class Plan extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  offerId: string;

  @Column({ type: 'varchar', length: 100 })
  planId: string;

  @Column({ type: 'varchar', length: 200 })
  displayName: string;
}
