import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';

const MAX_ID = 2_147_483_647;

/** The applicant's shape; addCaseApplicantErrors (contract) judges what it holds, field by field. */
export class AddCaseApplicantDto {
  @ApiPropertyOptional({
    description: 'Finds the applicant, or is the new login; an e-mail or a phone is required',
  })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ description: 'A US phone, used when no e-mail is given' })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  phone?: string;

  @ApiProperty()
  @IsString()
  firstName: string;

  @ApiProperty()
  @IsString()
  lastName: string;
}

export class AddCaseDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  @Max(MAX_ID)
  programId: number;

  @ApiProperty({ type: AddCaseApplicantDto })
  @IsObject()
  @ValidateNested()
  @Type(() => AddCaseApplicantDto)
  applicant: AddCaseApplicantDto;

  @ApiProperty({
    description: "The program form's answers by field name, checked as the applicant's submission",
  })
  @IsObject()
  answers: Record<string, unknown>;
}
