import { Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { ValidationsService } from './validations.service.js';

@ApiTags('validation center')
@ApiBearerAuth()
@Controller('admin/applications/:id/validations')
@Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
export class ValidationsController {
  constructor(private readonly validations: ValidationsService) {}

  @Get()
  @ApiOperation({ summary: "An application's validation results with the summary the queue shows" })
  report(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.validations.report(caller, id);
  }

  @Post('run')
  @HttpCode(200)
  @ApiOperation({ summary: "Runs the program's validation rules on the application now" })
  run(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.validations.run(caller, id);
  }
}
