import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Application } from '../../applications/entities/application.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { PaymentMethod } from './payment-method.entity.js';

/** One payment of an application: its amount in minor units, channel, status and processor reference. */
@Entity('payments')
@Index('ix_payments_application', ['instanceId', 'applicationId', 'createdAt'])
@Index('ux_payments_provider_ref', ['provider', 'providerRef'], { unique: true })
export class Payment extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  applicationId: number;

  @ManyToOne(() => Application, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application?: Relation<Application>;

  @Column('int')
  programId: number;

  /** ach, card, paypal or check. */
  @Column({ type: 'varchar', length: 10 })
  channel: string;

  /** Minor units (cents); bigint, read as text and checked at the repository's boundary. */
  @Column('bigint')
  amountMinor: string;

  @Column({ type: 'char', length: 3 })
  currency: string;

  /** created, processing, succeeded, declined, failed or refunded. */
  @Column({ type: 'varchar', length: 12 })
  status: string;

  /** local, stripe or paypal. */
  @Column({ type: 'varchar', length: 10 })
  provider: string;

  /** The processor's id of the charge or order. */
  @Column({ type: 'varchar', length: 80 })
  providerRef: string;

  @Column({ type: 'int', nullable: true })
  methodId: number | null;

  @ManyToOne(() => PaymentMethod, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'method_id' })
  method?: Relation<PaymentMethod>;

  @Column({ type: 'char', length: 4, nullable: true })
  last4: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  bankName: string | null;

  /** A check's payee and mailing address. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  payee: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address: string | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 40, nullable: true })
  failureCode: string | null;

  @Column({ type: 'int', nullable: true })
  createdByUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_user_id' })
  createdBy?: Relation<User>;

  /** A PayPal order's approval by the payer (the local processor's approve page sets it). */
  @Column({ type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  settledAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  refundReason: string | null;

  @Column({ type: 'int', nullable: true })
  refundedByUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'refunded_by_user_id' })
  refundedBy?: Relation<User>;
}
