import { Controller, Get, Param, ParseIntPipe, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/decorators.js';
import { brandingOf } from './branding.js';
import { Instance } from './entities/instance.entity.js';
import { InstanceResolver, instanceNotFound } from './instance-resolver.service.js';

@ApiTags('access')
@Controller()
export class InstancesController {
  constructor(
    private readonly resolver: InstanceResolver,
    private readonly dataSource: DataSource,
  ) {}

  @Public()
  @Get('branding')
  @ApiOperation({ summary: "An instance's branding, by its sub-domain (query `instance` or the host)" })
  async branding(@Req() req: Request) {
    return brandingOf(await this.resolver.fromRequest(req));
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
  @Get('instances/:id')
  @ApiOperation({ summary: "An instance's contact information and event tracking flag" })
  async instance(@Param('id', ParseIntPipe) id: number) {
    const instance = await this.dataSource.getRepository(Instance).findOneBy({ id });
    if (!instance) throw instanceNotFound();
    return { contact_info: instance.contactInfo, track_program_events: instance.trackProgramEvents };
  }
}
