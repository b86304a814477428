import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { CaptchaFields } from '../../captcha/dto/captcha.dto.js';

/** users/login-v2: an email or a phone (a login id without @ is a phone), the password, the instance. */
export class LoginDto extends CaptchaFields {
  @ApiPropertyOptional({ example: 'admin@springfield.example' })
  // Checked unless left out for a phone: an email beside a phone is still read first, so it must be text.
  @ValidateIf((o: LoginDto) => o.phone === undefined || (o.email !== undefined && o.email !== null))
  @IsString()
  @MaxLength(254)
  @IsNotEmpty({ message: 'The field Email is required' })
  email?: string;

  @ApiPropertyOptional({ example: '+15555550123' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  @IsNotEmpty({ message: 'The field Phone is required' })
  phone?: string;

  @IsString()
  @MaxLength(1024)
  @IsNotEmpty({ message: 'The field Password is required' })
  password: string;

  @ApiPropertyOptional({ description: 'sub-domain of the instance; defaults to the host' })
  @IsOptional()
  @IsString()
  @MaxLength(63)
  instance?: string;
}
