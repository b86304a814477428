import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';

/** A purchase token minted locally (porchlight marketplace token), resolved by the local marketplace port. */
@Entity('marketplace_tokens')
export class MarketplaceToken extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @Column({ type: 'varchar', length: 100 })
  saasSubscriptionId: string;

  @Column({ type: 'varchar', length: 200 })
  subscriptionName: string;

  @Column({ type: 'varchar', length: 100 })
  offerId: string;

  @Column({ type: 'varchar', length: 100 })
  planId: string;

  @Column({ type: 'varchar', length: 254 })
  purchaserEmail: string;

  /** A purchase link is good for a day (docs/decisions.md); an expired one answers 410. */
  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
