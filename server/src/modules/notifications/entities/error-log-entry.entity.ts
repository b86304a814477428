import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';

/**
 * A failure staff should see (programs spec §7 "Notification management", error-log): a message that could
 * not be sent, with the provider's reason. Written with the failed attempt's delivery record.
 */
@Entity('error_log')
@Index('ix_error_log_time', ['instanceId', 'createdAt'])
export class ErrorLogEntry extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** What failed: `notification-delivery` for a fired rule's message. */
  @Column({ type: 'varchar', length: 40 })
  source: string;

  @Column({ type: 'int', nullable: true })
  applicationId: number | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  channel: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  recipient: string | null;

  @Column({ type: 'text' })
  message: string;
}
