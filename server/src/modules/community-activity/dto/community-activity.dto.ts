import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import {
  ACTIVITY_MAX_PAGE_SIZE,
  ACTIVITY_PAGE_SIZE,
  COMMUNITY_ENTITY_KINDS,
  type CommunityEntityKind,
} from '../../../contract/community-activity.js';

const MAX_INT = 2_147_483_647;
/** How far the stream pages back (each page reads its sources' newest offset + limit entries). */
const MAX_OFFSET = 10_000;

/** The community entity named by a query or a body: individual or business, and its id. */
export class EntityQuery {
  @ApiProperty({ enum: COMMUNITY_ENTITY_KINDS })
  @IsIn(COMMUNITY_ENTITY_KINDS, { message: 'entityType must be individual or business' })
  entityType: CommunityEntityKind;

  @ApiProperty({ type: Number })
  @Type(() => Number)
  @IsInt({ message: 'entityId must be a whole number' })
  @Min(1, { message: 'entityId must be a whole number' })
  @Max(MAX_INT, { message: 'entityId must be a whole number' })
  entityId: number;
}

export class NewCommunityNoteDto extends EntityQuery {
  @ApiProperty({
    maxLength: 10_000,
    description: 'The note; its files are posted to its attachments after it',
  })
  @IsString({ message: 'body must be text' })
  body: string;
}

export class ActivityQuery extends EntityQuery {
  @ApiPropertyOptional({ default: 0, maximum: MAX_OFFSET })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_OFFSET)
  offset?: number;

  @ApiPropertyOptional({ default: ACTIVITY_PAGE_SIZE, maximum: ACTIVITY_MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(ACTIVITY_MAX_PAGE_SIZE)
  limit?: number;
}
