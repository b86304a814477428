import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Res, UseFilters } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Public, SignedIn } from '../../common/auth/decorators.js';
import { DocumentsService, type PdfFile } from './documents.service.js';
import { FillPdfDto, SnapshotPdfDto } from './dto/documents.dto.js';
import { PdfErrorsFilter } from './pdf-errors.filter.js';

/** Sends a PDF: inline to be shown, or as an attachment to be saved. */
export function sendPdf(res: FastifyReply, file: PdfFile, download: boolean): Buffer {
  res
    .status(200)
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${download ? 'attachment' : 'inline'}; filename="${file.fileName}"`)
    .header('Content-Length', String(file.bytes.length))
    .header('Cache-Control', 'no-store');
  return file.bytes;
}

/**
 * The documents of the programs spec §7 (API.md "Files and documents"). Errors carry `error.message` too,
 * which the spec's PDF screens show (PdfErrorsFilter).
 */
@ApiTags('documents')
@ApiBearerAuth()
@Controller()
@UseFilters(PdfErrorsFilter)
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Post('document/program-application-snapshot-pdf')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "An application as a branded PDF: summary, answers by the form's sections and history, read from the database (the stored application wins over the body's fields). Staff who see the application in their queue, or the applicant's own account; 404 applicationNotFound for anyone else. Attachment when download is true, else inline. Errors add error.message",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The PDF',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({ description: 'applicationNotFound, with error.message' })
  async snapshot(
    @CurrentSession() caller: SessionCaller,
    @Body() body: SnapshotPdfDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<Buffer> {
    return sendPdf(res, await this.documents.snapshotPdf(caller, body), body.download === true);
  }

  @Post('document/fill-pdf')
  @SignedIn()
  @HttpCode(200)
  @ApiOperation({
    summary:
      "The instance's form for file_alias (e.g. Rental assistance) filled from the individual's profile: {missing_fields} (the form's fields the profile has no value for), or the filled PDF (attachment) when download is true. The individual themselves or staff of the instance; 404 individualNotFound otherwise, 404 documentTemplateNotFound for an unknown alias. Errors add error.message",
  })
  @ApiProduces('application/json', 'application/pdf')
  @ApiOkResponse({
    description: '{missing_fields: string[]}, or the PDF with download',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: { missing_fields: { type: 'array', items: { type: 'string' } } },
        },
      },
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiNotFoundResponse({ description: 'individualNotFound or documentTemplateNotFound, with error.message' })
  async fill(
    @CurrentSession() caller: SessionCaller,
    @Body() body: FillPdfDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<Buffer | { missing_fields: string[] }> {
    const answer = await this.documents.fillPdf(caller, body);
    return 'bytes' in answer ? sendPdf(res, answer, true) : answer;
  }

  @Get('instances/:id/rent-pdf')
  @Public()
  @ApiOperation({
    summary:
      "The instance's rent PDF (inline); 204 when it has none, 404 instanceNotFound for an unknown instance. Public, like the instance's details",
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The PDF',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNoContentResponse({ description: 'The instance has no rent PDF' })
  async rent(
    @Param('id', ParseIntPipe) id: number,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<Buffer | undefined> {
    const file = await this.documents.rentPdf(id);
    if (!file) {
      res.status(204);
      return undefined;
    }
    return sendPdf(res, file, false);
  }
}
