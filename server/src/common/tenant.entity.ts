import { Column, CreateDateColumn, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { Instance } from '../modules/instances/entities/instance.entity.js';

/** Every tenant table carries instance_id with a foreign key; queries are scoped by it. */
export abstract class TenantEntity {
  @Column('int')
  instanceId: number;

  @ManyToOne(() => Instance, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'instance_id' })
  instance?: Relation<Instance>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
