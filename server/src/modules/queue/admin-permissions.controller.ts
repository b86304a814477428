import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AccessLevelName, SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, SignedIn } from '../../common/auth/decorators.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { ACCESS_LEVEL, type AccessLevel, type PermissionKey } from '../permissions/permission-level.js';
import { PermissionsService } from '../permissions/permissions.service.js';

const LEVEL_NAMES = Object.fromEntries(
  Object.entries(ACCESS_LEVEL).map(([name, level]) => [level, name]),
) as Record<AccessLevel, AccessLevelName>;

/** The caller's level per permission key (programs spec §6), for the admin UI to show or hide its tabs. */
@ApiTags('permissions')
@ApiBearerAuth()
@Controller('admin/permissions')
export class AdminPermissionsController {
  constructor(private readonly permissions: PermissionsService) {}

  @Get()
  @SignedIn()
  @ApiOperation({
    summary:
      "Hidden, Read or ReadWrite per permission key, the highest across the caller's roles (for one program with programId); Hidden for community accounts",
  })
  @ApiQuery({ name: 'programId', required: false, type: Number })
  async levels(@CurrentSession() caller: SessionCaller, @Query('programId') programId?: string) {
    if (programId !== undefined && !/^\d{1,10}$/.test(programId)) {
      throw new DomainException(400, 'invalidProgramId', 'programId must be a program id');
    }
    const levels = await this.permissions.levels(
      caller,
      programId === undefined ? undefined : Number(programId),
    );
    return Object.fromEntries(
      Object.entries(levels).map(([key, level]) => [key as PermissionKey, LEVEL_NAMES[level as AccessLevel]]),
    );
  }
}
