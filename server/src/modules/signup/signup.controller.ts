import { Body, Controller, Get, HttpCode, Ip, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Public, Roles } from '../../common/auth/decorators.js';
import { RateLimited } from '../auth/rate-limit.js';
import { CaptchaService } from '../captcha/captcha.service.js';
import { InstanceResolver } from '../instances/instance-resolver.service.js';
import {
  CreateBusinessDto,
  CreateIndividualDto,
  CreateUserAndBusinessDto,
  FindUserDto,
  FoundUserDto,
  SearchAccountQuery,
} from './dto/signup.dto.js';
import { assertSignupOpen, SignupService } from './signup.service.js';

@ApiTags('sign-up')
@Controller()
export class SignupController {
  constructor(
    private readonly signup: SignupService,
    private readonly captcha: CaptchaService,
    private readonly instances: InstanceResolver,
  ) {}

  @Public()
  @RateLimited('address')
  @Post('create-individual/instance/:id')
  @ApiOperation({ summary: 'Individual sign-up: the create-login link goes to the email (Link sent!)' })
  async createIndividual(
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: CreateIndividualDto,
    @Ip() ip: string,
  ) {
    const instance = await this.signup.openInstance(id, 'individual');
    await this.captcha.assertHuman(dto, ip);
    return this.signup.createIndividual(instance, dto);
  }

  @Public()
  @RateLimited('address')
  @Post('create-user-and-business/instance/:id')
  @ApiOperation({
    summary: 'Business register: 409 accountExists with the matching accounts, else 201 and a link',
  })
  async createUserAndBusiness(
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: CreateUserAndBusinessDto,
    @Ip() ip: string,
  ) {
    const instance = await this.signup.openInstance(id, 'business');
    await this.captcha.assertHuman(dto, ip);
    return this.signup.createUserAndBusiness(instance, dto);
  }

  @Public()
  @RateLimited('address')
  @Get('search-account')
  @ApiOperation({
    summary: "The instance's businesses under an email, and whether a login holds an account there",
  })
  async searchAccount(@Query() query: SearchAccountQuery, @Req() req: FastifyRequest) {
    const instance = await this.instances.fromRequest(req);
    assertSignupOpen(instance, 'register');
    return this.signup.searchAccount(instance, query.email);
  }

  @ApiBearerAuth()
  @Roles('Business')
  @RateLimited('address')
  @Post('create-business/instance/:id')
  @ApiOperation({
    summary:
      'A signed-in business user adds another business account for themselves on their instance: 201 with ' +
      'the account; 403 wrongInstance or signupClosed; 409 businessExists',
  })
  createBusiness(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: CreateBusinessDto,
  ) {
    return this.signup.createBusiness(caller, id, dto);
  }

  @Public()
  @RateLimited('address', 'loginId')
  @Post('find-user')
  @HttpCode(200)
  @ApiOkResponse({ type: FoundUserDto })
  @ApiOperation({
    summary: "The company of the email's business account on the instance; the same null for anyone else",
  })
  findUser(@Body() dto: FindUserDto): Promise<FoundUserDto> {
    return this.signup.findUser(dto.cd_instance, dto.ds_mail);
  }
}
