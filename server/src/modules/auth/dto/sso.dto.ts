import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class SsoLinkDto {
  @ApiProperty({
    example: 'http://riverton.localhost:3000/auth',
    description: "where the link leads: a path here or an address on one of our instances' hosts",
  })
  @IsString()
  @MaxLength(2000)
  @IsNotEmpty({ message: 'The field nextUrl is required' })
  nextUrl: string;
}

export class SsoLinkAnswerDto {
  @ApiProperty({ description: 'nextUrl with the one-time token (2 minutes, single use) in `token`' })
  redirectUrl: string;
}

export class SsoLoginDto {
  @ApiProperty({ description: 'the token of a single sign-on link' })
  @IsString()
  @MaxLength(200)
  @IsNotEmpty({ message: 'The field tokenGUID is required' })
  tokenGUID: string;
}

export class TokenAnswerDto {
  @ApiProperty()
  token: string;
}

export class ExternalAuthDto {
  @ApiProperty({ example: 'forms', description: 'a realm of the PORCHLIGHT_EXTERNAL_AUTH_REALMS setting' })
  @IsString()
  @MaxLength(63)
  @IsNotEmpty({ message: 'The field realm is required' })
  realm: string;

  @ApiProperty({ description: "the embedding page's value, echoed in the token so it can match the answer" })
  @IsString()
  @MaxLength(200)
  @IsNotEmpty({ message: 'The field check is required' })
  check: string;

  @ApiPropertyOptional({ example: 'es', description: 'the language of the page; en when absent' })
  @IsOptional()
  @Matches(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/, { message: 'lang must be a language code' })
  lang?: string;

  @ApiPropertyOptional({ description: 'sub-domain of the instance; defaults to the host' })
  @IsOptional()
  @IsString()
  @MaxLength(63)
  instance?: string;
}
