import { Body, Controller, Get, Param, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Permission } from '../../common/auth/decorators.js';
import { BrandingTranslationsService } from './branding-translations.service.js';
import {
  BrandingTranslationsRecordDto,
  UpdateBrandingTranslationsDto,
} from './dto/branding-translations.dto.js';

/**
 * /api/admin/branding-translations in the simple-rest protocol of the admin resources: the portal title,
 * login heading and login message per language (GET /api/branding?lang=), edited on the instance portal's
 * Branding tab (InstanceConfig). Hand-written like instance-content: its JSON is checked language by language.
 */
@ApiTags('admin: branding-translations')
@ApiBearerAuth()
@Controller('admin/branding-translations')
export class BrandingTranslationsController {
  constructor(private readonly translations: BrandingTranslationsService) {}

  @Get()
  @Permission('InstanceConfig', 'Read')
  @ApiOperation({
    summary: "The caller's instance's branding translations: a list of one (Content-Range header)",
  })
  @ApiOkResponse({ type: [BrandingTranslationsRecordDto] })
  async list(@CurrentSession() caller: SessionCaller, @Res({ passthrough: true }) res: FastifyReply) {
    const record = await this.translations.get(caller);
    res.header('Content-Range', 'branding-translations 0-0/1');
    return [record];
  }

  @Get(':id')
  @Permission('InstanceConfig', 'Read')
  @ApiOperation({
    summary: "The caller's instance's branding texts by language, and the languages they may have",
  })
  @ApiOkResponse({ type: BrandingTranslationsRecordDto })
  getOne(@CurrentSession() caller: SessionCaller, @Param('id') id: string) {
    return this.translations.get(caller, id);
  }

  @Put(':id')
  @Permission('InstanceConfig', 'ReadWrite')
  @ApiOperation({
    summary:
      'Replaces the texts of each language sent; 422 with a field path per broken rule, 409 staleRecord on a stale updatedAt',
  })
  @ApiOkResponse({ type: BrandingTranslationsRecordDto })
  update(
    @CurrentSession() caller: SessionCaller,
    @Param('id') id: string,
    @Body() body: UpdateBrandingTranslationsDto,
  ) {
    return this.translations.update(caller, id, body);
  }
}
