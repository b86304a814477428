import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';

/** One sign-in attempt, for the login-activity reports. */
@Entity('login_events')
@Index('ix_login_events_time', ['instanceId', 'createdAt'])
export class LoginEvent extends TenantEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'int', nullable: true })
  accountId: number | null;

  @Column({ type: 'smallint', nullable: true })
  communityEntityType: number | null;

  @Column()
  success: boolean;

  /** loginfailedWarning, loginLockout, ... when it failed. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  failureCode: string | null;
}
