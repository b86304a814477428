import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { ApplicationRecordService } from './application-record.service.js';
import { MovementsQuery, SnapshotQuery } from './dto/application-record.dto.js';

const MOVEMENT_FIELDS = '{id, applicationId, stateId, stateName, ownerId, ownerName, startedAt, endedAt}';

/**
 * Workflow movements (programs spec §7, API.md "The application record"): the intervals applications spent
 * in one state with one owner, from the audit trail; endedAt (dt_end) null while still there. Staff only,
 * within the queue's scope.
 */
@ApiTags('application record')
@ApiBearerAuth()
@Controller()
@Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
export class WorkflowMovementsController {
  constructor(private readonly record: ApplicationRecordService) {}

  @Get('workflow-movements')
  @ApiOperation({ summary: `Movements, newest first: ${MOVEMENT_FIELDS}[]` })
  async v1(@CurrentSession() caller: SessionCaller, @Query() query: MovementsQuery) {
    return (await this.record.movements(caller, query)).items;
  }

  @Get('v2/workflow-movements')
  @ApiOperation({ summary: 'The same rows as v1' })
  v2(@CurrentSession() caller: SessionCaller, @Query() query: MovementsQuery) {
    return this.v1(caller, query);
  }

  @Get('v3/workflow-movements')
  @ApiOperation({ summary: `{count, items: ${MOVEMENT_FIELDS}[]}: the page and how many match` })
  v3(@CurrentSession() caller: SessionCaller, @Query() query: MovementsQuery) {
    return this.record.movements(caller, query);
  }

  @Get('workflow-movements-snapshot')
  @ApiOperation({
    summary:
      "An application's state and owner now, seconds in that state and since submission, and seconds spent in each state",
  })
  snapshot(@CurrentSession() caller: SessionCaller, @Query() query: SnapshotQuery) {
    return this.record.snapshot(caller, query.applicationId);
  }
}
