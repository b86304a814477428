import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import { Program } from '../../programs/entities/program.entity.js';

/**
 * A communications flow: a message staff pick in the communications panel instead of writing it, its
 * {{placeholders}} filled from the application. Null program: for every program of the instance.
 */
@Entity('message_templates')
@Index('ix_message_templates_program', ['instanceId', 'programId'])
export class MessageTemplate extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', nullable: true })
  programId: number | null;

  @ManyToOne(() => Program, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'program_id' })
  program?: Relation<Program>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** The message type it is written for: EMAIL (with a subject) or SMS. */
  @Column({ type: 'varchar', length: 10, default: 'EMAIL' })
  type: 'EMAIL' | 'SMS';

  @Column({ type: 'varchar', length: 300, nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  body: string;

  @Column({ default: true })
  active: boolean;
}
