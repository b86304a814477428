import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Account } from '../../accounts/entities/account.entity.js';

/**
 * A key an integration signs in with on its instance's admin API (API.md "Integrations and scale"). Only the
 * key's sha256 is kept: the key itself is answered once, when it is made. It acts as the government account
 * that made it, with the key's one role instead of that account's roles.
 */
@Entity('api_keys')
@Index('uq_api_keys_hash', ['keyHash'], { unique: true })
@Index('ix_api_keys_instance', ['instanceId'])
export class ApiKey extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The government role number the key acts with. */
  @Column('smallint')
  role: number;

  /** sha256 of the whole key, hex. */
  @Column({ type: 'char', length: 64 })
  keyHash: string;

  /** The key's first characters, shown in lists so people can tell keys apart. */
  @Column({ type: 'varchar', length: 12 })
  prefix: string;

  @Column('int')
  createdByAccountId: number;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'created_by_account_id' })
  createdBy?: Relation<Account>;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
