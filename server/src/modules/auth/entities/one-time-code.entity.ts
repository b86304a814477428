import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { User } from '../../users/entities/user.entity.js';

export type CodePurpose = 'session' | 'switch' | 'change_password' | 'change_login_id';

/** A 6-digit code sent to the user; only its hash is kept. Void after its tries or its time run out. */
@Entity('one_time_codes')
@Index('ix_codes_user', ['instanceId', 'userId', 'purpose'])
export class OneTimeCode extends TenantEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('int')
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'int', nullable: true })
  accountId: number | null;

  @Column({ type: 'varchar', length: 30 })
  purpose: CodePurpose;

  @Column({ type: 'varchar', length: 10 })
  channel: string;

  @Column({ type: 'text' })
  codeHash: string;

  @Column({ type: 'smallint', default: 0 })
  attempts: number;

  /** For change_login_id: the login id the code was sent to. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  newLoginId: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
