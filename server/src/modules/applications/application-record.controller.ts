import { Body, Controller, Get, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { ApplicationRecordService } from './application-record.service.js';
import { NewNoteDto } from './dto/application-record.dto.js';

/**
 * The staff application record (API.md "The application record"): one application with its answers, its
 * audit trail and its notes. Staff accounts only, like the queue, and within the queue's scope.
 */
@ApiTags('application record')
@ApiBearerAuth()
@Controller('admin/applications')
@Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
export class ApplicationRecordController {
  constructor(private readonly record: ApplicationRecordService) {}

  @Get(':id')
  @ApiOperation({
    summary:
      "The queue row with its possible states, applicant, program, form sections, answers and version; 404 outside the caller's queue",
  })
  one(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.record.record(caller, id);
  }

  @Get(':id/events')
  @ApiOperation({
    summary:
      "The application's audit trail, newest first: {id, at, by, kind, from, to, ownerChange, comment, reason, bulkOperationId}",
  })
  events(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.record.events(caller, id);
  }

  @Get(':id/notes')
  @ApiOperation({ summary: "The application's staff notes, newest first" })
  notes(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.record.notes(caller, id);
  }

  @Post(':id/notes')
  @ApiOperation({
    summary:
      'Adds a staff note (201); it shows in the audit trail as kind note. fileIds name files uploaded for the application (422 fileNotFound otherwise)',
  })
  addNote(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: NewNoteDto,
  ) {
    return this.record.addNote(caller, id, body);
  }
}
