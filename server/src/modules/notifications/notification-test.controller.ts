import { Body, Controller, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Permission } from '../../common/auth/decorators.js';
import { NotificationsService } from './notifications.service.js';

export class TestMessageDto {
  @ApiPropertyOptional({
    maxLength: 254,
    description: "An email address or US phone number for the rule's channel; default the sender's own",
  })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  to?: string;
}

/** The test-message button of the instance notifications tab and the program notification tool. */
@ApiTags('admin: notifications')
@ApiBearerAuth()
@Controller('admin/notification-rules/:id/test')
export class NotificationTestController {
  constructor(private readonly notifications: NotificationsService) {}

  @Post()
  @Permission('Communications', 'ReadWrite')
  @ApiOperation({
    summary:
      "Sends the rule's message once, with sample values (TEST-0001, Test Applicant), through the delivery port; answers {instanceId, channel, to, subject?, body}; 404 notificationRuleNotFound, 422 recipientInvalid, 503 deliveryFailed",
  })
  send(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: TestMessageDto,
  ) {
    return this.notifications.sendTest(caller, id, body.to);
  }
}
