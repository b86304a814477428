import { Controller, HttpCode, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { BulkApplicationResult } from '../../contract/bulk-applications.js';
import { FilesService } from '../files/files.service.js';
import { ApiFileUpload, fileOf } from '../files/multipart-upload.js';
import { tooLarge } from '../files/upload-rules.js';
import { BulkApplicationsService } from './bulk-applications.service.js';

const tooLargeError = (maxBytes: number) => {
  const refusal = tooLarge(maxBytes);
  return new DomainException(refusal.status, refusal.code, refusal.message);
};

/** POST bulk-application/{instance}/resource/{resource} (programs spec §7, API.md "Program application setup"). */
@ApiTags('programs')
@ApiBearerAuth()
@Controller('bulk-application')
@Roles('Government')
export class BulkApplicationsController {
  constructor(
    private readonly bulk: BulkApplicationsService,
    private readonly files: FilesService,
  ) {}

  @Post(':instance/resource/:resource')
  @HttpCode(200)
  @ApiFileUpload()
  @ApiQuery({ name: 'dryRun', required: false, description: 'true: check every row and create nothing' })
  @ApiOperation({
    summary:
      "Applications made for applicants from a CSV (multipart field file; columns Email, First name, Last name and the form's questions by name or label), one per row, each checked as a submission and audited (ProgramConfig ReadWrite on the program): 200 {dryRun, rows, created, accepted: [{line, email, applicationId, externalId}], rejected: [{line, code, message}]}; 422 csvHeaderInvalid, csvMalformed; 413 fileTooLarge",
  })
  async upload(
    @CurrentSession() caller: SessionCaller,
    @Param('instance', ParseIntPipe) instanceId: number,
    @Param('resource', ParseIntPipe) programId: number,
    @Query('dryRun') dryRun: string | undefined,
    @Req() req: FastifyRequest,
  ): Promise<BulkApplicationResult> {
    const program = await this.bulk.programFor(caller, instanceId, programId);
    // Refused before a row is read: rows are applied as they stream in, so a cut-off file would be half applied.
    if (Number(req.headers['content-length'] ?? 0) > this.files.maxBytes) {
      throw tooLargeError(this.files.maxBytes);
    }
    const { file } = await fileOf(req, this.files.maxBytes);
    try {
      const name = file.filename || 'file.csv';
      const result = await this.bulk.upload(caller, program, { source: file.file, name }, dryRun === 'true');
      if (file.file.truncated) throw tooLargeError(this.files.maxBytes);
      return result;
    } finally {
      file.file.resume();
    }
  }
}
