import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';

import type { BulkAction } from '../../../contract/queue.js';

export type { BulkAction };

/** One bulk request from the queue, for the bulk-operations reports. */
@Entity('bulk_operations')
@Index('ix_bulk_operations_time', ['instanceId', 'createdAt'])
export class BulkOperation extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  actorUserId: number;

  @Column({ type: 'varchar', length: 30 })
  action: BulkAction;

  @Column({ type: 'int', nullable: true })
  toStateId: number | null;

  @Column({ type: 'int', nullable: true })
  ownerId: number | null;

  @Column('int')
  requested: number;

  @Column('int')
  succeeded: number;

  @Column('int')
  failed: number;
}
