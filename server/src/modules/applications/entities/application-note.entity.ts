import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { Application } from './application.entity.js';

/** A staff note on an application (the record page); each one also appends a 'note' event to the audit trail. */
@Entity('application_notes')
@Index('ix_application_notes_app', ['instanceId', 'applicationId', 'createdAt'])
export class ApplicationNote extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  applicationId: number;

  @ManyToOne(() => Application, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application?: Relation<Application>;

  @Column('int')
  authorUserId: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'author_user_id' })
  author?: Relation<User>;

  @Column('text')
  body: string;

  /** The files attached to it (the files domain's rows, uploaded for this application). */
  @Column('int', { array: true, default: () => "'{}'" })
  fileIds: number[];
}
