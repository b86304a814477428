import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import type { CsvUploadResult } from '../../contract/csv-uploads.js';
import { FilesService } from '../files/files.service.js';
import { fileOf } from '../files/multipart-upload.js';
import { REPORT_ACCOUNT_TYPES } from '../reports/reports.controller.js';
import { type IncomingCsv, PayoutsService } from './payouts.service.js';

const ANSWER =
  '200 {rows, accepted, rejected: [{line, code, message}]} (line: the CSV line, the header being 1; every row rejected is still 200); 415 fileTypeNotAllowed for anything but CSV; 422 fileEmpty, csvHeaderInvalid (a column missing), csvMalformed';

/**
 * The CSV uploads that answer the report downloads (API.md "Files and documents"): whoever may download
 * the TIN and award-payout files (the reports' guard) may send their answers back.
 */
@ApiTags('files')
@ApiBearerAuth()
@Controller('upload-file')
@Roles(...REPORT_ACCOUNT_TYPES)
export class PayoutsController {
  constructor(
    private readonly payouts: PayoutsService,
    private readonly files: FilesService,
  ) {}

  @Post('tin')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: `TIN matching's answer (multipart field file, CSV: Application ID, TIN, Result match|no-match) recorded on the instance's applications: ${ANSWER}`,
  })
  tin(@CurrentSession() caller: SessionCaller, @Req() req: FastifyRequest): Promise<CsvUploadResult> {
    return this.withFile(req, (incoming) => this.payouts.uploadTin(caller, incoming));
  }

  @Post('award-payout')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    summary: `Payments made (multipart field file, CSV: Application ID, Amount, Paid on YYYY-MM-DD, Reference) marking the instance's applications Paid: ${ANSWER}`,
  })
  awardPayout(@CurrentSession() caller: SessionCaller, @Req() req: FastifyRequest): Promise<CsvUploadResult> {
    return this.withFile(req, (incoming) => this.payouts.uploadPayouts(caller, incoming));
  }

  /** The request's one file handed on; whatever of it is left unread is drained, so the request can end. */
  private async withFile(req: FastifyRequest, use: (incoming: IncomingCsv) => Promise<CsvUploadResult>) {
    const { file } = await fileOf(req, this.files.maxBytes);
    try {
      return await use({ source: file.file, name: file.filename });
    } finally {
      file.file.resume();
    }
  }
}
