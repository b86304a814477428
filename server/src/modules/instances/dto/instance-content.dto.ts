import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDateString,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { LIMITS } from '../instance-content.js';

// The shape only: text fields are optional strings (null clears them) so that the rules of
// instance-content.ts give their own messages; the length caps here only stop oversized bodies early.
const CAP = 10_000;

export class ContactPhoneDto {
  @ApiPropertyOptional({ example: 'Grocery Support', maxLength: LIMITS.phoneLabel })
  @IsOptional()
  @IsString()
  @MaxLength(CAP)
  label?: string;

  @ApiPropertyOptional({ example: '(555) 555-0140', description: 'a US phone number' })
  @IsOptional()
  @IsString()
  @MaxLength(CAP)
  phone?: string;
}

export class ContactInfoDto {
  @ApiPropertyOptional({ maxLength: LIMITS.email })
  @IsOptional()
  @IsString()
  @MaxLength(CAP)
  email?: string;

  @ApiPropertyOptional({ type: [ContactPhoneDto], maxItems: LIMITS.phones })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => ContactPhoneDto)
  phones?: ContactPhoneDto[];

  @ApiPropertyOptional({ maxLength: LIMITS.contactText })
  @IsOptional()
  @IsString()
  @MaxLength(CAP)
  address?: string;

  @ApiPropertyOptional({ maxLength: LIMITS.contactText, example: 'Monday to Friday, 8 am to 5 pm' })
  @IsOptional()
  @IsString()
  @MaxLength(CAP)
  hours?: string;
}

export class InstanceContentDto {
  @ApiPropertyOptional({ description: 'about text of the contact-info page', maxLength: LIMITS.text })
  @IsOptional()
  @IsString()
  @MaxLength(CAP)
  about?: string;

  @ApiPropertyOptional({ description: 'contact-us text of the contact-support page', maxLength: LIMITS.text })
  @IsOptional()
  @IsString()
  @MaxLength(CAP)
  support?: string;

  @ApiPropertyOptional({ description: "where the footer's FAQs link leads (http or https)" })
  @IsOptional()
  @IsString()
  @MaxLength(CAP)
  faqUrl?: string;

  @ApiPropertyOptional({ description: 'the privacy notice', maxLength: LIMITS.text })
  @IsOptional()
  @IsString()
  @MaxLength(CAP)
  privacyPolicy?: string;

  @ApiPropertyOptional({ description: "the provider's privacy policy (http or https)" })
  @IsOptional()
  @IsString()
  @MaxLength(CAP)
  privacyPolicyUrl?: string;

  @ApiPropertyOptional({ description: 'the privacy contact mail' })
  @IsOptional()
  @IsString()
  @MaxLength(CAP)
  privacyContact?: string;
}

/** PUT body: what react-admin sends back (the record); contact_info and content replace what is stored. */
export class UpdateInstanceContentDto {
  @ApiPropertyOptional({ description: 'read-only, ignored' })
  @IsOptional()
  @IsInt()
  id?: number;

  @ApiPropertyOptional({ type: ContactInfoDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => ContactInfoDto)
  contact_info?: ContactInfoDto;

  @ApiPropertyOptional({ type: InstanceContentDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => InstanceContentDto)
  content?: InstanceContentDto;

  @ApiPropertyOptional({ description: 'the updatedAt read; a record changed since is refused with 409' })
  @IsOptional()
  @IsDateString()
  updatedAt?: string;
}
