import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { CaptchaVersion } from '../captcha.port.js';

/** The captcha fields a protected call may carry (version 3 unless told). */
export class CaptchaFields {
  @ApiPropertyOptional({ description: 'reCAPTCHA token (v3, or v2 after a low v3 score)' })
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  captchaToken?: string;

  @ApiPropertyOptional({ enum: [2, 3], default: 3 })
  @IsOptional()
  @IsIn([2, 3])
  captchaVersion?: CaptchaVersion;
}

export class VerifyCaptchaDto {
  @IsString()
  @MaxLength(4000)
  @IsNotEmpty()
  token: string;

  @ApiPropertyOptional({ enum: [2, 3], default: 3 })
  @IsOptional()
  @IsIn([2, 3])
  captchaVersion?: CaptchaVersion;
}
