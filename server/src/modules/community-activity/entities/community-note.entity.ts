import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * A staff note on a community entity (programs spec §7 community-notes): an individual (entity type 2) or a
 * business (1) of the instance, with the files attached to it after it was written.
 */
@Entity('community_notes')
@Index('ix_community_notes_entity', ['instanceId', 'entityType', 'entityId', 'createdAt'])
export class CommunityNote extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** 1 a business, 2 an individual (the spec's community entity types). */
  @Column('smallint')
  entityType: number;

  @Column('int')
  entityId: number;

  @Column('int')
  authorUserId: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'author_user_id' })
  author?: Relation<User>;

  @Column('text')
  body: string;

  /** The files attached to it (the files domain's rows of kind community-note). */
  @Column('int', { array: true, default: () => "'{}'" })
  fileIds: number[];
}
