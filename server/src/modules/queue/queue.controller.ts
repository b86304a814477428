import { Body, Controller, Get, HttpCode, ParseIntPipe, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { contentRange } from '../../resources/simple-rest-query.js';
import { QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { BulkService } from './bulk.service.js';
import { BulkChangeDto, MAX_BULK_IDS, PossibleStatesQuery } from './dto/bulk-change.dto.js';
import { PossibleStatesService, parseApplicationIds } from './possible-states.js';
import { QueueService } from './queue.service.js';
import { DEFAULT_SORT, parseQueueQuery, SORTABLE_FIELDS } from './queue-query.js';

/** Marks a Content-Range total that is the planner's estimate (a filter matched too many rows to count). */
export const TOTAL_ESTIMATED_HEADER = 'X-Total-Estimated';

/**
 * The staff work queue (programs spec §2-§4, API.md "The work queue"). Staff accounts only (Government,
 * Reviewer); no permission key, since the queue is casework rather than a portal tab; always within the
 * session's instance.
 */
@ApiTags('work queue')
@ApiBearerAuth()
@Controller('admin/applications')
@Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
export class QueueController {
  constructor(
    private readonly queue: QueueService,
    private readonly bulk: BulkService,
    private readonly possible: PossibleStatesService,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'A page of the work queue (simple-rest: Content-Range; X-Total-Estimated: true when the total is an estimate)',
  })
  @ApiQuery({
    name: 'sort',
    required: false,
    description: `JSON ["field","ASC"|"DESC"]; default ["${DEFAULT_SORT.field}","${DEFAULT_SORT.order}"]; fields: ${SORTABLE_FIELDS.join(', ')}`,
  })
  @ApiQuery({ name: 'range', required: false, description: 'JSON [start, end], inclusive; default [0, 24]' })
  @ApiQuery({
    name: 'filter',
    required: false,
    description:
      'JSON: id, startDate, endDate, search (or q), assignedTo, partner, process, state, lastContactDate, paymentChannelName, categoryName, tab (all|status|assignment)',
  })
  async list(
    @CurrentSession() caller: SessionCaller,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const page = await this.queue.list(caller, parseQueueQuery(query));
    res.header('Content-Range', contentRange('applications', page.start, page.rows, page.total));
    if (page.estimated) res.header(TOTAL_ESTIMATED_HEADER, 'true');
    // The rows are JSON already (PostgreSQL wrote them): sent as they are, not parsed and written again.
    res.type('application/json; charset=utf-8');
    return page.json;
  }

  @Get('filter-options')
  @ApiOperation({
    summary:
      "The filter options grouped by domain, each {id, name, domain}; process options are the processes the caller works (GetProcessesForUser), each with programId and the flags of its program's settings the queue's optional columns follow: paymentsEnabled (Payment Channel) and caseColumns (Case Number, Client ID)",
  })
  filterOptions(@CurrentSession() caller: SessionCaller) {
    return this.queue.filterOptions(caller);
  }

  @Get('categories')
  @ApiOperation({ summary: "A process's categories (GetProcessCategories; the food process 1720 has them)" })
  @ApiQuery({ name: 'process', required: true, type: Number })
  categories(@CurrentSession() caller: SessionCaller, @Query('process', ParseIntPipe) process: number) {
    return this.queue.categories(caller, process);
  }

  @Get('possible-states')
  @ApiOperation({
    summary:
      "Possible next states and owners for the selected applications' current states (GetPossibleStates), and whether each state asks for a denial reason or a comment",
  })
  possibleStates(@CurrentSession() caller: SessionCaller, @Query() query: PossibleStatesQuery) {
    return this.possible.possibleStates(caller, parseApplicationIds(query.ids));
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({
    summary: `Changes status, owner or both of many applications, chosen by ids or by the queue filter ("select all N matching", at most ${MAX_BULK_IDS}: 422 tooManyApplications); answers what succeeded and, for each failure, its code and message`,
  })
  change(@CurrentSession() caller: SessionCaller, @Body() body: BulkChangeDto) {
    return this.bulk.change(caller, body);
  }
}
