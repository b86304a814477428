import { Controller, Get, Param, ParseIntPipe, Query, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/decorators.js';
import { Cacheable } from '../../common/http/cache-rules.js';
import { brandingOf } from './branding.js';
import { BrandingQuery } from './dto/branding.dto.js';
import { InstanceDetailsDto } from './dto/instance-details.dto.js';
import { Instance } from './entities/instance.entity.js';
import { knownContent } from './instance-content.js';
import { InstanceResolver, instanceNotFound } from './instance-resolver.service.js';

@ApiTags('access')
@Controller()
export class InstancesController {
  constructor(
    private readonly resolver: InstanceResolver,
    private readonly dataSource: DataSource,
  ) {}

  @Public()
  // Every page load reads it; an administrator's change shows on the next one (revalidated by its ETag).
  @Cacheable(0)
  @Get('branding')
  @ApiOperation({
    summary:
      "An instance's branding, by its sub-domain (query `instance` or the host); its texts in `lang` where translated",
  })
  async branding(@Req() req: FastifyRequest, @Query() query: BrandingQuery) {
    return brandingOf(await this.resolver.fromRequest(req), query.lang);
  }

  @Public()
  @Get('signup-instances')
  @ApiOperation({ summary: 'Instances that take sign-ups' })
  async signupInstances() {
    const rows = await this.dataSource
      .getRepository(Instance)
      .createQueryBuilder('i')
      .where('i.active AND (i.sign_up_individuals OR i.sign_up_business)')
      .orderBy('i.name')
      .getMany();
    return rows.map((i) => ({ cd_instance: i.id, ds_name: i.name, subdomain: i.subdomain }));
  }

  @Public()
  @Cacheable(0)
  @Get('instances/:id')
  @ApiOperation({
    summary:
      "An instance's contact information, event tracking flag, public page content (the Content tab's texts and links) and the external form of its individual accounts",
  })
  @ApiOkResponse({ type: InstanceDetailsDto })
  @ApiNotFoundResponse({ description: 'instanceNotFound' })
  async instance(@Param('id', ParseIntPipe) id: number): Promise<InstanceDetailsDto> {
    const instance = await this.dataSource.getRepository(Instance).findOneBy({ id });
    if (!instance) throw instanceNotFound();
    return {
      contact_info: instance.contactInfo,
      track_program_events: instance.trackProgramEvents,
      content: knownContent(instance.content),
      individual_form_url: instance.individualFormUrl,
    };
  }
}
