import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';
import type { AiTool } from '../../../contract/ai.js';

/** An instance's instructions to the model for one AI tool (admin resource ai-prompts); at most one a tool. */
@Entity('ai_prompts')
@Index('ux_ai_prompts_tool', ['instanceId', 'tool'], { unique: true })
export class AiPrompt extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  tool: AiTool;

  /** At most AI_PROMPT_MAX (8000) characters. */
  @Column({ type: 'varchar', length: 8000 })
  prompt: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
