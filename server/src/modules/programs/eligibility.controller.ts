import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, SignedIn } from '../../common/auth/decorators.js';
import { EligibilityCheckDto, ProgramIdQuery } from './dto/programs.dto.js';
import { EligibilityService } from './eligibility.service.js';

/** Checking eligibility before applying (API.md "Program application setup"). */
@ApiTags('programs')
@ApiBearerAuth()
@Controller()
export class EligibilityController {
  constructor(private readonly eligibility: EligibilityService) {}

  @Post('eligibility')
  @HttpCode(200)
  @SignedIn()
  @ApiOperation({
    summary:
      "Checks answers against a program's eligibility criteria (answers first, then the profile): {eligible, results: [{label, met, reason, field, message}]}",
  })
  check(@CurrentSession() caller: SessionCaller, @Body() body: EligibilityCheckDto) {
    return this.eligibility.check(caller, body.programId, body.answers);
  }

  @Get('eligibility')
  @SignedIn()
  @ApiOperation({
    summary: "The signed-in applicant's eligibility for a program from their latest draft and profile",
  })
  current(@CurrentSession() caller: SessionCaller, @Query() query: ProgramIdQuery) {
    return this.eligibility.current(caller, query.programId);
  }

  @Get('eligibility-error')
  @SignedIn()
  @ApiOperation({
    summary: "The program's text for applicants who do not qualify: {programId, message, programText}",
  })
  errorText(@CurrentSession() caller: SessionCaller, @Query() query: ProgramIdQuery) {
    return this.eligibility.errorText(caller, query.programId);
  }
}
