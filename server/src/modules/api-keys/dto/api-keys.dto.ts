import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Length } from 'class-validator';
import { API_KEY_NAME_MAX } from '../../../contract/api-keys.js';
import { ROLE_CHOICES } from '../../accounts/roles.js';

export const API_KEY_ROLES = ROLE_CHOICES.map((choice) => choice.id);

/** POST /api/admin/api-keys. */
export class CreateApiKeyDto {
  @ApiProperty({
    maxLength: API_KEY_NAME_MAX,
    description: 'Who or what uses the key; every use is logged with it',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(1, API_KEY_NAME_MAX)
  name: string;

  @ApiProperty({ enum: API_KEY_ROLES, description: 'The government role number the key acts with' })
  @IsInt()
  @IsIn(API_KEY_ROLES)
  role: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'When the key stops working; never when absent' })
  @IsOptional()
  @IsISO8601({ strict: true })
  expiresAt?: string;
}
