import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  AI_INPUT_MAX,
  AI_PROMPT_MAX,
  AI_PROVIDERS,
  AI_TOOLS,
  type AiPart,
  type AiProviderName,
  type AiTool,
  type ResourceMatch,
} from '../../../contract/ai.js';

/** Some letter or digit: a text of spaces and punctuation alone asks nothing (an empty one is fieldRequired). */
const SAYS_SOMETHING = /^$|[\p{L}\p{N}]/u;

export class FindResourcesDto {
  @ApiProperty({ example: 'We need help paying for groceries for our family', maxLength: AI_INPUT_MAX })
  @IsString()
  @IsNotEmpty({ message: 'Describe the need' })
  @MaxLength(AI_INPUT_MAX, { message: `The need may be at most ${AI_INPUT_MAX} characters` })
  @Matches(SAYS_SOMETHING, { message: 'Describe the need in words' })
  need: string;
}

export class GenerateDto {
  @ApiProperty({ example: 'A community garden on our block', maxLength: AI_INPUT_MAX })
  @IsString()
  @IsNotEmpty({ message: 'Write what the tool should work from' })
  @MaxLength(AI_INPUT_MAX, { message: `The text may be at most ${AI_INPUT_MAX} characters` })
  @Matches(SAYS_SOMETHING, { message: 'Write what the tool should work from in words' })
  prompt: string;
}

export class TestPromptDto {
  @ApiProperty({ enum: AI_TOOLS, example: 'generate-ideas' })
  @IsIn(AI_TOOLS, { message: `The tool must be one of ${AI_TOOLS.join(', ')}` })
  tool: AiTool;

  @ApiPropertyOptional({
    description: "The instructions to try; absent: the instance's prompt for the tool (or the built-in one)",
    maxLength: AI_PROMPT_MAX,
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'Write the prompt to try, or leave it out' })
  @MaxLength(AI_PROMPT_MAX, { message: `The prompt may be at most ${AI_PROMPT_MAX} characters` })
  prompt?: string;

  @ApiProperty({ example: 'A community garden on our block', maxLength: AI_INPUT_MAX })
  @IsString()
  @IsNotEmpty({ message: 'Write what a person would type' })
  @MaxLength(AI_INPUT_MAX, { message: `The text may be at most ${AI_INPUT_MAX} characters` })
  @Matches(SAYS_SOMETHING, { message: 'Write what a person would type in words' })
  input: string;
}

export class AiGenerationDto {
  @ApiProperty({ enum: AI_PROVIDERS })
  provider: AiProviderName;

  @ApiProperty({ description: 'false on the local provider: no model is used' })
  modelUsed: boolean;

  @ApiProperty({
    description:
      'paragraphs: {kind: "template", template, params} (local, filled by the UI in its language) or ' +
      '{kind: "text", text} (a model)',
    type: 'array',
    items: { type: 'object' },
  })
  parts: AiPart[];
}

export class FoundResourcesDto extends AiGenerationDto {
  @ApiProperty({
    description:
      "the instance's programs ranked by full-text relevance: {programId, name, description, rank, " +
      'matched: {name, description, criteria} (the words of the need found there)}',
    type: 'array',
    items: { type: 'object' },
  })
  matches: ResourceMatch[];
}
