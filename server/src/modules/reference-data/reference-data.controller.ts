import { applyDecorators, Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { unprocessable } from '../../common/errors/domain.exception.js';
import { Cacheable } from '../../common/http/cache-rules.js';
import { ERROR_CODE } from '../../contract/errors.js';
import { ANSWER_MESSAGES, fillMessage } from '../../contract/form-answers.js';
import type { ReferenceListKind } from '../../contract/profiles.js';
import { ReferenceDataService } from './reference-data.service.js';

// Reference data changes only with a release: browsers keep it a day, then revalidate with its ETag.
const A_DAY = 86_400;

/** A short reference list's route: public, cached, [{code, name}] in the list's order. */
const ListRoute = (kind: ReferenceListKind) =>
  applyDecorators(
    Public(),
    Cacheable(A_DAY),
    Get(kind),
    ApiOkResponse({ description: '[{code, name}] in the list order' }),
    ApiOperation({
      summary: `The ${kind} reference list${kind === 'household-types' ? ' (household relationships)' : ''}`,
    }),
  );

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

  @ListRoute('tax-classification-types')
  taxClassificationTypes() {
    return this.referenceData.list('tax-classification-types');
  }

  @ListRoute('license-types')
  licenseTypes() {
    return this.referenceData.list('license-types');
  }

  @ListRoute('income-types')
  incomeTypes() {
    return this.referenceData.list('income-types');
  }

  @ListRoute('income-frequencies')
  incomeFrequencies() {
    return this.referenceData.list('income-frequencies');
  }

  @ListRoute('household-types')
  householdTypes() {
    return this.referenceData.list('household-types');
  }

  @ListRoute('rent-types')
  rentTypes() {
    return this.referenceData.list('rent-types');
  }

  @ListRoute('utility-types')
  utilityTypes() {
    return this.referenceData.list('utility-types');
  }

  @ListRoute('public-offices')
  publicOffices() {
    return this.referenceData.list('public-offices');
  }

  @ListRoute('demographic-types')
  demographicTypes() {
    return this.referenceData.list('demographic-types');
  }
}
