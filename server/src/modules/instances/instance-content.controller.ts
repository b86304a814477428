import { Body, Controller, Get, Param, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Permission } from '../../common/auth/decorators.js';
import { UpdateInstanceContentDto } from './dto/instance-content.dto.js';
import { InstanceContentService } from './instance-content.service.js';

/**
 * /api/admin/instance-content in the simple-rest protocol of the admin resources (the Content tab of the
 * instance portal, InstanceConfig). Written by hand rather than with defineResource because its two JSON
 * columns have a structure of their own, checked field by field (instance-content.ts).
 */
@ApiTags('admin: instance-content')
@ApiBearerAuth()
@Controller('admin/instance-content')
export class InstanceContentController {
  constructor(private readonly content: InstanceContentService) {}

  @Get()
  @Permission('InstanceConfig', 'Read')
  @ApiOperation({ summary: "The caller's instance's content: a list of one (Content-Range header)" })
  async list(@CurrentSession() caller: SessionCaller, @Res({ passthrough: true }) res: FastifyReply) {
    const record = await this.content.get(caller);
    res.header('Content-Range', 'instance-content 0-0/1');
    return [record];
  }

  @Get(':id')
  @Permission('InstanceConfig', 'Read')
  @ApiOperation({
    summary: "Contact info (the community contact widget) and page content of the caller's instance",
  })
  getOne(@CurrentSession() caller: SessionCaller, @Param('id') id: string) {
    return this.content.get(caller, id);
  }

  @Put(':id')
  @Permission('InstanceConfig', 'ReadWrite')
  @ApiOperation({
    summary:
      'Replaces the contact info and/or content sent; 422 with a field path per broken rule, 409 staleRecord on a stale updatedAt',
  })
  update(
    @CurrentSession() caller: SessionCaller,
    @Param('id') id: string,
    @Body() body: UpdateInstanceContentDto,
  ) {
    return this.content.update(caller, id, body);
  }
}
