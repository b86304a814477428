import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { NotificationRule } from './notification-rule.entity.js';

/** Who a notification rule tells: the applicant, the owner, a staff user, or a fixed address. */
@Entity('notification_participants')
@Index('ix_notification_participants_rule', ['instanceId', 'ruleId'])
export class NotificationParticipant extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  ruleId: number;

  @ManyToOne(() => NotificationRule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rule_id' })
  rule?: Relation<NotificationRule>;

  @Column({ type: 'varchar', length: 10 })
  kind: 'applicant' | 'owner' | 'user' | 'address';

  /** The user id for 'user', the email or phone for 'address'. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  value: string | null;
}
