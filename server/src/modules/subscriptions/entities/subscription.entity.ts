import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { User } from '../../users/entities/user.entity.js';
import type { SubscriptionStatus } from '../subscription-rules.js';

export type { SubscriptionStatus };

/** A marketplace subscription, as the service instance (subscriberAccounts) and the marketplace landing list it. */
@Entity('subscriptions')
@Index('ix_subscriptions_user', ['instanceId', 'userId'])
@Index('uq_subscriptions_saas', ['instanceId', 'saasSubscriptionId'], { unique: true })
export class Subscription extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  saasSubscriptionId: string;

  /** The subscriber (or the admin user made from the admin form). */
  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  offerId: string;

  @Column({ type: 'varchar', length: 100 })
  planId: string;

  @Column({ type: 'varchar', length: 30, default: 'PendingFulfillmentStart' })
  status: SubscriptionStatus;

  @Column({ type: 'varchar', length: 254 })
  purchaserEmail: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  adminEmail: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  formsEngineApplicationId: string | null;

  @Column({ default: false })
  applicationSubmitted: boolean;

  /** Approved, Active or Configure. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  applicationState: string | null;
}
