import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { COMMUNICATION_TYPES, type CommunicationType } from '../../../contract/communications.js';
import { Application } from '../../applications/entities/application.entity.js';

export { COMMUNICATION_TYPES, type CommunicationType };

/** A message on an application: sent to or received from the applicant, or a staff note. */
@Entity('communications')
@Index('ix_communications_app', ['instanceId', 'applicationId', 'createdAt'])
export class Communication extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  applicationId: number;

  @ManyToOne(() => Application, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application?: Relation<Application>;

  @Column({ type: 'varchar', length: 10 })
  type: CommunicationType;

  @Column({ type: 'varchar', length: 10 })
  direction: 'inbound' | 'outbound';

  @Column({ type: 'int', nullable: true })
  senderUserId: number | null;

  @Column({ type: 'varchar', length: 200 })
  senderName: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  /** The files attached to it (the files domain's rows, uploaded for this application). */
  @Column('int', { array: true, default: () => "'{}'" })
  fileIds: number[];
}
