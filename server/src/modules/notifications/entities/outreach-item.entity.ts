import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Program } from '../../programs/entities/program.entity.js';

/** A message sent to a program's audience to bring people in (a campaign). */
@Entity('outreach_items')
@Index('ix_outreach_items_program', ['instanceId', 'programId'])
export class OutreachItem extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int')
  programId: number;

  @ManyToOne(() => Program, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'program_id' })
  program?: Relation<Program>;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 10, default: 'email' })
  channel: 'email' | 'sms';

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'timestamptz', nullable: true })
  scheduledAt: Date | null;

  @Column({ type: 'varchar', length: 10, default: 'draft' })
  status: 'draft' | 'scheduled' | 'sent';
}
