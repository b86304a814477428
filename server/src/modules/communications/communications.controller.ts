import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { CommunicationsService } from './communications.service.js';
import { ListCommunicationsQuery, MarkReadDto, SendCommunicationDto } from './dto/communications.dto.js';

@ApiTags('communications center')
@ApiBearerAuth()
@Controller('admin/applications/:id/communications')
@Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
export class CommunicationsController {
  constructor(private readonly communications: CommunicationsService) {}

  @Get()
  @ApiOperation({ summary: "An application's messages, newest first, with direction, sender and read state" })
  list(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Query() query: ListCommunicationsQuery,
  ) {
    return this.communications.list(caller, id, query.type ?? 'ALL');
  }

  @Get('unread')
  @ApiOperation({ summary: 'Unread counts by channel (email, sms, voice, ivr) and their total' })
  unread(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.communications.unread(caller, id);
  }

  @Post()
  @ApiOperation({
    summary:
      'Sends a message (EMAIL, SMS through the delivery port) or writes a NOTE or COMMENT, with files uploaded for the application (fileIds; the applicant opens those of a message they see)',
  })
  send(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: SendCommunicationDto,
  ) {
    return this.communications.send(caller, id, body);
  }

  @Post('read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Marks messages read and answers the unread counts left' })
  markRead(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: MarkReadDto,
  ) {
    return this.communications.markRead(caller, id, body);
  }
}
