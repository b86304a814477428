import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags, OmitType } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { CreateUserAndBusinessDto } from './dto/signup.dto.js';
import { type MatchingBusiness, SignupService } from './signup.service.js';

/** Add business takes the register screen's fields; staff answer no captcha. */
export class AddBusinessDto extends OmitType(CreateUserAndBusinessDto, ['captchaToken', 'captchaVersion']) {}

export class AddedBusinessDto {
  @ApiProperty()
  cd_business: number;

  @ApiProperty()
  ds_companyname: string;

  @ApiProperty({ description: 'the first user, who gets the create-login link' })
  email: string;

  @ApiProperty({ enum: [true] })
  linkSent: true;
}

/**
 * Tools → Add business (programs spec §2, government only by §6): a business and its first user on the
 * caller's instance, as the register screen makes them (409 accountExists with the matching businesses,
 * else the create-login link by email), but open even where the instance closes business sign-up.
 */
@ApiTags('admin: businesses')
@ApiBearerAuth()
@Controller('admin/businesses')
export class BusinessesController {
  constructor(private readonly signup: SignupService) {}

  @Post()
  @Roles('Government')
  @ApiOperation({
    summary:
      "Adds a business and its first user on the caller's instance: 201, 409 accountExists with {businesses}, 422 per field",
  })
  async add(@CurrentSession() caller: SessionCaller, @Body() dto: AddBusinessDto): Promise<AddedBusinessDto> {
    await this.signup.createUserAndBusiness(caller.instance, dto);
    const email = dto.email?.trim().toLowerCase() ?? '';
    const { businesses } = await this.signup.searchAccount(caller.instance, email);
    const [added] = businesses as [MatchingBusiness];
    return { ...added, email, linkSent: true };
  }
}
