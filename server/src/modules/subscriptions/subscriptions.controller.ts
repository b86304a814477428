import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { SubscriptionApplicationsResult } from './dto/subscriptions.dto.js';
import { SubscriptionsService } from './subscriptions.service.js';

@ApiTags('subscriptions')
@Controller('subscriptions')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Roles('Subscriber')
  @Get()
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      "Subscription applications: the subscriber's subscriptions with their configuration state and action link (Subscriber accounts only)",
  })
  @ApiOkResponse({ type: SubscriptionApplicationsResult })
  async list(@CurrentSession() caller: SessionCaller) {
    return { result: await this.subscriptions.listFor(caller) };
  }
}
