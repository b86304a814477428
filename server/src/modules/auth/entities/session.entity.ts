import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Account } from '../../accounts/entities/account.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** A signed-in session; the session token names it (sid), so logout can revoke it server-side. */
@Entity('sessions')
@Index('ix_sessions_user', ['instanceId', 'userId'])
@Index('ix_sessions_sign_in', ['signInId'], { where: 'sign_in_id IS NOT NULL' })
export class Session extends TenantEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('int')
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column('int')
  accountId: number;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Relation<Account>;

  /** The session's hard end (12 hours); refresh never goes past it. */
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /**
   * The sign-in (login token) the session was opened from; logout revokes every session of it, and the
   * login token stops working once one of them is revoked.
   */
  @Column({ type: 'uuid', nullable: true })
  signInId: string | null;

  /** Set when the session was opened for an impersonation or a sub-account login. */
  @Column({ type: 'int', nullable: true })
  parentSessionAccountId: number | null;
}
