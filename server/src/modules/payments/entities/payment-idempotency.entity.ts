import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The answer given to an Idempotency-Key: the key is unique per instance and account, so of concurrent
 * duplicates one inserts and the others wait for its commit and replay its answer.
 */
@Entity('payment_idempotency')
export class PaymentIdempotency {
  @PrimaryColumn('int')
  instanceId: number;

  @PrimaryColumn('int')
  accountId: number;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  /** The call and its body's sha256: the same key with another request is refused. */
  @Column({ type: 'char', length: 64 })
  fingerprint: string;

  @Column('int')
  statusCode: number;

  @Column('jsonb')
  answer: unknown;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
