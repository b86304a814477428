import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { INBOX_LIMIT, type InboxThread } from '../../contract/inbox.js';
import { isAdministrator } from '../accounts/roles.js';
import { QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { WorkflowService } from '../workflow/workflow.service.js';
import { InboxRepository } from './inbox.repository.js';

/** GET /api/admin/inbox: the reviewer route /v2/inbox, within the processes the caller works. */
@ApiTags('communications')
@ApiBearerAuth()
@Controller('admin/inbox')
@Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
export class InboxController {
  constructor(
    private readonly inbox: InboxRepository,
    private readonly workflows: WorkflowService,
  ) {}

  @Get()
  @ApiOperation({
    summary: `Every message thread of the applications of the processes the caller works (administrators: all), unread first, then the newest message first; at most ${INBOX_LIMIT}: [{applicationId, externalId, applicantName, programName, unread, messages, last: {type, direction, senderName, subject, excerpt, at}}]`,
  })
  async threads(@CurrentSession() caller: SessionCaller): Promise<InboxThread[]> {
    const processIds = isAdministrator(caller.roles)
      ? null
      : (await this.workflows.processes(caller)).map((p) => p.processId);
    return this.inbox.threads(caller.instance.id, processIds);
  }
}
