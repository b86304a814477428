import { Body, Controller, Get, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { APPLICANT_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { CommunicationsService } from './communications.service.js';
import { ApplicantReplyDto } from './dto/communications.dto.js';

/** The applicant's side of the communications center: their application's messages and their replies. */
@ApiTags('communications center')
@ApiBearerAuth()
@Controller('applications/:id/messages')
@Roles(...APPLICANT_ACCOUNT_TYPES)
export class ApplicantMessagesController {
  constructor(private readonly communications: CommunicationsService) {}

  @Get()
  @ApiOperation({
    summary:
      "The messages of the applicant's own application, oldest first (no staff notes); 404 for anyone else's",
  })
  list(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.communications.applicantMessages(caller, id);
  }

  @Post()
  @ApiOperation({
    summary:
      'The applicant replies, with files they uploaded for the application (fileIds): an inbound, unread EMAIL in the communications center',
  })
  reply(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: ApplicantReplyDto,
  ) {
    return this.communications.reply(caller, id, body);
  }
}
