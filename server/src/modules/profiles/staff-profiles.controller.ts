import { Body, Controller, Get, Param, ParseIntPipe, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Permission, Roles } from '../../common/auth/decorators.js';
import { QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { SECTION_PARAM, sectionOf } from './profiles.controller.js';
import { ProfilesService } from './profiles.service.js';

/**
 * Staff find the instance's community profiles (/gov-settings) and read an individual's profile (API.md "Community profiles": /api/admin/individuals/:id/<section>), as
 * the record page opens it; writing takes UserMgmt at ReadWrite. Individuals of another instance: 404.
 */
@ApiTags('admin: community profiles')
@ApiBearerAuth()
@Controller('admin')
export class StaffProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get('community-profiles')
  @Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
  @ApiQuery({ name: 'search', required: false, description: 'part of a name or email' })
  @ApiOperation({
    summary:
      "The instance's individuals and businesses whose name or email holds search, by name (at most 50): {kind, id, name, email}",
  })
  directory(@CurrentSession() caller: SessionCaller, @Query('search') search?: string) {
    return this.profiles.directory(caller, typeof search === 'string' ? search.trim().slice(0, 100) : '');
  }

  @Get('individuals/:id/:section')
  @Roles(...QUEUE_STAFF_ACCOUNT_TYPES)
  @ApiParam(SECTION_PARAM)
  @ApiOperation({
    summary:
      "One section of an individual's profile, for the instance's staff (read-only); 404 individualNotFound for another instance's",
  })
  read(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Param('section') section: string,
  ) {
    return this.profiles.staffRead(caller, id, sectionOf(section));
  }

  @Put('individuals/:id/:section')
  @Permission('UserMgmt', 'ReadWrite')
  @ApiParam(SECTION_PARAM)
  @ApiOperation({
    summary:
      "Replaces a section of an individual's profile (staff with UserMgmt ReadWrite; documents stay the individual's: 403)",
  })
  save(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Param('section') section: string,
    @Body() body: unknown,
  ) {
    return this.profiles.staffSave(caller, id, sectionOf(section), body);
  }
}
