import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { Uncompressed } from '../../common/http/compression.js';
import { sendCsv } from '../../common/http/csv-download.js';
import { ReadsFromReplica } from '../../common/http/read-only-api.js';
import { contentRange } from '../../resources/simple-rest-query.js';
import type { AccountType } from '../accounts/account-type.js';
import { ReportCsvQueryDto, ReportPageQueryDto } from './dto/report-query.dto.js';
import { REPORTS } from './report-catalogue.js';
import { REPORT_GROUPS, type ReportContext, reportKey } from './report-definition.js';
import { parseReportFilter, parseReportPageQuery } from './report-query.js';
import { ReportsService } from './reports.service.js';

/** Programs spec §6 "Guards": government and reviewer for reports. */
export const REPORT_ACCOUNT_TYPES = ['Government', 'Reviewer'] as const satisfies readonly AccountType[];

const contextOf = (caller: SessionCaller, req: FastifyRequest): ReportContext => ({
  instanceId: caller.instance.id,
  instanceFeatures: caller.instance.features,
  syncReportEnabled: caller.instance.syncReportEnabled,
  host: req.hostname ?? '',
  development: process.env.NODE_ENV === 'development',
});

const GROUP_PARAM = { name: 'group', enum: REPORT_GROUPS };
const NAME_PARAM = {
  name: 'name',
  description: `The report: ${REPORTS.map(reportKey).join(', ')}`,
};

/**
 * The reports (API.md "Reports"): a JSON page like every admin list, or the whole report as streamed CSV.
 * Government and reviewer accounts, within the session's instance.
 */
@ApiTags('reports')
@ApiBearerAuth()
@Controller('reports')
@Roles(...REPORT_ACCOUNT_TYPES)
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  // Declared before the JSON route, whose :name would otherwise take "name.csv".
  @Get(':group/:name.csv')
  @Uncompressed()
  @ReadsFromReplica()
  @ApiOperation({
    summary:
      'The whole report as CSV: text/csv; charset=utf-8, header row first, RFC 4180 quoting, streamed with no row limit',
  })
  @ApiParam(GROUP_PARAM)
  @ApiParam(NAME_PARAM)
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'The header row, then every row of the report',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  async csv(
    @CurrentSession() caller: SessionCaller,
    @Param('group') group: string,
    @Param('name') name: string,
    @Query() query: ReportCsvQueryDto,
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const report = this.reports.report(group, name);
    const filter = parseReportFilter(query.filter);
    await sendCsv(res, `${report.group}-${report.name}.csv`, (out) =>
      this.reports.streamCsv(contextOf(caller, req), report, filter, out),
    );
  }

  @Get(':group/:name')
  @ApiOperation({
    summary: 'A page of the report (simple-rest): an array of rows keyed by column header, and Content-Range',
  })
  @ApiParam(GROUP_PARAM)
  @ApiParam(NAME_PARAM)
  @ApiOkResponse({
    description: 'The rows of the page, each an object keyed by column header',
    headers: {
      'Content-Range': { description: '<report name> <first>-<last>/<total>, or */<total> for no rows' },
    },
    schema: { type: 'array', items: { type: 'object', additionalProperties: true } },
  })
  async page(
    @CurrentSession() caller: SessionCaller,
    @Param('group') group: string,
    @Param('name') name: string,
    @Query() query: ReportPageQueryDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<Record<string, unknown>[]> {
    const report = this.reports.report(group, name);
    const page = await this.reports.page(contextOf(caller, req), report, parseReportPageQuery(report, query));
    res.header('Content-Range', contentRange(report.name, page.start, page.rows.length, page.total));
    return page.rows;
  }
}
