import type { AiPart } from '../../../contract/ai.js';
import type { AiPort, GenerationTask } from '../ai.port.js';
import { localParts } from './local-templates.js';

/** PORCHLIGHT_AI=local (default): reviewed templates over the instance's own data, no model. */
export class LocalAi implements AiPort {
  readonly provider = 'local' as const;

  async generate(task: GenerationTask): Promise<AiPart[]> {
    return localParts(task);
  }
}
