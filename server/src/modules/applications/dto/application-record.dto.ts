import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import type { NewNote } from '../../../contract/application-record.js';

const MAX_INT = 2_147_483_647;
/** The longest note body. */
export const NOTE_MAX_LENGTH = 10_000;
/** The most movements one page holds, and how many it holds unless `sample` says. */
export const MOVEMENTS_MAX_SAMPLE = 500;
export const MOVEMENTS_DEFAULT_SAMPLE = 50;

/** Every rule of a number field answers one code and message, whichever fails first. */
/** PostgreSQL text cannot hold the NUL character: refused as bad input rather than failing in the database. */
const WithoutNul = (field: string) =>
  ValidateBy(
    {
      name: 'withoutNul',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !value.includes('\u0000'),
        defaultMessage: () => `${field} contains a NUL character`,
      },
    },
    { context: { code: 'invalidCharacters' } },
  );
const wholeNumber = (message: string) => ({ message, context: { code: 'invalidNumber' } });
const wholeId = (name: string) => wholeNumber(`${name} must be a whole number from 1`);
const OFFSET = wholeNumber('offset must be a whole number from 0');
const SAMPLE = wholeNumber(`sample must be a whole number from 1 to ${MOVEMENTS_MAX_SAMPLE}`);

/** POST /api/admin/applications/:id/notes. */
export class NewNoteDto implements NewNote {
  @ApiProperty({ minLength: 1, maxLength: NOTE_MAX_LENGTH, description: 'Trimmed before it is kept' })
  // class-validator reports the lowest rule first: a missing body is required before it is text or short.
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(NOTE_MAX_LENGTH, {
    message: `A note has at most ${NOTE_MAX_LENGTH} characters`,
    context: { code: 'noteTooLong' },
  })
  @WithoutNul('body')
  @IsString({ message: 'body must be text' })
  @IsNotEmpty({ message: "The note's body is required" })
  body: string;

  @ApiPropertyOptional({ type: [Number], description: 'Files uploaded for this application to attach' })
  @IsOptional()
  @IsArray({ message: 'fileIds must be a list of file ids' })
  @ArrayMaxSize(20)
  @IsInt({ each: true, message: 'fileIds must be whole numbers' })
  @Min(1, { each: true, message: 'fileIds must be whole numbers' })
  @Max(MAX_INT, { each: true, message: 'fileIds must be whole numbers' })
  fileIds?: number[];
}

/** GET /api/workflow-movements (v1, v2, v3). */
export class MovementsQuery {
  @ApiPropertyOptional({ description: "One application's movements" })
  @IsOptional()
  @Type(() => Number)
  @IsInt(wholeId('applicationId'))
  @Min(1, wholeId('applicationId'))
  @Max(MAX_INT, wholeId('applicationId'))
  applicationId?: number;

  @ApiPropertyOptional({ description: 'A state id: movements in that state' })
  @IsOptional()
  @Type(() => Number)
  @IsInt(wholeId('stage'))
  @Min(1, wholeId('stage'))
  @Max(MAX_INT, wholeId('stage'))
  stage?: number;

  @ApiPropertyOptional({ description: 'ISO date or time: movements still going on at or after it' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be an ISO 8601 date' })
  from?: string;

  @ApiPropertyOptional({ description: 'ISO date or time: movements started before it' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be an ISO 8601 date' })
  to?: string;

  @ApiPropertyOptional({ description: "Contained in the state's or the owner's name (case-insensitive)" })
  @IsOptional()
  @IsString({ message: 'text must be text' })
  @MaxLength(200, { message: 'text has at most 200 characters' })
  @WithoutNul('text')
  text?: string;

  @ApiPropertyOptional({ default: 0, description: 'Movements to skip' })
  @IsOptional()
  @Type(() => Number)
  @IsInt(OFFSET)
  @Min(0, OFFSET)
  @Max(MAX_INT, OFFSET)
  offset?: number;

  @ApiPropertyOptional({
    default: MOVEMENTS_DEFAULT_SAMPLE,
    maximum: MOVEMENTS_MAX_SAMPLE,
    description: 'Page size',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt(SAMPLE)
  @Min(1, SAMPLE)
  @Max(MOVEMENTS_MAX_SAMPLE, SAMPLE)
  sample?: number;
}

/** GET /api/workflow-movements-snapshot. */
export class SnapshotQuery {
  @ApiProperty()
  @Type(() => Number)
  @IsInt(wholeId('applicationId'))
  @Min(1, wholeId('applicationId'))
  @Max(MAX_INT, wholeId('applicationId'))
  @IsDefined({ message: 'applicationId is required' })
  applicationId: number;
}
