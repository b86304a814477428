import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { LicenseWire } from '../../contract/business-profile.js';
import { BusinessLicense, BusinessProfileRow } from './entities/business-profile.entities.js';

/** Whose profile: a business of an instance (every query is scoped by both). */
export interface BusinessOwner {
  instanceId: number;
  businessId: number;
}

export type ProfileParts = Pick<
  BusinessProfileRow,
  'overview' | 'contact' | 'categories' | 'operatingHours' | 'documents'
>;
export type LicenseFields = Omit<LicenseWire, 'id'>;

const licenseWire = (row: BusinessLicense): LicenseWire => ({
  id: row.id,
  licenseType: row.licenseType,
  number: row.number,
  expiresOn: row.expiresOn,
  file: row.file,
});

/** The business-profiles domain's tables: business_profiles and business_licenses. */
@Injectable()
export class BusinessProfilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async parts(owner: BusinessOwner): Promise<ProfileParts | null> {
    return this.dataSource.getRepository(BusinessProfileRow).findOne({
      where: owner,
      select: { overview: true, contact: true, categories: true, operatingHours: true, documents: true },
    });
  }

  /** Saves the parts given, each replacing what it held; the others stay. */
  async saveParts(owner: BusinessOwner, parts: Partial<ProfileParts>): Promise<void> {
    await this.dataSource
      .getRepository(BusinessProfileRow)
      // TypeORM's partial type cannot spell jsonb columns of unknown values.
      .upsert({ ...owner, ...parts } as QueryDeepPartialEntity<BusinessProfileRow>, {
        conflictPaths: ['instanceId', 'businessId'],
      });
  }

  async licenses(owner: BusinessOwner): Promise<LicenseWire[]> {
    const rows = await this.dataSource
      .getRepository(BusinessLicense)
      .find({ where: owner, order: { expiresOn: 'ASC', id: 'ASC' } });
    return rows.map(licenseWire);
  }

  async license(owner: BusinessOwner, id: number): Promise<LicenseWire | null> {
    const row = await this.dataSource.getRepository(BusinessLicense).findOneBy({ ...owner, id });
    return row ? licenseWire(row) : null;
  }

  async addLicense(owner: BusinessOwner, fields: LicenseFields): Promise<number> {
    const { identifiers } = await this.dataSource
      .getRepository(BusinessLicense)
      .insert({ ...owner, ...fields });
    return identifiers[0].id as number;
  }

  async updateLicense(owner: BusinessOwner, id: number, fields: LicenseFields): Promise<void> {
    await this.dataSource.getRepository(BusinessLicense).update({ ...owner, id }, fields);
  }

  async removeLicense(owner: BusinessOwner, id: number): Promise<void> {
    await this.dataSource.getRepository(BusinessLicense).delete({ ...owner, id });
  }
}
