import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ActivityPeriodWire, ActivityWire, FinancialWire } from '../../contract/business-activity.js';
import type { BusinessOwner } from './business-profiles.repository.js';
import {
  BusinessActivity,
  BusinessActivityPeriod,
  BusinessFinancial,
} from './entities/business-activity.entities.js';

export type FinancialFields = Omit<FinancialWire, 'id'>;
export type ActivityFields = Omit<ActivityWire, 'id'>;

const amount = (value: string | null): number | null => (value === null ? null : Number(value));
const financialWire = (row: BusinessFinancial): FinancialWire => ({
  id: row.id,
  periodType: row.periodType,
  year: row.year,
  month: row.month,
  period: row.period,
  revenue: Number(row.revenue),
  expenses: amount(row.expenses),
});
const periodWire = ({ id, name, startsOn, endsOn }: BusinessActivityPeriod): ActivityPeriodWire => ({
  id,
  name,
  startsOn,
  endsOn,
});
const activityWire = (row: BusinessActivity): ActivityWire => ({
  id: row.id,
  periodId: row.periodId,
  date: row.date,
  title: row.title,
  description: row.description,
  hours: amount(row.hours),
});

/** The business-profiles domain's records over time: business_financials, _activity_periods, _activities. */
@Injectable()
export class BusinessActivityRepository {
  constructor(private readonly dataSource: DataSource) {}

  async financials(owner: BusinessOwner): Promise<FinancialWire[]> {
    const rows = await this.dataSource.getRepository(BusinessFinancial).find({ where: owner });
    return rows.map(financialWire);
  }

  /** Saves a period, replacing the business's figures for the same period. */
  async saveFinancial(owner: BusinessOwner, fields: FinancialFields): Promise<void> {
    const { revenue, expenses, ...period } = fields;
    await this.dataSource.getRepository(BusinessFinancial).upsert(
      {
        ...owner,
        ...period,
        revenue: String(revenue),
        expenses: expenses === null ? null : String(expenses),
      },
      { conflictPaths: ['instanceId', 'businessId', 'period'] },
    );
  }

  /** Removes a period; false when the business has none of that id. */
  async removeFinancial(owner: BusinessOwner, id: number): Promise<boolean> {
    const { affected } = await this.dataSource.getRepository(BusinessFinancial).delete({ ...owner, id });
    return (affected ?? 0) > 0;
  }

  async periods(owner: BusinessOwner): Promise<ActivityPeriodWire[]> {
    const rows = await this.dataSource
      .getRepository(BusinessActivityPeriod)
      .find({ where: owner, order: { startsOn: 'DESC', id: 'DESC' } });
    return rows.map(periodWire);
  }

  async period(owner: BusinessOwner, id: number): Promise<ActivityPeriodWire | null> {
    const row = await this.dataSource.getRepository(BusinessActivityPeriod).findOneBy({ ...owner, id });
    return row ? periodWire(row) : null;
  }

  async addPeriod(owner: BusinessOwner, fields: Omit<ActivityPeriodWire, 'id'>): Promise<number> {
    const { identifiers } = await this.dataSource
      .getRepository(BusinessActivityPeriod)
      .insert({ ...owner, ...fields });
    return identifiers[0].id as number;
  }

  /** Removes a period with its activities (the foreign key cascades); false when there is none. */
  async removePeriod(owner: BusinessOwner, id: number): Promise<boolean> {
    const { affected } = await this.dataSource.getRepository(BusinessActivityPeriod).delete({ ...owner, id });
    return (affected ?? 0) > 0;
  }

  async activities(owner: BusinessOwner, periodId: number): Promise<ActivityWire[]> {
    const rows = await this.dataSource
      .getRepository(BusinessActivity)
      .find({ where: { ...owner, periodId }, order: { date: 'DESC', id: 'DESC' } });
    return rows.map(activityWire);
  }

  async activity(owner: BusinessOwner, id: number): Promise<ActivityWire | null> {
    const row = await this.dataSource.getRepository(BusinessActivity).findOneBy({ ...owner, id });
    return row ? activityWire(row) : null;
  }

  async addActivity(owner: BusinessOwner, fields: ActivityFields): Promise<number> {
    const { hours, ...rest } = fields;
    const { identifiers } = await this.dataSource
      .getRepository(BusinessActivity)
      .insert({ ...owner, ...rest, hours: hours === null ? null : String(hours) });
    return identifiers[0].id as number;
  }

  async removeActivity(owner: BusinessOwner, id: number): Promise<boolean> {
    const { affected } = await this.dataSource.getRepository(BusinessActivity).delete({ ...owner, id });
    return (affected ?? 0) > 0;
  }
}
