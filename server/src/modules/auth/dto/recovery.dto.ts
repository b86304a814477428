import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { CaptchaFields } from '../../captcha/dto/captcha.dto.js';
import { MFA_CHANNELS, type MfaChannel } from '../login-id.js';
import type { RecoveryOperation } from '../recovery.service.js';
import { CODE_FORMAT, SIX_DIGITS } from './mfa.dto.js';

export class FindLoginDto extends CaptchaFields {
  @ApiProperty({ description: 'email or phone' })
  @IsString()
  @MaxLength(254)
  @IsNotEmpty({ message: 'The field Login id is required' })
  loginId: string;

  @ApiPropertyOptional({ description: 'sub-domain of the instance; defaults to the host' })
  @IsOptional()
  @IsString()
  @MaxLength(63)
  instance?: string;
}

/** The captcha token the recovery screens send along is accepted; the check itself is on find-login. */
export class OperationCodeRequestDto extends CaptchaFields {
  @ApiProperty({ enum: ['change_password', 'change_login_id'] })
  @IsIn(['change_password', 'change_login_id'])
  operation: RecoveryOperation;

  @ApiPropertyOptional({ enum: MFA_CHANNELS })
  @IsOptional()
  @IsIn([...MFA_CHANNELS])
  mfaChannel?: MfaChannel;

  @ApiPropertyOptional({ description: 'change_login_id: the new email or phone, which receives the code' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  newLoginId?: string;
}

export class OperationCodeVerifyDto extends CaptchaFields {
  @IsUUID('all', { message: 'Unknown operation' })
  operationId: string;

  @ApiProperty({ example: '123456' })
  @IsString()
  @Matches(SIX_DIGITS, CODE_FORMAT)
  code: string;
}

/** Empty values reach the password rules, whose messages the forms show. */
export class SetPasswordDto {
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password?: string;

  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password_confirmation?: string;
}

export class ChangeLoginIdDto {
  @IsString()
  @MaxLength(254)
  @IsNotEmpty({ message: 'The field New login id is required' })
  newLoginId: string;
}

export class CreateResetTokenDto {
  @IsString()
  @MaxLength(254)
  @IsNotEmpty({ message: 'The field Email is required' })
  ds_mail: string;

  @ApiPropertyOptional({ description: 'sub-domain of the instance; defaults to the host' })
  @IsOptional()
  @IsString()
  @MaxLength(63)
  instance?: string;
}

export class UpdatePasswordDto {
  @IsString()
  @MaxLength(200)
  @IsNotEmpty()
  ds_token: string;

  @IsOptional()
  @IsString()
  @MaxLength(1024)
  ds_password?: string;
}
