import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Country, Industry, ReferenceItem, UsCounty, UsState } from '../../contract/profiles.js';
import {
  CountryRow,
  IndustryRow,
  ReferenceListItemRow,
  UsCountyRow,
  UsStateRow,
} from './entities/reference.entities.js';

/** The reference-data domain's tables (ref_*): read only, the same for every instance. */
@Injectable()
export class ReferenceDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  states(): Promise<UsState[]> {
    return this.dataSource.getRepository(UsStateRow).find({ order: { name: 'ASC' } });
  }

  counties(): Promise<UsCounty[]> {
    return this.dataSource.getRepository(UsCountyRow).find({ order: { state: 'ASC', name: 'ASC' } });
  }

  countries(): Promise<Country[]> {
    return this.dataSource.getRepository(CountryRow).find({ order: { name: 'ASC' } });
  }

  industries(): Promise<Industry[]> {
    return this.dataSource.getRepository(IndustryRow).find({ order: { code: 'ASC' } });
  }

  async listItems(): Promise<(ReferenceItem & { kind: string })[]> {
    const rows = await this.dataSource
      .getRepository(ReferenceListItemRow)
      .find({ order: { kind: 'ASC', position: 'ASC' } });
    return rows.map(({ kind, code, name }) => ({ kind, code, name }));
  }
}
