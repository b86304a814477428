import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';

const MAX_INT = 2_147_483_647;

/** A whole number from 1, as JSON gives it or as text ("12"); anything else fails the number rules. */
const toId = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
/** true/false, or their text. */
const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value;

const wholeId = (field: string) => ({
  message: `${field} must be a whole number from 1`,
  context: { code: 'invalidNumber' },
});
const required = (field: string) => ({ message: `${field} is required` });
const text = (field: string) => ({ message: `${field} must be text` });
const flag = (field: string) => ({
  message: `${field} must be true or false`,
  context: { code: 'invalidBoolean' },
});

/** PostgreSQL text cannot hold NUL: refused as bad input. */
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

/**
 * POST /api/document/program-application-snapshot-pdf. The application is read from the database; the other
 * fields are what the client shows, and the stored application wins where they disagree (docs/decisions.md).
 */
export class SnapshotPdfDto {
  @ApiProperty({ description: "The application's id" })
  @Transform(toId)
  @Max(MAX_INT, wholeId('workflow_id'))
  @Min(1, wholeId('workflow_id'))
  @IsInt(wholeId('workflow_id'))
  @IsDefined(required('workflow_id'))
  workflow_id: number;

  @ApiPropertyOptional({
    description: "The applicant's name as the client shows it (the stored one is printed)",
  })
  @IsOptional()
  @MaxLength(500, { message: 'entity_name has at most 500 characters' })
  @IsString(text('entity_name'))
  entity_name?: string;

  @ApiPropertyOptional({ description: '1 business, 2 individual (the stored type is printed)' })
  @IsOptional()
  @Transform(toId)
  @Max(MAX_INT, wholeId('entity_type'))
  @Min(1, wholeId('entity_type'))
  @IsInt(wholeId('entity_type'))
  entity_type?: number;

  @ApiPropertyOptional({ description: 'The status as the client shows it (the current state is printed)' })
  @IsOptional()
  @MaxLength(200, { message: 'status has at most 200 characters' })
  @IsString(text('status'))
  status?: string;

  @ApiPropertyOptional({ description: "Printed under the status: the client's words for it" })
  @IsOptional()
  @WithoutNul('status_description')
  @MaxLength(1000, { message: 'status_description has at most 1000 characters' })
  @IsString(text('status_description'))
  status_description?: string;

  @ApiPropertyOptional({ description: 'The date the client shows (the stored submission time is printed)' })
  @IsOptional()
  @MaxLength(100, { message: 'application_date has at most 100 characters' })
  @IsString(text('application_date'))
  application_date?: string;

  @ApiPropertyOptional({ description: 'true: Content-Disposition attachment; else inline', default: false })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean(flag('download'))
  download?: boolean;
}

/** POST /api/document/fill-pdf. */
export class FillPdfDto {
  @ApiProperty({ description: "The individual's id (users/me id_entity of an individual account)" })
  @Transform(toId)
  @Max(MAX_INT, wholeId('individual_id'))
  @Min(1, wholeId('individual_id'))
  @IsInt(wholeId('individual_id'))
  @IsDefined(required('individual_id'))
  individual_id: number;

  @ApiProperty({ description: "The template's alias, e.g. Rental assistance" })
  @WithoutNul('file_alias')
  @MaxLength(100, { message: 'file_alias has at most 100 characters' })
  @IsString(text('file_alias'))
  @IsDefined(required('file_alias'))
  file_alias: string;

  @ApiProperty({ description: "The instance's id (the caller's instance)" })
  @Transform(toId)
  @Max(MAX_INT, wholeId('instance_id'))
  @Min(1, wholeId('instance_id'))
  @IsInt(wholeId('instance_id'))
  @IsDefined(required('instance_id'))
  instance_id: number;

  @ApiPropertyOptional({ description: 'true: the filled PDF; else {missing_fields}', default: false })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean(flag('download'))
  download?: boolean;
}
