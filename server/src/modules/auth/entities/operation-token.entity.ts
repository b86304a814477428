import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Account } from '../../accounts/entities/account.entity.js';
import { User } from '../../users/entities/user.entity.js';

export type TokenOperation =
  | 'change_password'
  | 'change_login_id'
  | 'reset_link'
  | 'create_login'
  | 'sso_login';

/**
 * A single-use token for one operation (set a password, change a login id, the emailed reset link, a
 * single sign-on link).
 */
@Entity('operation_tokens')
@Index('uq_operation_tokens_hash', ['tokenHash'], { unique: true })
export class OperationToken extends TenantEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('int')
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 30 })
  operation: TokenOperation;

  /** SHA-256 of the token; the token itself is only in the message or the answer that carried it. */
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  newLoginId: string | null;

  /** The account a single sign-on link opens a session on. */
  @Column({ type: 'int', nullable: true })
  accountId: number | null;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: Relation<Account>;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
