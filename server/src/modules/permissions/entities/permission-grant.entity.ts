import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Program } from '../../programs/entities/program.entity.js';

/** What a role may do in one area: Hidden 0, Read 1, ReadWrite 2. A null program means every program. */
@Entity('permission_grants')
@Index('uq_permission_grants_program', ['instanceId', 'roleNumber', 'permissionKey', 'programId'], {
  unique: true,
  where: 'program_id IS NOT NULL',
})
@Index('uq_permission_grants_instance', ['instanceId', 'roleNumber', 'permissionKey'], {
  unique: true,
  where: 'program_id IS NULL',
})
export class PermissionGrant extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', nullable: true })
  programId: number | null;

  @ManyToOne(() => Program, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'program_id' })
  program?: Relation<Program>;

  @Column('int')
  roleNumber: number;

  @Column({ type: 'varchar', length: 40 })
  permissionKey: string;

  @Column({ type: 'smallint' })
  level: 0 | 1 | 2;
}
