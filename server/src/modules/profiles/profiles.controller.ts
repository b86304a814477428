import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { PROFILE_SECTION_NAMES, type ProfileSectionName } from '../../contract/profiles.js';
import { ProfilesService } from './profiles.service.js';

const PATHS = PROFILE_SECTION_NAMES.map((name) => `user-${name}`);

/** The section a route serves, from its path (/api/user-mailing-address → mailing-address). */
const sectionOf = (req: FastifyRequest): ProfileSectionName =>
  (req.routeOptions.url ?? '').replace(/^.*\/user-/, '') as ProfileSectionName;

/** The signed-in individual's profile, a section per call (programs spec §2 "Profiles"). */
@ApiTags('community profiles')
@ApiBearerAuth()
@Roles('Individual')
@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get('user-profile')
  @ApiOperation({
    summary:
      "Every saved section of the caller's individual profile at once, by section name (what forms prefill from)",
  })
  whole(@CurrentSession() caller: SessionCaller) {
    return this.profiles.whole(caller);
  }

  @Get(PATHS)
  @ApiOperation({
    summary: `One section of the caller's individual profile, one path each: ${PATHS.join(', ')}. Lists (members, sources, utilities, demographics) are arrays. 403 for other accounts`,
  })
  read(@CurrentSession() caller: SessionCaller, @Req() req: FastifyRequest) {
    return this.profiles.read(caller, sectionOf(req));
  }

  @Put(PATHS)
  @ApiBody({
    schema: { type: 'object', description: "The section's answers (contract/profiles.ts PROFILE_SECTIONS)" },
  })
  @ApiUnprocessableEntityResponse({
    description:
      'Field errors (ZIP, SSN mask, US phone, dates, choices; list entries as members[0].x); nothing saved',
  })
  @ApiOperation({
    summary:
      'Replaces a section with the answers given and answers it as saved; user-demographics deletes the demographics, then adds each one',
  })
  save(@CurrentSession() caller: SessionCaller, @Req() req: FastifyRequest, @Body() body: unknown) {
    return this.profiles.save(caller, sectionOf(req), body);
  }
}
