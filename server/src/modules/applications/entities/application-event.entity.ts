import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import type { ApplicationEventKind } from '../../../contract/application-record.js';
import { Application } from './application.entity.js';

/** application_events.type: the event kinds of the contract. */
export type ApplicationEventType = ApplicationEventKind;

/** The audit trail: every change to an application, written in the same transaction as the change. */
@Entity('application_events')
@Index('ix_application_events_app', ['instanceId', 'applicationId', 'createdAt'])
@Index('ix_application_events_bulk', ['instanceId', 'bulkOperationId'])
export class ApplicationEvent extends TenantEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column('int')
  applicationId: number;

  @ManyToOne(() => Application, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application?: Relation<Application>;

  @Column({ type: 'varchar', length: 20 })
  type: ApplicationEventType;

  @Column({ type: 'int', nullable: true })
  actorUserId: number | null;

  @Column({ type: 'int', nullable: true })
  fromStateId: number | null;

  @Column({ type: 'int', nullable: true })
  toStateId: number | null;

  @Column({ type: 'int', nullable: true })
  fromOwnerId: number | null;

  @Column({ type: 'int', nullable: true })
  toOwnerId: number | null;

  @Column({ type: 'text', nullable: true })
  comment: string | null;

  @Column({ type: 'int', nullable: true })
  reasonId: number | null;

  @Column({ type: 'int', nullable: true })
  bulkOperationId: number | null;
}
