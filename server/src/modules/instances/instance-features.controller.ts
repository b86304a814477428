import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';

export class InstanceFeaturesDto {
  @ApiProperty({ description: "the instance's sync report is on (instance portal, Security tab)" })
  syncReportEnabled: boolean;
}

/**
 * What the staff navigation needs of the caller's instance beyond the account: whether the instance
 * administrator has the sync report on (access spec §2 "Top navigation"). Any staff account reads it; the
 * setting itself is InstanceConfig's (instance-security).
 */
@ApiTags('admin: instance-features')
@ApiBearerAuth()
@Controller('admin/instance-features')
export class InstanceFeaturesController {
  @Get()
  @Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
  @ApiOperation({ summary: "The caller's instance's features the staff navigation shows or hides" })
  features(@CurrentSession() caller: SessionCaller): InstanceFeaturesDto {
    return { syncReportEnabled: caller.instance.syncReportEnabled };
  }
}
