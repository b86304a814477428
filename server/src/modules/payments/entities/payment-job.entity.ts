import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Payment } from './payment.entity.js';

/**
 * The payments job queue in PostgreSQL: settle a payment, deliver a webhook. Claimed with SKIP LOCKED, so
 * each job runs once across every server process; a failed run is retried later with backoff.
 */
@Entity('payment_jobs')
@Index('ix_payment_jobs_due', ['runAt'], { where: '"done_at" IS NULL' })
export class PaymentJob extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  paymentId: number;

  @ManyToOne(() => Payment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'payment_id' })
  payment?: Relation<Payment>;

  /** settle or webhook. */
  @Column({ type: 'varchar', length: 12 })
  kind: string;

  /** A webhook's event, as the processor sends it. */
  @Column({ type: 'jsonb', nullable: true })
  payload: unknown;

  @Column({ type: 'timestamptz' })
  runAt: Date;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  doneAt: Date | null;
}
