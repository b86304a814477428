import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** What the account stands for: 1 business, 2 individual (the community entity types), 3 government. */
export type EntityType = 1 | 2 | 3;
export const ENTITY_TYPE = { business: 1, individual: 2, government: 3 } as const;

/** A user's standing on one instance as one entity (a business, an individual or a government office). */
@Entity('accounts')
@Index('uq_accounts_entity', ['instanceId', 'userId', 'entityType', 'entityId'], { unique: true })
@Index('ix_accounts_user', ['instanceId', 'userId'])
export class Account extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'smallint' })
  entityType: EntityType;

  /** Id in businesses, individuals or governments, per entityType. */
  @Column('int')
  entityId: number;

  /** 1 business, 2 individual; null for government accounts. */
  @Column({ type: 'smallint', nullable: true })
  communityEntityType: 1 | 2 | null;

  @Column({ type: 'int', array: true, default: '{}' })
  roles: number[];

  @Column({ default: true })
  active: boolean;

  @Column({ default: false })
  showInactive: boolean;

  @Column({ default: false })
  mfaRequired: boolean;

  /**
   * Set when an administrator opened this account on a login that already existed: what they typed, which
   * is all the instance sees of that person until they first open a session here (API.md "Hardening").
   */
  @Column({ type: 'jsonb', nullable: true })
  invitation: AccountInvitation | null;
}

/** The login id and names an administrator typed when adding an existing login as staff. */
export interface AccountInvitation {
  email: string | null;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
}
