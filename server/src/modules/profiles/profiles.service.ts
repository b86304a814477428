import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { forbidden, notFound, unprocessable } from '../../common/errors/domain.exception.js';
import type { FieldError } from '../../contract/errors.js';
import { FILE_ERROR } from '../../contract/files.js';
import { fileIdOf, todayAnywhere } from '../../contract/form-answers.js';
import {
  PROFILE_SECTIONS,
  type Profile,
  type ProfileSection,
  type ProfileSectionName,
  placeError,
  profileFacts,
  profileSectionErrors,
  type SectionAnswers,
} from '../../contract/profiles.js';
import { AccountsService, type CommunityEntityRow } from '../accounts/accounts.service.js';
import { ENTITY_TYPE } from '../accounts/entities/account.entity.js';
import { FilesService } from '../files/files.service.js';
import { ReferenceDataService } from '../reference-data/reference-data.service.js';
import { type Demographic, type ProfileOwner, ProfilesRepository } from './profiles.repository.js';

/** How many rows the staff's community profile directory answers. */
const DIRECTORY_LIMIT = 50;

/** An individual profile's sections (API.md "Community profiles"): read and saved one section at a time. */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly repository: ProfilesRepository,
    private readonly referenceData: ReferenceDataService,
    private readonly files: FilesService,
    private readonly accounts: AccountsService,
  ) {}

  /** GET /api/user-<section>: what was saved, or an empty section (lists empty). */
  read(caller: SessionCaller, name: ProfileSectionName): Promise<SectionAnswers> {
    return this.readOf(ownerOf(caller), name);
  }

  private async readOf(owner: ProfileOwner, name: ProfileSectionName): Promise<SectionAnswers> {
    const section: ProfileSection = PROFILE_SECTIONS[name];
    const empty = section.list ? { [section.list.name]: [] } : {};
    if (name === 'demographics') return { demographics: await this.repository.demographics(owner) };
    return { ...empty, ...((await this.repository.section(owner, name)) ?? {}) };
  }

  /**
   * PUT /api/user-<section>: the section replaced by the answers given, once every field holds (422 with each
   * field's error otherwise, and nothing saved). Answers the section's own; demographics are rows.
   */
  save(caller: SessionCaller, name: ProfileSectionName, body: unknown): Promise<SectionAnswers> {
    return this.saveOf(caller, ownerOf(caller), name, body);
  }

  /** GET /api/admin/individuals/:id/<section>: an individual of the staff member's instance (404 otherwise). */
  async staffRead(
    caller: SessionCaller,
    individualId: number,
    name: ProfileSectionName,
  ): Promise<SectionAnswers> {
    return this.readOf(await this.individualOfInstance(caller, individualId), name);
  }

  /**
   * PUT /api/admin/individuals/:id/<section> (staff whose UserMgmt permission is ReadWrite): as the individual's
   * own PUT, but for documents, which hold the individual's own uploads (403 staffDocumentsReadOnly).
   */
  async staffSave(
    caller: SessionCaller,
    individualId: number,
    name: ProfileSectionName,
    body: unknown,
  ): Promise<SectionAnswers> {
    const owner = await this.individualOfInstance(caller, individualId);
    if (name === 'documents') {
      throw forbidden(
        'staffDocumentsReadOnly',
        "Only the individual adds or removes their profile's documents",
      );
    }
    return this.saveOf(caller, owner, name, body);
  }

  /** GET /api/admin/community-profiles: the staff's directory of the instance's community profiles. */
  directory(caller: SessionCaller, search: string): Promise<CommunityEntityRow[]> {
    return this.accounts.communityEntities(caller.instance.id, search, DIRECTORY_LIMIT);
  }

  private async individualOfInstance(caller: SessionCaller, individualId: number): Promise<ProfileOwner> {
    const owner = { instanceId: caller.instance.id, individualId };
    if (!(await this.accounts.hasIndividual(owner.instanceId, individualId))) {
      throw notFound('individualNotFound', `The individual ${individualId} does not exist`);
    }
    return owner;
  }

  private async saveOf(
    caller: SessionCaller,
    owner: ProfileOwner,
    name: ProfileSectionName,
    body: unknown,
  ): Promise<SectionAnswers> {
    const errors = profileSectionErrors(name, body, todayAnywhere(new Date()));
    const answers = body as SectionAnswers;
    if (errors.length === 0) errors.push(...(await this.placeErrors(answers)));
    if (errors.length === 0 && name === 'documents')
      errors.push(...(await this.documentErrors(caller, answers)));
    if (errors.length > 0) throw unprocessable(errors);
    if (name === 'demographics') {
      await this.repository.replaceDemographics(owner, (answers.demographics ?? []) as Demographic[]);
    } else {
      await this.repository.saveSection(owner, name, answers);
    }
    return this.readOf(owner, name);
  }

  /**
   * The caller's profile as answers by form field name (eligibility); empty for non-individuals. Inside a
   * transaction, read with its manager (the embedded database has one connection).
   */
  async factsOf(caller: SessionCaller, manager?: EntityManager): Promise<Record<string, unknown>> {
    if (caller.account.entityType !== ENTITY_TYPE.individual) return {};
    return profileFacts(await this.repository.sections(ownerOf(caller), manager));
  }

  /**
   * An individual's community profile as answers by field name, for the forms fill-pdf fills: the facts
   * applications prefill from, and the landlord's name and contacts (their address would be taken for the
   * individual's own).
   */
  async answersOf(instanceId: number, individualId: number): Promise<Record<string, unknown>> {
    const profile = await this.repository.sections({ instanceId, individualId });
    const { landlordName, landlordPhone, landlordEmail } = profile.landlord ?? {};
    const landlord = Object.entries({ landlordName, landlordPhone, landlordEmail }).filter(
      ([, v]) => v !== undefined,
    );
    return { ...profileFacts(profile), ...Object.fromEntries(landlord) };
  }

  /** GET /api/user-profile: every saved section, demographics included when there are any. */
  async whole(caller: SessionCaller): Promise<Profile> {
    const owner = ownerOf(caller);
    const demographics = await this.repository.demographics(owner);
    const profile = await this.repository.sections(owner);
    return demographics.length > 0 ? { ...profile, demographics: { demographics } } : profile;
  }

  // A document's file must be the caller's own upload: an id of someone else's file is refused as unknown.
  private async documentErrors(caller: SessionCaller, answers: SectionAnswers): Promise<FieldError[]> {
    const entries = (answers.documents ?? []) as { file: unknown }[];
    const ids = entries.map((d) => fileIdOf(d.file) as number);
    const own = await this.files.uploadedBy(caller, ids);
    return ids.flatMap((id, i) =>
      own.has(id)
        ? []
        : [
            {
              field: `documents[${i}].file`,
              code: FILE_ERROR.fileNotFound,
              message: `The file ${id} does not exist`,
            },
          ],
    );
  }

  // A state the reference data lacks, or a county of another state.
  private async placeErrors(answers: SectionAnswers): Promise<FieldError[]> {
    const { state, county } = answers;
    if (typeof state !== 'string' || state === '') return [];
    if (!(await this.referenceData.isState(state))) return [placeError('state', state)];
    if (typeof county !== 'string' || county === '') return [];
    return (await this.referenceData.isCountyOf(state, county)) ? [] : [placeError('county', state)];
  }
}

/** The signed-in individual whose profile it is (403 for any other account; the guard already refuses them). */
function ownerOf(caller: SessionCaller): ProfileOwner {
  if (caller.account.entityType !== ENTITY_TYPE.individual) {
    throw forbidden('individualsOnly', 'Only an individual account has an individual profile');
  }
  return { instanceId: caller.instance.id, individualId: caller.account.entityId };
}
