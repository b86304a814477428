import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AiTool } from '../../contract/ai.js';
import { AiPrompt } from './entities/ai-prompt.entity.js';

/** The instances' prompts per tool (ai_prompts); written through the admin resource ai-prompts. */
@Injectable()
export class AiPromptsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The instance's prompt for the tool, or null when it keeps none. */
  async promptFor(instanceId: number, tool: AiTool): Promise<string | null> {
    const row = await this.dataSource.getRepository(AiPrompt).findOneBy({ instanceId, tool });
    return row?.prompt ?? null;
  }
}
