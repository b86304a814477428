import type { AiPart, AiProviderName, AiTool, ResourceMatch } from '../../contract/ai.js';

/** What the instance's own data says about a request: the provider grounds its answer in it. */
export interface AiFacts {
  instanceName: string;
  /** The caller's name (a business's name for a business account). */
  callerName: string;
  /** How many programs the caller may apply to. */
  programCount: number;
  /** The instance's programs ranked against the input (full-text relevance), best first. */
  matches: ResourceMatch[];
  /** The caller's own applications on the instance, newest first. */
  applications: { program: string; status: string }[];
}

/** One generation: the instance's instructions for the tool, what the person typed, and the facts. */
export interface GenerationTask {
  tool: AiTool;
  /** The instance's prompt for the tool (ai-prompts), or the built-in one; only a model reads it. */
  instructions: string;
  input: string;
  facts: AiFacts;
}

/**
 * The AI tools' provider, chosen by PORCHLIGHT_AI: `local` fills reviewed templates from the facts (no
 * model); `openai` asks an OpenAI-compatible endpoint with the instance's instructions.
 */
export interface AiPort {
  readonly provider: AiProviderName;
  generate(task: GenerationTask): Promise<AiPart[]>;
}

export const AI_PORT = Symbol('AI_PORT');
