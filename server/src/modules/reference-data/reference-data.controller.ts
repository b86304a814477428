import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/decorators.js';
import { unprocessable } from '../../common/errors/domain.exception.js';
import { Cacheable } from '../../common/http/cache-rules.js';
import { ERROR_CODE } from '../../contract/errors.js';
import { ANSWER_MESSAGES, fillMessage } from '../../contract/form-answers.js';
import { REFERENCE_LIST_KINDS, type ReferenceListKind } from '../../contract/profiles.js';
import { ReferenceDataService } from './reference-data.service.js';

// Reference data changes only with a release: browsers keep it a day, then revalidate with its ETag.
const A_DAY = 86_400;

/** The community-data calls of the programs spec §7 "Community profile" (API.md "Community profiles"). */
@ApiTags('community data')
@Controller()
export class ReferenceDataController {
  constructor(private readonly referenceData: ReferenceDataService) {}

  @Public()
  @Cacheable(A_DAY)
  @Get('states')
  @ApiOperation({ summary: 'The 50 US states and DC: {code, fips, name}, by name' })
  states() {
    return this.referenceData.states();
  }

  @Public()
  @Cacheable(A_DAY)
  @Get('counties')
  @ApiQuery({ name: 'state', description: "The state's postal code (CA)" })
  @ApiQuery({ name: 'id', required: false, description: 'One county by its 5-digit FIPS code' })
  @ApiOperation({
    summary:
      "A state's counties and equivalents {fips, state, name}, by name; 422 without state, 404 stateNotFound or countyNotFound",
  })
  counties(@Query('state') state?: string, @Query('id') id?: string) {
    if (typeof state !== 'string' || state.trim() === '') {
      const message = fillMessage(ANSWER_MESSAGES.fieldRequired, { label: 'state' });
      throw unprocessable([{ field: 'state', code: ERROR_CODE.fieldRequired, message }]);
    }
    return this.referenceData.counties(state, typeof id === 'string' ? id : undefined);
  }

  @Public()
  @Cacheable(A_DAY)
  @Get('countries')
  @ApiOperation({ summary: 'The ISO 3166-1 countries: {alpha2, alpha3, numeric, name}, by name' })
  countries() {
    return this.referenceData.countries();
  }

  @Public()
  @Cacheable(A_DAY)
  @Get('industries')
  @ApiOperation({
    summary: 'NAICS 2017 sectors and subsectors: {code, industry, sector, supersector, domain}, by code',
  })
  industries() {
    return this.referenceData.industries();
  }

  @Public()
  @Cacheable(A_DAY)
  @Get(REFERENCE_LIST_KINDS)
  @ApiOkResponse({ description: '[{code, name}] in the list order' })
  @ApiOperation({
    summary: `A short reference list, one path each: ${REFERENCE_LIST_KINDS.join(', ')} (household-types: household relationships)`,
  })
  list(@Req() req: FastifyRequest) {
    const kind = (req.routeOptions.url ?? '').split('/').pop() as ReferenceListKind;
    return this.referenceData.list(kind);
  }
}
