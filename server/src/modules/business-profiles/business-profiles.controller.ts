import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { BusinessPeopleService } from './business-people.service.js';
import { BusinessProfilesService } from './business-profiles.service.js';

const PROFILE_READERS = ['Business', 'Government', 'Reviewer', 'Individual'] as const;
const PART_BODY = {
  schema: {
    type: 'object',
    description:
      'Any of overview, contact, operatingHours (contract/business-profile.ts BUSINESS_SECTIONS) and categories (industry codes); each given replaces the saved one',
  },
};

/** The business's community profile and licences (programs spec §2 "Profiles", API.md "Community profiles"). */
@ApiTags('community profiles')
@ApiBearerAuth()
@Controller()
export class BusinessProfilesController {
  constructor(
    private readonly profiles: BusinessProfilesService,
    private readonly people: BusinessPeopleService,
  ) {}

  @Get('business-users')
  @Roles(...PROFILE_READERS)
  @ApiOperation({
    summary: "The caller's business's people, the owner (its first account) first; others 403",
  })
  listPeople(@CurrentSession() caller: SessionCaller) {
    return this.people.list(caller);
  }

  @Post('business-users')
  @Roles(...PROFILE_READERS)
  @ApiBody({
    schema: {
      type: 'object',
      description: '{email, firstName, lastName}: a new login, or an existing one associated',
    },
  })
  @ApiOperation({
    summary: "Adds a person to the caller's business (its owner only: 403 ownerOnly); 409 alreadyMember",
  })
  addPerson(@CurrentSession() caller: SessionCaller, @Body() body: unknown) {
    return this.people.add(caller, body);
  }

  @Patch('business-users/:accountId')
  @Roles(...PROFILE_READERS)
  @ApiBody({ schema: { type: 'object', description: '{firstName?, lastName?, active?}' } })
  @ApiOperation({ summary: "Edits a person of the caller's business (owner only; the owner stays active)" })
  editPerson(
    @CurrentSession() caller: SessionCaller,
    @Param('accountId', ParseIntPipe) accountId: number,
    @Body() body: unknown,
  ) {
    return this.people.edit(caller, accountId, body);
  }

  @Get('business/:id')
  @Roles(...PROFILE_READERS)
  @ApiOperation({
    summary:
      "A business's profile: overview, contact, categories, operating hours. The business and the instance's staff; another business 404, an individual 403",
  })
  read(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.profiles.read(caller, id);
  }

  @Patch('business/:id')
  @Roles(...PROFILE_READERS)
  @ApiBody(PART_BODY)
  @ApiOperation({
    summary: "Replaces the parts given of the caller's own business profile; 422 field errors save nothing",
  })
  update(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: unknown,
  ) {
    return this.profiles.update(caller, id, body);
  }

  @Get('community-entity-licenses')
  @Roles(...PROFILE_READERS)
  @ApiQuery({
    name: 'entity',
    required: false,
    description: 'staff: the business whose licences (a business reads its own)',
  })
  @ApiOperation({ summary: "A business's licences, soonest expiry first" })
  licenses(@CurrentSession() caller: SessionCaller, @Query('entity') entity?: string) {
    return this.profiles.licenses(caller, entity === undefined ? undefined : Number(entity));
  }

  @Post('community-entity-licenses')
  @Roles(...PROFILE_READERS)
  @ApiBody({
    schema: {
      type: 'object',
      description: '{licenseType, number, expiresOn, file?} (file: an upload of the caller)',
    },
  })
  @ApiOperation({ summary: "Adds a licence to the caller's business" })
  add(@CurrentSession() caller: SessionCaller, @Body() body: unknown) {
    return this.profiles.addLicense(caller, body);
  }

  @Patch('community-entity-licenses/:id')
  @Roles(...PROFILE_READERS)
  @ApiBody({
    schema: { type: 'object', description: 'the licence whole: {licenseType, number, expiresOn, file?}' },
  })
  @ApiOperation({ summary: "Replaces a licence of the caller's business; another's 404" })
  change(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: unknown,
  ) {
    return this.profiles.updateLicense(caller, id, body);
  }

  @Delete('community-entity-licenses/:id')
  @Roles(...PROFILE_READERS)
  @HttpCode(204)
  @ApiOperation({ summary: "Removes a licence of the caller's business: 204; another's 404" })
  remove(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.profiles.removeLicense(caller, id);
  }
}
