import { Controller, Get, Inject } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../common/auth/decorators.js';
import { ResourcesService } from './resources.service.js';

/** The account types deriveAccountType gives government accounts: only staff see the admin resources. */
const STAFF_ACCOUNT_TYPES = ['Government', 'Reviewer', 'ReviewerMarket', 'Demo'];

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
export class SchemaController {
  constructor(@Inject(ResourcesService) private readonly resources: ResourcesService) {}

  @Get('schema')
  @Roles(...STAFF_ACCOUNT_TYPES)
  @ApiOperation({
    summary:
      'The admin resources the caller may see, with access level, fields, list columns, filters and sorting',
  })
  async schema(@CurrentSession() caller: SessionCaller) {
    return this.resources.schema(caller);
  }
}
