import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { Profile, ProfileSectionName, SectionAnswers } from '../../contract/profiles.js';
import { IndividualDemographic, ProfileSectionRow } from './entities/profile.entities.js';

/** Whose profile: an individual of an instance (every query is scoped by both). */
export interface ProfileOwner {
  instanceId: number;
  individualId: number;
}

export interface Demographic {
  type: string;
  category: string;
}

/** The profiles domain's tables: profile_sections and individual_demographics. */
@Injectable()
export class ProfilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async section(owner: ProfileOwner, section: ProfileSectionName): Promise<SectionAnswers | null> {
    const row = await this.dataSource
      .getRepository(ProfileSectionRow)
      .findOne({ where: { ...owner, section }, select: { answers: true } });
    return row?.answers ?? null;
  }

  /** Saves a section whole, replacing what it held. */
  async saveSection(
    owner: ProfileOwner,
    section: ProfileSectionName,
    answers: SectionAnswers,
  ): Promise<void> {
    await this.dataSource
      .getRepository(ProfileSectionRow)
      // TypeORM's partial type cannot spell a jsonb column of unknown values.
      .upsert({ ...owner, section, answers } as QueryDeepPartialEntity<ProfileSectionRow>, {
        conflictPaths: ['instanceId', 'individualId', 'section'],
      });
  }

  /** Every saved section (demographics aside), keyed by section name; in the caller's transaction if given. */
  async sections(owner: ProfileOwner, manager: EntityManager = this.dataSource.manager): Promise<Profile> {
    const rows = await manager
      .getRepository(ProfileSectionRow)
      .find({ where: owner, select: { section: true, answers: true } });
    return Object.fromEntries(rows.map((r) => [r.section, r.answers]));
  }

  demographics(owner: ProfileOwner): Promise<Demographic[]> {
    return this.dataSource
      .getRepository(IndividualDemographic)
      .find({ where: owner, select: { type: true, category: true }, order: { id: 'ASC' } })
      .then((rows) => rows.map(({ type, category }) => ({ type, category })));
  }

  /** The spec's replacement: the individual's demographics deleted, then each new one added, in one transaction. */
  async replaceDemographics(owner: ProfileOwner, demographics: Demographic[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(IndividualDemographic);
      await repository.delete(owner);
      if (demographics.length > 0) await repository.insert(demographics.map((d) => ({ ...owner, ...d })));
    });
  }
}
