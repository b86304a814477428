import { Body, Controller, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import type { AddCaseAnswer } from '../../contract/add-case.js';
import { QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { AddCaseService } from './add-case.service.js';
import { AddCaseDto } from './dto/add-case.dto.js';

/** POST /api/admin/applications (API.md "Reviewer, AI tools, languages"): the reviewer route /v2/add-case. */
@ApiTags('work queue')
@ApiBearerAuth()
@Controller('admin/applications')
@Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
export class AddCaseController {
  constructor(private readonly addCase: AddCaseService) {}

  @Post()
  @ApiOperation({
    summary:
      "Files an application on an applicant's behalf (/v2/add-case): {programId, applicant: {email | phone, firstName, lastName}, answers}; the applicant found by e-mail or phone or opened as an individual, the submission checked as theirs and told by the submitted event's rules; 201 {id, externalId, applicantUserId, applicantCreated}; 403 when the caller does not work the program's process, 404 programNotFound, 422 by field",
  })
  file(@CurrentSession() caller: SessionCaller, @Body() body: AddCaseDto): Promise<AddCaseAnswer> {
    return this.addCase.file(caller, body);
  }
}
