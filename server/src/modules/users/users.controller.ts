import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller, SessionCaller } from '../../common/auth/auth-context.js';
import { AcceptsLoginToken, CurrentSession, SignedIn } from '../../common/auth/decorators.js';
import { userIdOf } from '../auth/sessions.service.js';
import { ChangePasswordDto, UpdateUserNameDto } from './dto/users.dto.js';
import { UsersProfileService } from './users-profile.service.js';

@ApiTags('access')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(private readonly profile: UsersProfileService) {}

  @AcceptsLoginToken()
  @Get('accounts')
  @ApiOperation({ summary: "The user's accounts (login or session token), with the Account fields of §3" })
  accounts(@CurrentSession() caller: Caller) {
    return this.profile.accountsOf(userIdOf(caller));
  }

  @SignedIn()
  @Get('me')
  @ApiOperation({ summary: 'The session user, with accountType and landingRoute' })
  me(@CurrentSession() caller: SessionCaller) {
    return this.profile.me(caller);
  }

  @AcceptsLoginToken()
  @Patch(':id')
  @ApiOperation({ summary: 'Set your first and last name (the account-name screen); your own user only' })
  setName(
    @CurrentSession() caller: Caller,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateUserNameDto,
  ) {
    return this.profile.setName(userIdOf(caller), id, dto.ds_firstname ?? '', dto.ds_lastname ?? '');
  }

  @SignedIn()
  @Post('change-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change your password: {result: true}; 422 with the field codes of §5' })
  changePassword(@CurrentSession() caller: SessionCaller, @Body() dto: ChangePasswordDto) {
    return this.profile.changePassword(
      caller,
      dto.current_password ?? '',
      dto.password ?? '',
      dto.password_confirmation ?? '',
    );
  }
}
