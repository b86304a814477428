import { Body, Controller, Param, ParseIntPipe, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Permission } from '../../common/auth/decorators.js';
import { BusinessProfilesService } from './business-profiles.service.js';

/**
 * Staff read a business's profile where the business does (GET /api/business/:id and the records' calls);
 * changing it takes UserMgmt at ReadWrite (programs spec: staff may read, not edit, unless a permission key
 * allows). Businesses of another instance: 404.
 */
@ApiTags('admin: community profiles')
@ApiBearerAuth()
@Controller('admin')
export class StaffBusinessProfilesController {
  constructor(private readonly profiles: BusinessProfilesService) {}

  @Patch('businesses/:id')
  @Permission('UserMgmt', 'ReadWrite')
  @ApiBody({
    schema: {
      type: 'object',
      description:
        'Any of overview, contact, operatingHours and categories, as PATCH /api/business/:id takes them',
    },
  })
  @ApiOperation({
    summary:
      "Replaces the parts given of a business's profile (staff with UserMgmt ReadWrite; documents stay the business's: 403)",
  })
  update(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: unknown,
  ) {
    return this.profiles.staffUpdate(caller, id, body);
  }
}
