import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import type { NotificationEvent } from '../../../contract/notifications.js';
import type { Channel } from '../../delivery/entities/outbox-message.entity.js';

export type DeliveryStatus = 'sent' | 'failed' | 'skipped';

/**
 * One attempt to deliver a fired rule's message to one recipient: sent, failed (with the error; retried
 * while tries are left) or skipped (with why: no address, no SMS consent). Kept after the rule or the
 * application is deleted, as a record of what was sent.
 */
@Entity('notification_deliveries')
@Index('ix_notification_deliveries_time', ['instanceId', 'createdAt'])
@Index('ix_notification_deliveries_application', ['instanceId', 'applicationId'])
export class NotificationDelivery extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', nullable: true })
  ruleId: number | null;

  @Column({ type: 'int', nullable: true })
  applicationId: number | null;

  @Column({ type: 'varchar', length: 30 })
  event: NotificationEvent;

  @Column({ type: 'varchar', length: 10 })
  channel: Channel;

  /** The participant kind the recipient came from: applicant, owner, user, address. */
  @Column({ type: 'varchar', length: 10 })
  participant: string;

  /** The address or phone number; null when the participant had none. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  recipient: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subject: string | null;

  /** 1 for the first try; a retry is a new row. */
  @Column('int')
  attempt: number;

  @Column({ type: 'varchar', length: 10 })
  status: DeliveryStatus;

  @Column({ type: 'text', nullable: true })
  error: string | null;
}
