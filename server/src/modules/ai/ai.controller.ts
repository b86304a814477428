import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Permission, SignedIn } from '../../common/auth/decorators.js';
import { AiService } from './ai.service.js';
import {
  AiGenerationDto,
  FindResourcesDto,
  FoundResourcesDto,
  GenerateDto,
  TestPromptDto,
} from './dto/ai.dto.js';

/**
 * The AI tools (API.md "Reviewer, AI tools, languages"; the spec's forward-ai ask): any signed-in account of
 * an instance with the aiTools feature (elsewhere 404 aiToolsNotOffered). Each answer names its provider.
 */
@ApiTags('ai')
@ApiBearerAuth()
@Controller('ai')
export class AiController {
  constructor(private readonly ai: AiService) {}

  @Post('find-resources')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary:
      "The instance's programs ranked against a need by full-text relevance, each with the words matched",
  })
  @ApiOkResponse({ type: FoundResourcesDto })
  findResources(@CurrentSession() caller: SessionCaller, @Body() body: FindResourcesDto) {
    return this.ai.findResources(caller, body.need);
  }

  @Post('generate-ideas')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({ summary: "Ideas for a need or a plan, built on the instance's programs" })
  @ApiOkResponse({ type: AiGenerationDto })
  generateIdeas(@CurrentSession() caller: SessionCaller, @Body() body: GenerateDto) {
    return this.ai.generate(caller, 'generate-ideas', body.prompt);
  }

  @Post('generate-portfolio')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: "The caller's portfolio: their focus, their applications and the programs that fit",
  })
  @ApiOkResponse({ type: AiGenerationDto })
  generatePortfolio(@CurrentSession() caller: SessionCaller, @Body() body: GenerateDto) {
    return this.ai.generate(caller, 'generate-portfolio', body.prompt);
  }

  @Post('create-profile')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary: 'A community profile of the caller from their own words and the programs that fit',
  })
  @ApiOkResponse({ type: AiGenerationDto })
  createProfile(@CurrentSession() caller: SessionCaller, @Body() body: GenerateDto) {
    return this.ai.generate(caller, 'create-profile', body.prompt);
  }

  @Post('test-prompt')
  @HttpCode(200)
  @Permission('InstanceConfig', 'ReadWrite')
  @ApiOperation({
    summary:
      "Tries a prompt for a tool on a person's text (absent: the instance's kept prompt), keeping nothing",
  })
  @ApiOkResponse({ type: AiGenerationDto })
  testPrompt(@CurrentSession() caller: SessionCaller, @Body() body: TestPromptDto) {
    return this.ai.testPrompt(caller, body.tool, body.input, body.prompt);
  }
}
