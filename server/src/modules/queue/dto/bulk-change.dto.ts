import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import type { BulkAction } from '../../applications/entities/bulk-operation.entity.js';

export const BULK_ACTIONS = [
  'UPDATE_STATUS',
  'UPDATE_OWNER',
  'UPDATE_STATUS_AND_OWNER',
] as const satisfies readonly BulkAction[];
/** The most applications one bulk request may change. */
export const MAX_BULK_IDS = 5000;
const MAX_INT = 2_147_483_647;

export class BulkChangeDto {
  @ApiProperty({ enum: BULK_ACTIONS })
  @IsIn(BULK_ACTIONS, { message: `action must be one of ${BULK_ACTIONS.join(', ')}` })
  action: BulkAction;

  @ApiPropertyOptional({
    type: [Number],
    description: `The applications to change (at most ${MAX_BULK_IDS}); send either ids or filter`,
  })
  @IsOptional()
  @IsArray()
  @ArrayNotEmpty({ message: 'ids must name at least one application' })
  @ArrayMaxSize(MAX_BULK_IDS)
  @IsInt({ each: true, message: 'ids must be whole numbers' })
  @Min(1, { each: true, message: 'ids must be whole numbers' })
  @Max(MAX_INT, { each: true, message: 'ids must be whole numbers' })
  ids?: number[];

  @ApiPropertyOptional({
    description: `"Select all N matching": the queue's filter object (as the filter JSON of GET /api/admin/applications); the applications it matches in the caller's scope are changed, at most ${MAX_BULK_IDS} (more: 422 tooManyApplications). Send either ids or filter`,
    type: 'object',
    additionalProperties: true,
    example: { process: 7, state: 103 },
  })
  @IsOptional()
  @IsObject({ message: 'filter must be an object of queue filters' })
  filter?: Record<string, unknown>;

  @ApiPropertyOptional({
    description: 'The new status (a state id); for UPDATE_STATUS and UPDATE_STATUS_AND_OWNER',
  })
  @ValidateIf((o: BulkChangeDto) => o.action !== 'UPDATE_OWNER' || o.toState !== undefined)
  @IsDefined({ message: 'toState is required to change the status' })
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  toState?: number;

  @ApiPropertyOptional({
    description: 'The new owner (a user id); for UPDATE_OWNER and UPDATE_STATUS_AND_OWNER',
  })
  @ValidateIf((o: BulkChangeDto) => o.action !== 'UPDATE_STATUS' || o.ownerId !== undefined)
  @IsDefined({ message: 'ownerId is required to change the owner' })
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  ownerId?: number;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  comment?: string;

  @ApiPropertyOptional({ description: 'A denial reason of the program, for a status that asks for one' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_INT)
  reasonId?: number;

  @ApiPropertyOptional({
    description:
      'The version of each application as the caller saw it ({"12": 3}); a changed one fails with staleVersion',
    type: 'object',
    additionalProperties: { type: 'integer' },
  })
  @IsOptional()
  @IsObject()
  versions?: Record<string, number>;
}

export class PossibleStatesQuery {
  @ApiProperty({ description: 'Application ids, comma-separated', example: '1,2' })
  @IsString()
  @MaxLength(60_000)
  ids: string;
}
