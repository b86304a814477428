import { Injectable } from '@nestjs/common';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { notFound, unprocessable } from '../../common/errors/domain.exception.js';
import {
  type ActivityPeriodWire,
  type ActivityWire,
  activityErrors,
  activityPeriodErrors,
  type BusinessMetricsWire,
  businessMetrics,
  compareFinancials,
  type FinancialWire,
  financialErrors,
  type PeriodType,
  periodOf,
} from '../../contract/business-activity.js';
import { answerNumber, todayAnywhere } from '../../contract/form-answers.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { ENTITY_TYPE } from '../accounts/entities/account.entity.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { BusinessActivityRepository } from './business-activity.repository.js';
import type { BusinessOwner } from './business-profiles.repository.js';
import { businessNotFound, ownBusiness, readableBy } from './business-profiles.service.js';

const financialNotFound = (id: number) =>
  notFound('financialNotFound', `The financial period ${id} does not exist`);
const periodNotFound = (id: number) =>
  notFound('activityPeriodNotFound', `The activity period ${id} does not exist`);
const activityNotFound = (id: number) => notFound('activityNotFound', `The activity ${id} does not exist`);
const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The business profile's financials, activity periods and activities, and its quick metrics (API.md
 * "Community profiles"): the business's own accounts read and write them, the instance's staff read them,
 * another business is told they do not exist (404), an individual that only businesses have them (403).
 */
@Injectable()
export class BusinessActivityService {
  constructor(
    private readonly repository: BusinessActivityRepository,
    private readonly accounts: AccountsService,
    private readonly applications: ApplicationsRepository,
  ) {}

  /** GET /api/business-financials/:id: by year, then month. */
  async financials(caller: SessionCaller, id: number): Promise<FinancialWire[]> {
    const owner = await this.existing(readableBy(caller, id));
    return (await this.repository.financials(owner)).sort(compareFinancials);
  }

  /** POST /api/business-financials/:id: a period saved (the same period's figures replaced); the list after. */
  async saveFinancial(caller: SessionCaller, id: number, body: unknown): Promise<FinancialWire[]> {
    const owner = ownBusiness(caller, id);
    const errors = financialErrors(body, todayAnywhere(new Date()));
    if (errors.length > 0) throw unprocessable(errors);
    const answers = body as Record<string, unknown>;
    const periodType = answers.periodType as PeriodType;
    const year = answerNumber(answers.year) as number;
    const month = periodType === 'monthly' ? (answerNumber(answers.month) as number) : null;
    await this.repository.saveFinancial(owner, {
      periodType,
      year,
      month,
      period: periodOf(periodType, year, month),
      revenue: answerNumber(answers.revenue) as number,
      expenses: answerNumber(answers.expenses),
    });
    return this.financials(caller, id);
  }

  async removeFinancial(caller: SessionCaller, id: number, financialId: number): Promise<void> {
    if (!(await this.repository.removeFinancial(ownBusiness(caller, id), financialId)))
      throw financialNotFound(financialId);
  }

  /** GET /api/community-activity-periods: the caller's business's, or for staff the business `entity` names. */
  async periods(caller: SessionCaller, entity?: number): Promise<ActivityPeriodWire[]> {
    return this.repository.periods(await this.readable(caller, entity));
  }

  async addPeriod(caller: SessionCaller, body: unknown): Promise<ActivityPeriodWire> {
    const owner = ownBusiness(caller, caller.account.entityId);
    const errors = activityPeriodErrors(body, todayAnywhere(new Date()));
    if (errors.length > 0) throw unprocessable(errors);
    const { name, startsOn, endsOn } = body as Record<string, string>;
    const id = await this.repository.addPeriod(owner, { name, startsOn, endsOn });
    return (await this.repository.period(owner, id)) as ActivityPeriodWire;
  }

  async removePeriod(caller: SessionCaller, id: number): Promise<void> {
    if (!(await this.repository.removePeriod(ownBusiness(caller, caller.account.entityId), id)))
      throw periodNotFound(id);
  }

  /** GET /api/activities?entity=&period=: a period's activities, newest first. */
  async activities(caller: SessionCaller, period: unknown, entity?: number): Promise<ActivityWire[]> {
    const owner = await this.readable(caller, entity);
    const id = answerNumber(period);
    if (id === null || !Number.isInteger(id))
      throw unprocessable([
        { field: 'period', code: 'fieldRequired', message: 'The field period is required' },
      ]);
    if (!(await this.repository.period(owner, id))) throw periodNotFound(id);
    return this.repository.activities(owner, id);
  }

  /** POST /api/activities: {period, date, title, description?, hours?}, its day within the period. */
  async addActivity(caller: SessionCaller, body: unknown): Promise<ActivityWire> {
    const owner = ownBusiness(caller, caller.account.entityId);
    const answers = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const periodId = answerNumber(answers.period);
    const period = periodId === null ? null : await this.repository.period(owner, periodId);
    if (periodId === null)
      throw unprocessable([
        { field: 'period', code: 'fieldRequired', message: 'The field period is required' },
      ]);
    if (!period) {
      const message = `The activity period ${periodId} does not exist`;
      throw unprocessable([{ field: 'period', code: 'activityPeriodNotFound', message }]);
    }
    const errors = activityErrors(body, period, todayAnywhere(new Date()));
    if (errors.length > 0) throw unprocessable(errors);
    const id = await this.repository.addActivity(owner, {
      periodId: period.id,
      date: String(answers.date),
      title: String(answers.title),
      description: textOrNull(answers.description),
      hours: answerNumber(answers.hours),
    });
    return (await this.repository.activity(owner, id)) as ActivityWire;
  }

  async removeActivity(caller: SessionCaller, id: number): Promise<void> {
    if (!(await this.repository.removeActivity(ownBusiness(caller, caller.account.entityId), id)))
      throw activityNotFound(id);
  }

  /** GET /api/business-metrics/:id: counted from the business's applications on the instance. */
  async metrics(caller: SessionCaller, id: number): Promise<BusinessMetricsWire> {
    const owner = await this.existing(readableBy(caller, id));
    return businessMetrics(await this.applications.figuresOfBusiness(owner.instanceId, owner.businessId));
  }

  // A business reads its own; staff name the business (`entity`), which must be of their instance.
  private async readable(caller: SessionCaller, entity?: number): Promise<BusinessOwner> {
    if (caller.account.entityType !== ENTITY_TYPE.government)
      return this.existing(ownBusiness(caller, caller.account.entityId));
    if (entity === undefined || !Number.isInteger(entity)) {
      throw unprocessable([
        { field: 'entity', code: 'fieldRequired', message: 'The field entity is required' },
      ]);
    }
    return this.existing(readableBy(caller, entity));
  }

  private async existing(owner: BusinessOwner): Promise<BusinessOwner> {
    if (!(await this.accounts.business(owner.instanceId, owner.businessId)))
      throw businessNotFound(owner.businessId);
    return owner;
  }
}
