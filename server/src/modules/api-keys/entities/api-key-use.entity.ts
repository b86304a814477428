import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';

/**
 * The audit of API keys: one row per request a key was presented on, with the key's name as it was then,
 * the call, and whether it was let in (`accepted`) or the code it was refused with.
 */
@Entity('api_key_uses')
@Index('ix_api_key_uses_key', ['apiKeyId', 'id'])
export class ApiKeyUse extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  apiKeyId: number;

  @Column({ type: 'varchar', length: 100 })
  keyName: string;

  @Column({ type: 'varchar', length: 10 })
  method: string;

  @Column({ type: 'varchar', length: 500 })
  path: string;

  @Column({ type: 'varchar', length: 40 })
  outcome: string;
}
