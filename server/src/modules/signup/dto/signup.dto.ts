import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { CaptchaFields } from '../../captcha/dto/captcha.dto.js';

// Text fields are optional strings here so that empty values reach the field rules and their messages.

export class CreateIndividualDto extends CaptchaFields {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  ds_firstname?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  ds_lastname?: string;

  @IsOptional()
  @IsString()
  @MaxLength(254)
  ds_mail?: string;

  @ApiPropertyOptional({ description: 'the referring partner organization (partnerId query parameter)' })
  @IsOptional()
  @IsInt()
  partner?: number;
}

export class CreateUserAndBusinessDto extends CaptchaFields {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  business_name?: string;

  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ description: 'company name when it differs from business_name' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  ds_companyname?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  ds_addressline1?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  ds_addressline2?: string;

  @ApiPropertyOptional({ description: 'the referring partner organization' })
  @IsOptional()
  @IsInt()
  cd_community_entity_partner?: number;
}

export class SearchAccountQuery {
  @IsString()
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({ description: 'sub-domain of the instance; defaults to the host' })
  @IsOptional()
  @IsString()
  @MaxLength(63)
  instance?: string;
}

/** Create business (signed in): the register screen's business fields; the email is the caller's. */
export class CreateBusinessDto extends OmitType(CreateUserAndBusinessDto, [
  'email',
  'captchaToken',
  'captchaVersion',
] as const) {}

export class FindUserDto {
  @ApiPropertyOptional({ description: 'the email to look up' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  ds_mail?: string;

  @ApiProperty({ description: 'the instance to look on' })
  @IsInt()
  cd_instance: number;
}

export class FoundUserDto {
  @ApiProperty({
    nullable: true,
    type: String,
    description: "the company of the email's business account there; null for anyone else, known or not",
  })
  ds_companyname: string | null;
}
