// The AI tools (programs spec §2 "Other", API.md "Reviewer, AI tools, languages"): their wire shapes and
// the local provider's templates. The server and the community UI import these.

/** The tools with a prompt per instance (admin resource ai-prompts); find-resources also ranks programs. */
export const AI_TOOLS = ['generate-ideas', 'generate-portfolio', 'create-profile', 'find-resources'] as const;
export type AiTool = (typeof AI_TOOLS)[number];

/** PORCHLIGHT_AI: `local` uses no model; `openai` is any OpenAI-compatible endpoint. */
export const AI_PROVIDERS = ['local', 'openai'] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

/** The longest text a person may send to a tool, and the longest prompt an instance may keep. */
export const AI_INPUT_MAX = 2000;
export const AI_PROMPT_MAX = 8000;

/**
 * The local provider's reviewed templates, by id, with the parameters each fills. Their text is in every
 * community catalogue under `ai.template.<id>`, so an answer reads in the page's language.
 */
export const AI_TEMPLATES = {
  ideasIntro: ['topic', 'instance'],
  ideasProgram: ['program', 'words'],
  ideasNoMatch: ['instance', 'count'],
  ideasPilot: ['topic'],
  ideasPartners: ['instance'],
  portfolioHeading: ['name'],
  portfolioFocus: ['focus'],
  portfolioApplication: ['program', 'status'],
  portfolioNoApplications: ['instance'],
  portfolioProgram: ['program', 'words'],
  profileIntro: ['name', 'instance'],
  profileAbout: ['about'],
  profileInterests: ['words'],
  profilePrograms: ['programs'],
  resourcesFound: ['count', 'instance'],
  resourcesNone: ['instance', 'count'],
} as const satisfies Record<string, readonly string[]>;
export type AiTemplate = keyof typeof AI_TEMPLATES;

/** One paragraph of an answer: a template the UI fills in its language (local), or a model's text (openai). */
export type AiPart =
  | { kind: 'template'; template: AiTemplate; params: Record<string, string | number> }
  | { kind: 'text'; text: string };

/** What generate-ideas, generate-portfolio, create-profile and test-prompt answer. */
export interface AiGeneration {
  provider: AiProviderName;
  /** False on the local provider: the screens say that no model is used. */
  modelUsed: boolean;
  parts: AiPart[];
}

/** Where the need's words were found in a program. */
export interface MatchedWords {
  name: string[];
  description: string[];
  criteria: string[];
}

/** One program of find-resources, ranked by full-text relevance to the need. */
export interface ResourceMatch {
  programId: number;
  name: string;
  description: string | null;
  /** PostgreSQL's ts_rank over the name (weight A), description (B) and criteria labels (C). */
  rank: number;
  /** Why: which of the need's words matched where. */
  matched: MatchedWords;
}

export interface FoundResources extends AiGeneration {
  matches: ResourceMatch[];
}

/** The most words of a need that are searched (a long text adds nothing past them). */
export const NEED_WORDS_MAX = 40;

/** The distinct words of a text, lower-case letters and digits only, in their first order. */
export function wordsOf(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, NEED_WORDS_MAX);
}

/** Every word that matched a program anywhere, each once, in the need's order. */
export const allMatchedWords = (matched: MatchedWords): string[] => [
  ...new Set([...matched.name, ...matched.description, ...matched.criteria]),
];
