import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Permission } from '../../common/auth/decorators.js';
import { ApiKeysService } from './api-keys.service.js';
import { CreateApiKeyDto } from './dto/api-keys.dto.js';

/** API keys of the caller's instance, under InstanceConfig (the instance portal's Security tab). */
@ApiTags('admin: api-keys')
@ApiBearerAuth()
@Controller('admin/api-keys')
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Get()
  @Permission('InstanceConfig', 'Read')
  @ApiOperation({ summary: "The instance's API keys, newest first (never the keys themselves)" })
  list(@CurrentSession() caller: SessionCaller) {
    return this.apiKeys.list(caller);
  }

  @Post()
  @Permission('InstanceConfig', 'ReadWrite')
  @ApiOperation({
    summary:
      "Makes an API key: answers it once, in `key` (only its hash is kept). Use it as `Authorization: Bearer <key>` on this instance's admin API",
  })
  create(@CurrentSession() caller: SessionCaller, @Body() body: CreateApiKeyDto) {
    return this.apiKeys.create(caller, body);
  }

  @Delete(':id')
  @Permission('InstanceConfig', 'ReadWrite')
  @ApiOperation({ summary: 'Revokes an API key at once; answers the revoked key' })
  revoke(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.apiKeys.revoke(caller, id);
  }

  @Get(':id/uses')
  @Permission('InstanceConfig', 'Read')
  @ApiOperation({ summary: "A key's latest 100 uses, newest first: the call and whether it was let in" })
  uses(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.apiKeys.uses(caller, id);
  }
}
