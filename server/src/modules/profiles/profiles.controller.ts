import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { notFound } from '../../common/errors/domain.exception.js';
import { isProfileSection, PROFILE_SECTION_NAMES, type ProfileSectionName } from '../../contract/profiles.js';
import { ProfilesService } from './profiles.service.js';

/** The section a path names (/api/user-mailing-address: mailing-address); 404 sectionNotFound for another. */
export function sectionOf(name: string): ProfileSectionName {
  if (!isProfileSection(name)) throw notFound('sectionNotFound', `The profile has no section ${name}`);
  return name;
}

export const SECTION_PARAM = {
  name: 'section',
  enum: PROFILE_SECTION_NAMES,
  description: 'The profile section',
};

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

  @Get('user-:section')
  @ApiParam(SECTION_PARAM)
  @ApiOperation({
    summary:
      "One section of the caller's individual profile (GET /api/user-household, ...). Lists (members, sources, utilities, demographics) are arrays. 403 for other accounts",
  })
  read(@CurrentSession() caller: SessionCaller, @Param('section') section: string) {
    return this.profiles.read(caller, sectionOf(section));
  }

  @Put('user-:section')
  @ApiParam(SECTION_PARAM)
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
  save(@CurrentSession() caller: SessionCaller, @Param('section') section: string, @Body() body: unknown) {
    return this.profiles.save(caller, sectionOf(section), body);
  }
}
