import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * Failed sign-ins in a row for one login id, whether or not a user holds it, so a lockout looks the same for
 * every login id (API.md "Hardening"). A known user's key is `user:<id>` (their email and phone count
 * together); an unknown login id's is `login:<normalised id>`.
 */
@Entity('sign_in_failures')
@Index('ix_sign_in_failures_updated', ['updatedAt'])
export class SignInFailure {
  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  @Column({ type: 'smallint', default: 0 })
  failedAttempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

export const userFailureKey = (userId: number) => `user:${userId}`;
export const loginIdFailureKey = (loginId: string) => `login:${loginId}`;
