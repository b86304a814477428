import { Inject, Injectable } from '@nestjs/common';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { notFound } from '../../common/errors/domain.exception.js';
import type { AiGeneration, AiTool, FoundResources } from '../../contract/ai.js';
import { hasFeature } from '../instances/instance-features.js';
import { ProgramSearch } from '../programs/program-search.js';
import { ProgramsService } from '../programs/programs.service.js';
import { AI_PORT, type AiFacts, type AiPort, type GenerationTask } from './ai.port.js';
import { AiPromptsRepository } from './ai-prompts.repository.js';
import { DEFAULT_PROMPTS } from './default-prompts.js';

/** The tools whose facts include the caller's own applications. */
const TOOLS_WITH_APPLICATIONS: readonly AiTool[] = ['generate-portfolio', 'create-profile'];

/** The caller's name as the tools speak of them: their names, else their login id. */
const callerNameOf = ({ user }: SessionCaller): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || user.phone || '';

/**
 * The AI tools (programs spec §2 "Other"): only on an instance with the aiTools feature. Every answer is
 * grounded in the instance's own programs (full-text ranked) and the caller's applications, and says which
 * provider answered.
 */
@Injectable()
export class AiService {
  constructor(
    @Inject(AI_PORT) private readonly port: AiPort,
    private readonly prompts: AiPromptsRepository,
    private readonly search: ProgramSearch,
    private readonly programs: ProgramsService,
  ) {}

  async generate(caller: SessionCaller, tool: AiTool, input: string): Promise<AiGeneration> {
    return this.answer(await this.taskFor(caller, tool, input));
  }

  async findResources(caller: SessionCaller, need: string): Promise<FoundResources> {
    const task = await this.taskFor(caller, 'find-resources', need);
    return { ...(await this.answer(task)), matches: task.facts.matches };
  }

  /** A prompt tried on a person's text before it is kept: the instance's own when none is sent. */
  async testPrompt(
    caller: SessionCaller,
    tool: AiTool,
    input: string,
    prompt?: string,
  ): Promise<AiGeneration> {
    return this.answer(await this.taskFor(caller, tool, input, prompt));
  }

  private async answer(task: GenerationTask): Promise<AiGeneration> {
    const parts = await this.port.generate(task);
    return { provider: this.port.provider, modelUsed: this.port.provider !== 'local', parts };
  }

  private async taskFor(
    caller: SessionCaller,
    tool: AiTool,
    input: string,
    prompt?: string,
  ): Promise<GenerationTask> {
    if (!hasFeature(caller.instance, 'aiTools')) {
      throw notFound('aiToolsNotOffered', 'This instance does not offer the AI tools');
    }
    const [instructions, facts] = await Promise.all([
      prompt ?? this.instructionsFor(caller, tool),
      this.factsFor(caller, tool, input),
    ]);
    return { tool, instructions, input, facts };
  }

  private async instructionsFor(caller: SessionCaller, tool: AiTool): Promise<string> {
    return (await this.prompts.promptFor(caller.instance.id, tool)) ?? DEFAULT_PROMPTS[tool];
  }

  private async factsFor(caller: SessionCaller, tool: AiTool, input: string): Promise<AiFacts> {
    const [matches, programCount, applications] = await Promise.all([
      this.search.ranked(caller, input),
      this.search.count(caller),
      TOOLS_WITH_APPLICATIONS.includes(tool) ? this.programs.mine(caller) : [],
    ]);
    return {
      instanceName: caller.instance.name,
      callerName: callerNameOf(caller),
      programCount,
      matches,
      applications: applications.map((a) => ({ program: a.programName, status: a.status.name })),
    };
  }
}
