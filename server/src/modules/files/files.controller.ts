import type { Readable } from 'node:stream';
import { Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Public, Roles, SignedIn } from '../../common/auth/decorators.js';
import { DomainException, notFound } from '../../common/errors/domain.exception.js';
import { Uncompressed } from '../../common/http/compression.js';
import type { FileWire, ImageUploadWire } from '../../contract/files.js';
import { APPLICANT_ACCOUNT_TYPES, QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import type { FileRow } from './files.repository.js';
import { FilesService } from './files.service.js';
import { ImagesService } from './images.service.js';
import { ApiFileUpload, fileOf, idField } from './multipart-upload.js';
import { viewsInline } from './upload-rules.js';

/** Kinds a plain upload may name; pictures, logos and the CSV files have calls of their own. */
const UPLOAD_KINDS = ['document', 'note'];

function kindField(fields: Record<string, string>): string {
  const kind = fields.kind?.trim() || 'document';
  if (UPLOAD_KINDS.includes(kind)) return kind;
  const message = `The field kind must be one of ${UPLOAD_KINDS.join(', ')}`;
  throw new DomainException(422, 'invalidValue', message, [{ field: 'kind', code: 'invalidValue', message }]);
}

/** Sends a file's bytes with headers that keep a browser from running or sniffing them. */
function sendFile(
  res: FastifyReply,
  file: FileRow,
  bytes: Readable,
  inline: boolean,
  cache = 'no-store',
): FastifyReply {
  const type = file.content_type.startsWith('text/')
    ? `${file.content_type}; charset=utf-8`
    : file.content_type;
  return res
    .status(200)
    .header('Content-Type', type)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(file.name, { type: inline ? 'inline' : 'attachment' }))
    .header('Content-Security-Policy', 'sandbox')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', cache)
    .send(bytes);
}

/** Files and documents (API.md): uploads, downloads, inline views, removal, an application's documents. */
@ApiTags('files')
@ApiBearerAuth()
@Controller()
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly images: ImagesService,
  ) {}

  @Post('upload-file')
  @SignedIn()
  @ApiFileUpload({
    applicationId: { type: 'integer', description: 'the application the file is for (sent before file)' },
    kind: { type: 'string', description: 'document (default) or note (sent before file)' },
  })
  @ApiOperation({
    summary:
      'Uploads a file (multipart field file; fields applicationId and kind document|note before it): 201 {id, name, size, contentType, sha256, createdAt}; 413 fileTooLarge; 415 fileTypeNotAllowed (type judged by content)',
  })
  async upload(@CurrentSession() caller: SessionCaller, @Req() req: FastifyRequest): Promise<FileWire> {
    const { file, fields } = await fileOf(req, this.files.maxBytes);
    try {
      const applicationId = idField(fields, 'applicationId');
      return await this.files.upload(caller, {
        source: file.file,
        name: file.filename,
        kind: kindField(fields),
        applicationId,
      });
    } finally {
      file.file.resume();
    }
  }

  @Get('files/download-file/:id')
  @SignedIn()
  @Uncompressed()
  @ApiOperation({ summary: 'The file as an attachment; 404 fileNotFound for anyone who may not read it' })
  async download(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Res() res: FastifyReply,
  ) {
    const { file, bytes } = await this.files.open(caller, id);
    return sendFile(res, file, bytes, false);
  }

  @Get('files/view-file/:id')
  @SignedIn()
  @Uncompressed()
  @ApiOperation({
    summary:
      'The file inline (images, PDF, text; other types as an attachment), with Content-Security-Policy: sandbox and nosniff',
  })
  async view(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Res() res: FastifyReply,
  ) {
    const { file, bytes } = await this.files.open(caller, id);
    return sendFile(res, file, bytes, viewsInline(file.content_type));
  }

  @Delete('files/remove-file/:id')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Removes a file (recorded, in its application trail too): 204' })
  async remove(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<void> {
    await this.files.remove(caller, id);
  }

  @Post('files/upload-user-picture')
  @SignedIn()
  @ApiFileUpload()
  @ApiOperation({ summary: "The signed-in user's picture (an image, resized to 512 px square): {url}" })
  async userPicture(
    @CurrentSession() caller: SessionCaller,
    @Req() req: FastifyRequest,
  ): Promise<ImageUploadWire> {
    const { file } = await fileOf(req, this.files.maxBytes);
    return this.images.upload(caller, file, 'user-picture');
  }

  @Post('files/upload-business-logo')
  @Roles('Business')
  @ApiFileUpload()
  @ApiOperation({ summary: "The business's logo (an image, fitted within 512 px): {url}" })
  async businessLogo(
    @CurrentSession() caller: SessionCaller,
    @Req() req: FastifyRequest,
  ): Promise<ImageUploadWire> {
    const { file } = await fileOf(req, this.files.maxBytes);
    return this.images.upload(caller, file, 'business-logo');
  }

  @Get('files/images/:sha256')
  @Public()
  @Uncompressed()
  @ApiOperation({
    summary: 'A user picture or business logo by the sha256 its upload answered (public, cached)',
  })
  async image(@Param('sha256') sha256: string, @Res() res: FastifyReply) {
    const found = /^[0-9a-f]{64}$/.test(sha256) ? await this.files.openImage(sha256) : null;
    if (!found) throw notFound('fileNotFound', 'No such image');
    return sendFile(res, found.file, found.bytes, true, 'public, max-age=31536000, immutable');
  }

  @Get('applications/:id/documents')
  @Roles(...APPLICANT_ACCOUNT_TYPES)
  @ApiOperation({
    summary: "The documents the applicant uploaded for their application; 404 for anyone else's",
  })
  applicantDocuments(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.files.applicantDocuments(caller, id);
  }

  @Get('admin/applications/:id/documents')
  @Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
  @ApiOperation({ summary: "Every file of an application in the caller's queue, newest first" })
  staffDocuments(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.files.staffDocuments(caller, id);
  }
}
