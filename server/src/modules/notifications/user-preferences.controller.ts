import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { IsBoolean, ValidateIf } from 'class-validator';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, SignedIn } from '../../common/auth/decorators.js';
import type { NotificationPreferences } from '../../contract/notifications.js';
import { UserPreferencesService } from './user-preferences.service.js';

/** The channels notifications may use to reach the caller; a PUT gives all three. */
export class ChannelPreferencesDto {
  @ApiProperty({ description: 'Notifications by email' })
  @IsBoolean()
  email: boolean;

  @ApiProperty({ description: 'Notifications by text message (they also need the consent to texts)' })
  @IsBoolean()
  sms: boolean;

  @ApiProperty({ description: 'Notifications by automated call (they also need the consent to texts)' })
  @IsBoolean()
  voice: boolean;

  @ApiPropertyOptional({
    description:
      'Consent to receive text messages, kept on the login for every instance; unchanged if absent',
  })
  // Absent leaves the consent as it is; null is no answer to give (IsOptional would let it through).
  @ValidateIf((body: { smsConsent?: unknown }) => body.smsConsent !== undefined)
  @IsBoolean()
  smsConsent?: boolean;
}

class NotificationPreferencesView implements NotificationPreferences {
  @ApiProperty()
  email: boolean;

  @ApiProperty()
  sms: boolean;

  @ApiProperty()
  voice: boolean;

  @ApiProperty({ description: 'Whether the person agreed to receive text messages' })
  smsConsent: boolean;
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
  constructor(private readonly preferences: UserPreferencesService) {}

  @Get()
  @ApiOperation({
    summary:
      "The caller's channel preferences on this instance (every channel on until changed) and consent to texts",
  })
  @ApiOkResponse({ type: NotificationPreferencesView })
  get(@CurrentSession() caller: SessionCaller): Promise<NotificationPreferences> {
    return this.preferences.of(caller);
  }

  @Put()
  @ApiOperation({
    summary:
      "Replaces the caller's channel preferences on this instance, and their consent to texts if given",
  })
  @ApiOkResponse({ type: NotificationPreferencesView })
  put(
    @CurrentSession() caller: SessionCaller,
    @Body() body: ChannelPreferencesDto,
  ): Promise<NotificationPreferences> {
    return this.preferences.save(caller, body);
  }
}
