import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { Uncompressed } from '../../common/http/compression.js';
import { sendCsv } from '../../common/http/csv-download.js';
import { QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { ReportsService } from '../reports/reports.service.js';
import { QueueService } from './queue.service.js';
import { DEFAULT_SORT, parseQueueQuery, SORTABLE_FIELDS } from './queue-query.js';

/** The export's file name: the queue and the day (UTC) it was taken. */
export const exportFileName = (at: Date): string => `applications-${at.toISOString().slice(0, 10)}.csv`;

/**
 * The work queue's current view as CSV (API.md "The work queue"): the same filter, sort and caller scope as
 * GET /api/admin/applications, every matching row, streamed like the reports. A route of its own under
 * /admin, since `applications.csv` is a sibling of the queue's path, not below it.
 */
@ApiTags('work queue')
@ApiBearerAuth()
@Controller('admin')
@Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
export class QueueExportController {
  constructor(
    private readonly queue: QueueService,
    private readonly reports: ReportsService,
  ) {}

  @Get('applications.csv')
  @Uncompressed()
  @ApiOperation({
    summary:
      "The queue's filtered view as CSV: text/csv; charset=utf-8, header row of the queue's visible columns, RFC 4180 quoting, every matching row, streamed; attachment applications-YYYY-MM-DD.csv",
  })
  @ApiQuery({
    name: 'sort',
    required: false,
    description: `As the queue: JSON ["field","ASC"|"DESC"]; default ["${DEFAULT_SORT.field}","${DEFAULT_SORT.order}"]; fields: ${SORTABLE_FIELDS.join(', ')}`,
  })
  @ApiQuery({ name: 'filter', required: false, description: 'As the queue: the filter JSON' })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'The header row, then every row of the view',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  async csv(
    @CurrentSession() caller: SessionCaller,
    @Query() query: Record<string, unknown>,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const { filter, sort } = parseQueueQuery(query);
    const select = await this.queue.exportSelect(caller, { filter, sort });
    await sendCsv(res, exportFileName(new Date()), (out) => this.reports.streamSelectCsv(select, out));
  }
}
