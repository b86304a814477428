import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { SessionMfaChannel } from '../sessions.service.js';
import { AccountKeyDto } from './account-key.dto.js';

export const SIX_DIGITS = /^\d{6}$/;
export const CODE_FORMAT = { message: 'Enter the 6-digit code', context: { code: 'mfaCodeInvalid' } };

export class MfaSendDto extends AccountKeyDto {
  @ApiProperty({ enum: ['email', 'phone'] })
  @IsIn(['email', 'phone'])
  channel: SessionMfaChannel;

  @ApiPropertyOptional({
    description: "Sent by the UI; the code always goes to the user's own email or phone",
  })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  to?: string;
}

export class MfaVerifyDto extends AccountKeyDto {
  @ApiProperty({ example: '123456' })
  @IsString()
  @Matches(SIX_DIGITS, CODE_FORMAT)
  code: string;
}
