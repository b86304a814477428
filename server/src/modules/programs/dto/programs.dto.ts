import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { SCOPE_FILTERS, type ScopeFilter } from '../scope.js';

const MAX_ID = 2_147_483_647;

export class CatalogueQuery {
  @ApiPropertyOptional({
    enum: SCOPE_FILTERS,
    description: 'Default: Local for government accounts, all for others',
  })
  @IsOptional()
  @IsIn(SCOPE_FILTERS)
  scope?: ScopeFilter;
}

export class ProgramIdQuery {
  @ApiProperty()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  programId: number;
}

export class SubmitApplicationParams {
  @ApiProperty({ description: 'cd_instance: the instance the caller is signed in to' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  instance: number;

  @ApiProperty({ enum: [1, 2], description: 'Community entity type: 1 business, 2 individual' })
  @Type(() => Number)
  @IsIn([1, 2])
  type: 1 | 2;
}

/** A statement accepted: its id and the name the applicant typed to accept it. */
export class DeclarationGivenDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id: number;

  @ApiProperty({ description: 'The full name typed to accept it' })
  @IsString()
  @MaxLength(200)
  name: string;
}

/** An add-on chosen: its id and the answers to its own fields. */
export class AddonGivenDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  id: number;

  @ApiPropertyOptional({ description: "The answers to the add-on's fields, by field name" })
  @IsOptional()
  @IsObject()
  answers?: Record<string, unknown>;
}

export class SubmitApplicationDto {
  @ApiPropertyOptional({
    description:
      "cd_resource: the program applied to; not needed with applicationId (the draft's own program)",
  })
  @ValidateIf((body: SubmitApplicationDto) => body.applicationId === undefined)
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  programId?: number;

  @ApiPropertyOptional({
    description: 'Keep the application as a draft in Form in progress (nothing required yet)',
  })
  @IsOptional()
  @IsBoolean()
  draft?: boolean;

  @ApiPropertyOptional({ description: "One of the account's drafts, saved again (draft) or submitted" })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  applicationId?: number;

  @ApiPropertyOptional({ description: "The answers to the program's form, by field name" })
  @IsOptional()
  @IsObject()
  answers?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: () => [DeclarationGivenDto],
    description:
      "The program's statements accepted (resource-instance-declarations), each with the name typed; every required one must be given on submitting (422 declarationRequired / declarationNameRequired / declarationNotFound under declarations.<id>)",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => DeclarationGivenDto)
  declarations?: DeclarationGivenDto[];

  @ApiPropertyOptional({
    type: () => [AddonGivenDto],
    description:
      "The program's add-ons chosen (addons), each with the answers to its fields (422 addonNotFound, or the field's own code, under addons.<id>[.<field>])",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => AddonGivenDto)
  addons?: AddonGivenDto[];
}

/** POST /api/eligibility: answers (a screener's, or the form's so far) checked against a program's criteria. */
export class EligibilityCheckDto extends ProgramIdQuery {
  @ApiProperty({
    description: "The answers to the program's form, by field name (only the criteria's are read)",
  })
  @IsObject()
  answers: Record<string, unknown>;
}
