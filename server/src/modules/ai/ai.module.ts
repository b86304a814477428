import { Module } from '@nestjs/common';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { ProgramsModule } from '../programs/programs.module.js';
import { AiController } from './ai.controller.js';
import { AI_PORT, type AiPort } from './ai.port.js';
import { AiService } from './ai.service.js';
import { AiPromptsRepository } from './ai-prompts.repository.js';
import { LocalAi } from './providers/local.ai.js';

/** PORCHLIGHT_AI: no model (local), or an OpenAI-compatible endpoint (its package loaded only then). */
async function aiOf(settings: Settings): Promise<AiPort> {
  const { AI_KEY, AI_MODEL } = settings;
  if (settings.PORCHLIGHT_AI === 'openai' && AI_KEY && AI_MODEL) {
    const { OpenAiAdapter } = await import('./providers/openai.ai.js');
    return OpenAiAdapter.create({ baseURL: settings.AI_URL, apiKey: AI_KEY, model: AI_MODEL });
  }
  return new LocalAi();
}

/** The AI tools behind the AI port (ARCHITECTURE.md "ports"), and their prompts per instance. */
@Module({
  imports: [ProgramsModule],
  controllers: [AiController],
  providers: [{ provide: AI_PORT, inject: [SETTINGS], useFactory: aiOf }, AiPromptsRepository, AiService],
})
export class AiModule {}
