import { Body, Controller, Get, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles, SignedIn } from '../../common/auth/decorators.js';
import { APPLICANT_ACCOUNT_TYPES } from './account-groups.js';
import {
  CatalogueQuery,
  ProgramIdQuery,
  SubmitApplicationDto,
  SubmitApplicationParams,
} from './dto/programs.dto.js';
import { ProgramsService } from './programs.service.js';
import { ownHostsFor } from './third-party.js';

const ownHosts = (req: FastifyRequest, caller: SessionCaller) =>
  ownHostsFor(req.hostname ?? '', caller.instance);

/** The community side of programs: the catalogue, a program's details, applying and one's applications. */
@ApiTags('programs')
@ApiBearerAuth()
@Controller()
export class ProgramsController {
  constructor(private readonly programs: ProgramsService) {}

  @Get('instanceresources')
  @SignedIn()
  @ApiOperation({
    summary:
      "The instance's programs for the caller: applicants see active ones open to their community type; scope defaults to Local for government accounts, all for others",
  })
  catalogue(
    @CurrentSession() caller: SessionCaller,
    @Query() query: CatalogueQuery,
    @Req() req: FastifyRequest,
  ) {
    return this.programs.catalogue(caller, query.scope, ownHosts(req, caller));
  }

  @Get('resource/:id')
  @SignedIn()
  @ApiOperation({ summary: "One program's details: eligibility criteria, form fields, settings and contact" })
  detail(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Req() req: FastifyRequest,
  ) {
    return this.programs.detail(caller, id, ownHosts(req, caller));
  }

  @Get('eligibility-criterias')
  @SignedIn()
  @ApiOperation({ summary: "A program's eligibility criteria" })
  eligibility(@CurrentSession() caller: SessionCaller, @Query() query: ProgramIdQuery) {
    return this.programs.eligibilityCriteria(caller, query.programId);
  }

  @Get('custom-resource-application-fields')
  @SignedIn()
  @ApiOperation({
    summary:
      "A program's application form as applicants answer it, its fields in order: [{name, label, type, required, section?, choices?, min?, max?, minLength?, maxLength?, pattern?, example?, integer?, keepLast4?}]",
  })
  formFields(@CurrentSession() caller: SessionCaller, @Query() query: ProgramIdQuery) {
    return this.programs.formFieldsOf(caller, query.programId);
  }

  @Get('resource-instance-declarations')
  @SignedIn()
  @ApiOperation({
    summary:
      'The statements a program asks applicants to accept, in reading order: [{id, programId, statement, required, position}]',
  })
  declarations(@CurrentSession() caller: SessionCaller, @Query() query: ProgramIdQuery) {
    return this.programs.declarationsOf(caller, query.programId);
  }

  @Get('addons')
  @SignedIn()
  @ApiOperation({
    summary:
      'The optional extra items a program offers, in order: [{id, programId, name, description, amount, formFields, position}]',
  })
  addons(@CurrentSession() caller: SessionCaller, @Query() query: ProgramIdQuery) {
    return this.programs.addonsOf(caller, query.programId);
  }

  @Post('submit-application/:instance/community-type/:type')
  @Roles(...APPLICANT_ACCOUNT_TYPES)
  @ApiOperation({
    summary:
      'Applies to a program as a business (1) or an individual (2); the application starts in the initial state and is validated',
  })
  submit(
    @CurrentSession() caller: SessionCaller,
    @Param() params: SubmitApplicationParams,
    @Body() body: SubmitApplicationDto,
  ) {
    return this.programs.submit(caller, params.instance, params.type, body);
  }

  @Get('applications/mine')
  @Roles(...APPLICANT_ACCOUNT_TYPES)
  @ApiOperation({
    summary: "The signed-in account's applications, newest first, with status name and colour",
  })
  mine(@CurrentSession() caller: SessionCaller) {
    return this.programs.mine(caller);
  }

  @Get('applications/:id')
  @Roles(...APPLICANT_ACCOUNT_TYPES)
  @ApiOperation({
    summary:
      "The applicant's own application: program, answers, status and timeline by public labels, documents, messages and the next step; 404 for anyone else's",
  })
  application(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.programs.applicantApplication(caller, id);
  }
}
