import { Body, Controller, Get, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityPage,
  type CommunityNoteWire,
} from '../../contract/community-activity.js';
import { FilesService } from '../files/files.service.js';
import { ApiFileUpload, fileOf } from '../files/multipart-upload.js';
import { QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { CommunityActivityService } from './community-activity.service.js';
import { ActivityQuery, EntityQuery, NewCommunityNoteDto } from './dto/community-activity.dto.js';

/**
 * Community notes and activity streams for the instance's staff (programs spec §7 "Communications and
 * community"), on the staff view of an individual's or a business's profile.
 */
@ApiTags('admin: community profiles')
@ApiBearerAuth()
@Controller('admin')
@Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
export class CommunityActivityController {
  constructor(
    private readonly activity: CommunityActivityService,
    private readonly files: FilesService,
  ) {}

  @Get('community-notes')
  @ApiOperation({
    summary:
      "Staff notes on an individual or a business, newest first, with their attachments; 404 communityEntityNotFound for another instance's",
  })
  notes(@CurrentSession() caller: SessionCaller, @Query() query: EntityQuery): Promise<CommunityNoteWire[]> {
    return this.activity.notes(caller, query);
  }

  @Post('community-notes')
  @ApiOperation({
    summary:
      'Writes a note on an individual or a business {entityType, entityId, body}: 201 the note, no files yet',
  })
  addNote(
    @CurrentSession() caller: SessionCaller,
    @Body() body: NewCommunityNoteDto,
  ): Promise<CommunityNoteWire> {
    return this.activity.addNote(caller, body, body.body);
  }

  @Post('community-notes/:id/attachments')
  @ApiFileUpload()
  @ApiOperation({
    summary:
      'Attaches one file (multipart field file) to a community note: 201 the note; 413 fileTooLarge, 415 fileTypeNotAllowed as any upload',
  })
  async attach(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Req() req: FastifyRequest,
  ): Promise<CommunityNoteWire> {
    const { file } = await fileOf(req, this.files.maxBytes);
    try {
      return await this.activity.attach(caller, id, { source: file.file, name: file.filename });
    } finally {
      file.file.resume();
    }
  }

  @Get('activity-streams')
  @ApiOperation({
    summary:
      "An individual's or a business's activity, newest first, paged (offset, limit): its applications' submissions, state changes and messages the caller may see, and its notes: {count, items}",
  })
  stream(@CurrentSession() caller: SessionCaller, @Query() query: ActivityQuery): Promise<ActivityPage> {
    return this.activity.stream(caller, query, query.offset ?? 0, query.limit ?? ACTIVITY_PAGE_SIZE);
  }
}
