import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';

export type Channel = 'email' | 'sms' | 'voice';

/** A message as delivered in the default (outbox) mode: codes, links and messages to applicants. */
@Entity('outbox_messages')
@Index('ix_outbox_time', ['instanceId', 'createdAt'])
export class OutboxMessage extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  channel: Channel;

  /** Stored as recipient: TO is an SQL keyword. */
  @Column({ name: 'recipient', type: 'varchar', length: 254 })
  to: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  body: string;
}
