import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Empty or missing values reach the field rules, whose messages the forms show. */
export class UpdateUserNameDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  ds_firstname?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  ds_lastname?: string;
}

export class ChangePasswordDto {
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  current_password?: string;

  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password?: string;

  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password_confirmation?: string;
}
