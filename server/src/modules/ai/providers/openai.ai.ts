import type OpenAI from 'openai';
import { DomainException } from '../../../common/errors/domain.exception.js';
import type { AiPart } from '../../../contract/ai.js';
import type { AiPort, GenerationTask } from '../ai.port.js';
import { modelUserMessage, paragraphsOf } from './model-context.js';

export interface OpenAiOptions {
  /** The OpenAI-compatible base URL (…/v1); undefined: OpenAI's own. */
  baseURL?: string;
  apiKey: string;
  model: string;
}

/** A model that could not answer is the provider's failure (502), told in the one error shape. */
const providerFailed = (reason: string) =>
  new DomainException(502, 'aiProviderFailed', `The AI provider could not answer: ${reason}`);

/**
 * PORCHLIGHT_AI=openai: chat completions from any OpenAI-compatible endpoint through the official `openai`
 * package (imported only when configured): the instance's instructions as the system message, the
 * person's text and the instance's facts as the user message.
 */
export class OpenAiAdapter implements AiPort {
  readonly provider = 'openai' as const;

  private constructor(
    private readonly client: OpenAI,
    private readonly model: string,
  ) {}

  static async create({ baseURL, apiKey, model }: OpenAiOptions): Promise<OpenAiAdapter> {
    const { default: OpenAIClient } = await import('openai');
    // One retry for a dropped connection or a 429/5xx; a person is waiting, so no more.
    return new OpenAiAdapter(new OpenAIClient({ baseURL, apiKey, timeout: 60_000, maxRetries: 1 }), model);
  }

  async generate(task: GenerationTask): Promise<AiPart[]> {
    let text: string | null | undefined;
    try {
      const completion = await this.client.chat.completions.create({
        model: this.model,
        messages: [
          { role: 'system', content: task.instructions },
          { role: 'user', content: modelUserMessage(task) },
        ],
      });
      text = completion.choices[0]?.message?.content;
    } catch (error) {
      throw providerFailed(error instanceof Error ? error.message : String(error));
    }
    const paragraphs = paragraphsOf(text ?? '');
    if (paragraphs.length === 0) throw providerFailed('the model answered with no text');
    return paragraphs.map((paragraph) => ({ kind: 'text', text: paragraph }));
  }
}
