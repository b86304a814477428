import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * The channels a person lets this instance's notifications reach them on (user-preferences): one row per
 * user and instance, every channel allowed until they say otherwise. Consent to texts is asked on its own.
 */
@Entity('user_preferences')
@Index('ux_user_preferences_user', ['instanceId', 'userId'], { unique: true })
export class UserPreference extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ default: true })
  email: boolean;

  @Column({ default: true })
  sms: boolean;

  @Column({ default: true })
  voice: boolean;
}
