import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import type { NotificationChannel, RuleTranslations } from '../../../contract/notifications.js';
import { Program } from '../../programs/entities/program.entity.js';

/** When something happens (an application enters a state, is submitted...), tell the participants. */
@Entity('notification_rules')
@Index('ix_notification_rules_program', ['instanceId', 'programId'])
export class NotificationRule extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Null for an instance notification (instance portal). */
  @Column({ type: 'int', nullable: true })
  programId: number | null;

  @ManyToOne(() => Program, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'program_id' })
  program?: Relation<Program>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 30 })
  event: 'submitted' | 'state_entered' | 'owner_assigned' | 'message_received';

  @Column({ type: 'int', nullable: true })
  stateId: number | null;

  @Column({ type: 'varchar', length: 10, default: 'email' })
  channel: NotificationChannel;

  @Column({ type: 'varchar', length: 300, nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  body: string;

  @Column({ default: true })
  active: boolean;

  /** The subject and message in other languages: { es: { subject, body } } (recipient's language). */
  @Column({ type: 'jsonb', default: {} })
  translations: RuleTranslations;
}
