import { Body, Controller, Get, Param, ParseIntPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Permission } from '../../common/auth/decorators.js';
import {
  CreateGovernmentUserDto,
  GovernmentUserRecord,
  UpdateGovernmentUserDto,
} from './dto/government-users.dto.js';
import { GovernmentUsersService } from './government-users.service.js';

/**
 * /api/admin/users in the simple-rest protocol of the other admin resources. Only government accounts hold
 * permission levels, so only they can fetch the government users list (programs spec §6).
 */
@ApiTags('admin: users')
@ApiBearerAuth()
@Controller('admin/users')
export class GovernmentUsersController {
  constructor(private readonly staff: GovernmentUsersService) {}

  @Get()
  @Permission('UserMgmt', 'Read')
  @ApiOperation({ summary: "The instance's government users (simple-rest: Content-Range header)" })
  @ApiOkResponse({ type: [GovernmentUserRecord] })
  @ApiQuery({
    name: 'sort',
    required: false,
    description: 'JSON ["field","ASC"|"DESC"]; default lastName ASC',
  })
  @ApiQuery({ name: 'range', required: false, description: 'JSON [start, end], inclusive; default [0, 24]' })
  @ApiQuery({ name: 'filter', required: false, description: 'JSON {q, active, id: [...]}' })
  async list(
    @CurrentSession() caller: SessionCaller,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const page = await this.staff.list(caller, query);
    res.header('Content-Range', page.contentRange);
    return page.records;
  }

  @Get(':id')
  @Permission('UserMgmt', 'Read')
  @ApiOperation({ summary: 'One government user' })
  getOne(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.staff.getOne(caller, id);
  }

  @Post()
  @Permission('UserMgmt', 'ReadWrite')
  @ApiOperation({ summary: 'Adds a government user (a new login, or a staff account on an existing one)' })
  create(@CurrentSession() caller: SessionCaller, @Body() body: CreateGovernmentUserDto) {
    return this.staff.create(caller, body);
  }

  @Put(':id')
  @Permission('UserMgmt', 'ReadWrite')
  @ApiOperation({ summary: "Edits a government user's names, roles and active flag" })
  update(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: UpdateGovernmentUserDto,
  ) {
    return this.staff.update(caller, id, body);
  }
}
