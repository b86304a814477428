import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { CurrentSession, Roles } from '../../common/auth/decorators.js';
import { BusinessActivityService } from './business-activity.service.js';

const PROFILE_READERS = ['Business', 'Government', 'Reviewer', 'Individual'] as const;
const ENTITY_QUERY = {
  name: 'entity',
  required: false,
  description: 'staff: the business whose records (a business reads its own)',
} as const;
const entityOf = (entity?: string) => (entity === undefined ? undefined : Number(entity));

/** The business profile's financials, activity periods, activities and quick metrics (API.md "Community profiles"). */
@ApiTags('community profiles')
@ApiBearerAuth()
@Controller()
export class BusinessActivityController {
  constructor(private readonly activity: BusinessActivityService) {}

  @Get('business-financials/:id')
  @Roles(...PROFILE_READERS)
  @ApiOperation({
    summary: "A business's financial periods, by year then month (the year's annual one last)",
  })
  financials(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.activity.financials(caller, id);
  }

  @Post('business-financials/:id')
  @Roles(...PROFILE_READERS)
  @HttpCode(200)
  @ApiBody({
    schema: {
      type: 'object',
      description: '{periodType: monthly|annual, year, month (monthly only), revenue, expenses?}',
    },
  })
  @ApiOperation({
    summary: "Saves a financial period of the caller's business (the same period replaced); answers the list",
  })
  saveFinancial(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: unknown,
  ) {
    return this.activity.saveFinancial(caller, id, body);
  }

  @Delete('business-financials/:id/:financialId')
  @Roles(...PROFILE_READERS)
  @HttpCode(204)
  @ApiOperation({ summary: "Removes a financial period of the caller's business: 204; another's 404" })
  removeFinancial(
    @CurrentSession() caller: SessionCaller,
    @Param('id', ParseIntPipe) id: number,
    @Param('financialId', ParseIntPipe) financialId: number,
  ) {
    return this.activity.removeFinancial(caller, id, financialId);
  }

  @Get('business-metrics/:id')
  @Roles(...PROFILE_READERS)
  @ApiOperation({
    summary:
      "A business's quick metrics from its applications: applications, submitted, awards, awarded amount",
  })
  metrics(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.activity.metrics(caller, id);
  }

  @Get('community-activity-periods')
  @Roles(...PROFILE_READERS)
  @ApiQuery(ENTITY_QUERY)
  @ApiOperation({ summary: "A business's activity periods, latest start first" })
  periods(@CurrentSession() caller: SessionCaller, @Query('entity') entity?: string) {
    return this.activity.periods(caller, entityOf(entity));
  }

  @Post('community-activity-periods')
  @Roles(...PROFILE_READERS)
  @ApiBody({ schema: { type: 'object', description: '{name, startsOn, endsOn}' } })
  @ApiOperation({ summary: "Adds an activity period to the caller's business" })
  addPeriod(@CurrentSession() caller: SessionCaller, @Body() body: unknown) {
    return this.activity.addPeriod(caller, body);
  }

  @Delete('community-activity-periods/:id')
  @Roles(...PROFILE_READERS)
  @HttpCode(204)
  @ApiOperation({ summary: "Removes an activity period of the caller's business with its activities: 204" })
  removePeriod(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.activity.removePeriod(caller, id);
  }

  @Get('activities')
  @Roles(...PROFILE_READERS)
  @ApiQuery(ENTITY_QUERY)
  @ApiQuery({ name: 'period', required: true, description: 'the activity period' })
  @ApiOperation({ summary: "A business's activities in one of its periods, newest first" })
  activities(
    @CurrentSession() caller: SessionCaller,
    @Query('period') period?: string,
    @Query('entity') entity?: string,
  ) {
    return this.activity.activities(caller, period, entityOf(entity));
  }

  @Post('activities')
  @Roles(...PROFILE_READERS)
  @ApiBody({ schema: { type: 'object', description: '{period, date, title, description?, hours?}' } })
  @ApiOperation({
    summary: "Adds an activity to a period of the caller's business (its day within the period)",
  })
  addActivity(@CurrentSession() caller: SessionCaller, @Body() body: unknown) {
    return this.activity.addActivity(caller, body);
  }

  @Delete('activities/:id')
  @Roles(...PROFILE_READERS)
  @HttpCode(204)
  @ApiOperation({ summary: "Removes an activity of the caller's business: 204; another's 404" })
  removeActivity(@CurrentSession() caller: SessionCaller, @Param('id', ParseIntPipe) id: number) {
    return this.activity.removeActivity(caller, id);
  }
}
