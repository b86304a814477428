import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { MAX_REPLY_LENGTH } from '../../../contract/drafts.js';
import {
  COMMUNICATION_FILTERS,
  type CommunicationFilter,
  SENDABLE_TYPES,
  type SendableType,
} from '../channels.js';

/** As many files as a staff note takes. */
const MAX_ATTACHMENTS = 20;

export class ListCommunicationsQuery {
  @ApiPropertyOptional({
    enum: COMMUNICATION_FILTERS,
    default: 'ALL',
    description: 'A type, ALL, or a label: Email, SMS, Phone (CALL and VOICE)',
  })
  @IsOptional()
  @IsIn(COMMUNICATION_FILTERS)
  type?: CommunicationFilter;
}

export class SendCommunicationDto {
  @ApiProperty({
    enum: SENDABLE_TYPES,
    description: 'EMAIL and SMS go to the applicant; NOTE and COMMENT stay internal',
  })
  @IsIn(SENDABLE_TYPES)
  type: SendableType;

  @ApiProperty({ maxLength: 10000 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(10000)
  body: string;

  @ApiPropertyOptional({ maxLength: 300 })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  subject?: string;

  @ApiPropertyOptional({ type: [Number], description: 'Files uploaded for this application to attach' })
  @IsOptional()
  @IsArray({ message: 'fileIds must be a list of file ids' })
  @ArrayMaxSize(MAX_ATTACHMENTS)
  @IsInt({ each: true, message: 'fileIds must be whole numbers' })
  @Min(1, { each: true, message: 'fileIds must be whole numbers' })
  @Max(2_147_483_647, { each: true, message: 'fileIds must be whole numbers' })
  fileIds?: number[];
}

export class MarkReadDto {
  @ApiPropertyOptional({
    type: [Number],
    description: 'Only these messages; default every unread one shown by `type`',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(2_147_483_647, { each: true })
  ids?: number[];

  @ApiPropertyOptional({ enum: COMMUNICATION_FILTERS, default: 'ALL' })
  @IsOptional()
  @IsIn(COMMUNICATION_FILTERS)
  type?: CommunicationFilter;
}

export class ApplicantReplyDto {
  @ApiProperty({ maxLength: MAX_REPLY_LENGTH })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX_REPLY_LENGTH)
  body: string;

  @ApiPropertyOptional({ type: [Number], description: 'Files uploaded for this application to attach' })
  @IsOptional()
  @IsArray({ message: 'fileIds must be a list of file ids' })
  @ArrayMaxSize(MAX_ATTACHMENTS)
  @IsInt({ each: true, message: 'fileIds must be whole numbers' })
  @Min(1, { each: true, message: 'fileIds must be whole numbers' })
  @Max(2_147_483_647, { each: true, message: 'fileIds must be whole numbers' })
  fileIds?: number[];
}
