import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, SignedIn } from '../../common/auth/decorators.js';
import type { ChannelPreferences } from '../../contract/notifications.js';
import { NotificationsRepository } from './notifications.repository.js';

/** The channels notifications may use to reach the caller; a PUT gives all three. */
export class ChannelPreferencesDto implements ChannelPreferences {
  @ApiProperty({ description: 'Notifications by email' })
  @IsBoolean()
  email: boolean;

  @ApiProperty({ description: 'Notifications by text message (consent to texts is asked on its own)' })
  @IsBoolean()
  sms: boolean;

  @ApiProperty({ description: 'Notifications by automated call' })
  @IsBoolean()
  voice: boolean;
}

/**
 * The signed-in person's channel preferences on the session's instance (communications service
 * user-preferences): notification rules skip a channel turned off, the delivery recorded as skipped with why.
 */
@ApiTags('communications center')
@ApiBearerAuth()
@Controller('user-preferences')
@SignedIn()
export class UserPreferencesController {
  constructor(private readonly repo: NotificationsRepository) {}

  @Get()
  @ApiOperation({
    summary: "The caller's channel preferences on this instance; every channel on until changed",
  })
  @ApiOkResponse({ type: ChannelPreferencesDto })
  get(@CurrentSession() caller: SessionCaller): Promise<ChannelPreferences> {
    return this.repo.preferences(caller.instance.id, caller.user.id);
  }

  @Put()
  @ApiOperation({ summary: "Replaces the caller's channel preferences on this instance; answers them" })
  @ApiOkResponse({ type: ChannelPreferencesDto })
  async put(
    @CurrentSession() caller: SessionCaller,
    @Body() body: ChannelPreferencesDto,
  ): Promise<ChannelPreferences> {
    const { email, sms, voice } = body;
    await this.repo.savePreferences(caller.instance.id, caller.user.id, { email, sms, voice });
    return this.repo.preferences(caller.instance.id, caller.user.id);
  }
}
