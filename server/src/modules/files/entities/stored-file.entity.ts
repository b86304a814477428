import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Account } from '../../accounts/entities/account.entity.js';
import { Application } from '../../applications/entities/application.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * An uploaded file's metadata; its bytes live in the storage port under their sha256. A removal is recorded
 * (removed_at, removed_by), never a deleted row, so the audit trail keeps naming it.
 */
@Entity('files')
@Index('ix_files_application', ['instanceId', 'applicationId', 'createdAt'])
@Index('ix_files_owner', ['instanceId', 'ownerAccountId', 'kind', 'createdAt'])
@Index('ix_files_sha256', ['sha256'])
export class StoredFile extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The account that uploaded it; null for a file the system made (seeds, templates). */
  @Column({ type: 'int', nullable: true })
  ownerAccountId: number | null;

  @ManyToOne(() => Account, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'owner_account_id' })
  ownerAccount?: Relation<Account>;

  @Column({ type: 'int', nullable: true })
  ownerUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'owner_user_id' })
  ownerUser?: Relation<User>;

  @Column({ type: 'int', nullable: true })
  applicationId: number | null;

  @ManyToOne(() => Application, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application?: Relation<Application>;

  /** What the file is for: document, note, user-picture, business-logo, tin, award-payout, ... */
  @Column({ type: 'varchar', length: 60 })
  kind: string;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** bigint: pg answers it as text. */
  @Column('bigint')
  size: string;

  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'char', length: 64 })
  sha256: string;

  @Column({ type: 'timestamptz', nullable: true })
  removedAt: Date | null;

  @Column({ type: 'int', nullable: true })
  removedByUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'removed_by_user_id' })
  removedBy?: Relation<User>;
}
