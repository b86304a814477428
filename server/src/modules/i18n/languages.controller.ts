import { Controller, Get, Req } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/decorators.js';
import { Cacheable } from '../../common/http/cache-rules.js';
import { InstanceResolver, instanceNameOf } from '../instances/instance-resolver.service.js';
import { languagesFor } from './languages.js';

@ApiTags('access')
@Controller('languages')
export class LanguagesController {
  constructor(private readonly instances: InstanceResolver) {}

  @Public()
  // The list changes with the instance's settings only: kept five minutes, then revalidated.
  @Cacheable(300)
  @Get()
  @ApiQuery({ name: 'instance', required: false, description: 'sub-domain; defaults to the host' })
  @ApiOperation({ summary: "The language selector's list: about 50, or the instance's own (5 on 483)" })
  async list(@Req() req: FastifyRequest) {
    const name = instanceNameOf(req);
    if (!name) return languagesFor(null);
    return languagesFor((await this.instances.bySubdomain(name)).languages);
  }
}
