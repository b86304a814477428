import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One rate-limit window (rate-limit.ts): rate-limiter-flexible's RateLimiterPostgres counts requests here,
 * so every server process on the database sees the same counts. Its columns are the library's own.
 */
@Entity('rate_limits')
export class RateLimitCounter {
  /** The limiter's prefix and a digest of the call and the address or login id. */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  @Column({ type: 'integer', default: 0 })
  points: number;

  /** When the window ends, in milliseconds since the epoch. */
  @Column({ type: 'bigint', nullable: true })
  expire: string | null;
}
