import { Injectable } from '@nestjs/common';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { forbidden, notFound, unprocessable } from '../../common/errors/domain.exception.js';
import { documentsErrors } from '../../contract/business-activity.js';
import {
  BUSINESS_MESSAGES,
  BUSINESS_SECTION_NAMES,
  type BusinessProfileWire,
  businessSectionErrors,
  categoriesErrors,
  type LicenseWire,
  licenseErrors,
} from '../../contract/business-profile.js';
import type { FieldError } from '../../contract/errors.js';
import { FILE_ERROR } from '../../contract/files.js';
import { fileIdOf, fillMessage, todayAnywhere } from '../../contract/form-answers.js';
import { AccountsService } from '../accounts/accounts.service.js';
import { ENTITY_TYPE } from '../accounts/entities/account.entity.js';
import { FilesService } from '../files/files.service.js';
import { ReferenceDataService } from '../reference-data/reference-data.service.js';
import {
  type BusinessOwner,
  BusinessProfilesRepository,
  type LicenseFields,
  type ProfileParts,
} from './business-profiles.repository.js';

export const businessNotFound = (id: number) =>
  notFound('businessNotFound', `The business ${id} does not exist`);
const licenseNotFound = (id: number) => notFound('licenseNotFound', `The license ${id} does not exist`);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A business's community profile and licences (API.md "Community profiles"). The business's own accounts
 * read and write it; the instance's staff read it; another business is told it does not exist (404), an
 * individual that businesses only have one (403).
 */
@Injectable()
export class BusinessProfilesService {
  constructor(
    private readonly repository: BusinessProfilesRepository,
    private readonly accounts: AccountsService,
    private readonly referenceData: ReferenceDataService,
    private readonly files: FilesService,
  ) {}

  /** GET /api/business/:id. */
  async read(caller: SessionCaller, id: number): Promise<BusinessProfileWire> {
    const owner = readableBy(caller, id);
    const business = await this.accounts.business(owner.instanceId, id);
    if (!business) throw businessNotFound(id);
    const parts = await this.repository.parts(owner);
    return {
      id,
      companyName: business.companyName,
      overview: parts?.overview ?? {},
      contact: parts?.contact ?? {},
      categories: parts?.categories ?? [],
      operatingHours: parts?.operatingHours ?? {},
      documents: parts?.documents ?? [],
    };
  }

  /** PATCH /api/business/:id: each part given replaces the saved one once every part holds (422 otherwise). */
  async update(caller: SessionCaller, id: number, body: unknown): Promise<BusinessProfileWire> {
    return this.saveOf(caller, ownBusiness(caller, id), body);
  }

  /**
   * PATCH /api/admin/businesses/:id (staff whose UserMgmt permission is ReadWrite): as the business's own PATCH,
   * but for documents, which hold the business's own uploads (403 staffDocumentsReadOnly).
   */
  async staffUpdate(caller: SessionCaller, id: number, body: unknown): Promise<BusinessProfileWire> {
    const owner = { instanceId: caller.instance.id, businessId: id };
    if (!(await this.accounts.business(owner.instanceId, id))) throw businessNotFound(id);
    if (isRecord(body) && Object.hasOwn(body, 'documents')) {
      throw forbidden('staffDocumentsReadOnly', "Only the business adds or removes its profile's documents");
    }
    return this.saveOf(caller, owner, body);
  }

  private async saveOf(
    caller: SessionCaller,
    owner: BusinessOwner,
    body: unknown,
  ): Promise<BusinessProfileWire> {
    if (!isRecord(body))
      throw unprocessable([{ field: 'body', code: 'fieldEntry', message: 'The body must be an object' }]);
    const today = todayAnywhere(new Date());
    const errors = BUSINESS_SECTION_NAMES.filter((name) => Object.hasOwn(body, name)).flatMap((name) =>
      businessSectionErrors(name, body[name], today),
    );
    if (Object.hasOwn(body, 'categories')) errors.push(...(await this.categoryErrors(body.categories)));
    if (Object.hasOwn(body, 'documents'))
      errors.push(...(await this.documentErrors(caller, owner, body.documents)));
    const known = new Set<string>([...BUSINESS_SECTION_NAMES, 'categories', 'documents']);
    for (const key of Object.keys(body).filter((k) => !known.has(k))) {
      errors.push({ field: key, code: 'unknownField', message: `The business profile has no part ${key}` });
    }
    if (errors.length > 0) throw unprocessable(errors);
    await this.repository.saveParts(owner, body as Partial<ProfileParts>);
    return this.read(caller, owner.businessId);
  }

  /** GET /api/community-entity-licenses: the caller's business's, or for staff the business `entity` names. */
  async licenses(caller: SessionCaller, entity?: number): Promise<LicenseWire[]> {
    // Anyone but staff reads their own business's: an individual is refused (403) before any entity is asked.
    const id =
      caller.account.entityType === ENTITY_TYPE.government
        ? entity
        : ownBusiness(caller, caller.account.entityId).businessId;
    if (id === undefined || !Number.isInteger(id)) {
      throw unprocessable([
        { field: 'entity', code: 'fieldRequired', message: 'The field entity is required' },
      ]);
    }
    const owner = readableBy(caller, id);
    if (!(await this.accounts.business(owner.instanceId, id))) throw businessNotFound(id);
    return this.repository.licenses(owner);
  }

  async addLicense(caller: SessionCaller, body: unknown): Promise<LicenseWire> {
    const owner = ownBusiness(caller, caller.account.entityId);
    const id = await this.repository.addLicense(owner, await this.licenseFields(caller, body));
    return (await this.repository.license(owner, id)) as LicenseWire;
  }

  async updateLicense(caller: SessionCaller, id: number, body: unknown): Promise<LicenseWire> {
    const owner = ownBusiness(caller, caller.account.entityId);
    if (!(await this.repository.license(owner, id))) throw licenseNotFound(id);
    await this.repository.updateLicense(owner, id, await this.licenseFields(caller, body));
    return (await this.repository.license(owner, id)) as LicenseWire;
  }

  async removeLicense(caller: SessionCaller, id: number): Promise<void> {
    const owner = ownBusiness(caller, caller.account.entityId);
    if (!(await this.repository.license(owner, id))) throw licenseNotFound(id);
    await this.repository.removeLicense(owner, id);
  }

  // A licence's fields once they hold: its attachment must be the caller's own upload.
  private async licenseFields(caller: SessionCaller, body: unknown): Promise<LicenseFields> {
    const errors = licenseErrors(body, todayAnywhere(new Date()));
    if (errors.length > 0) throw unprocessable(errors);
    const { licenseType, number, expiresOn, file } = body as Record<string, unknown>;
    const fileId = file === undefined || file === null ? null : fileIdOf(file);
    if (fileId !== null && !(await this.files.uploadedBy(caller, [fileId])).has(fileId)) {
      throw unprocessable([
        { field: 'file', code: FILE_ERROR.fileNotFound, message: `The file ${fileId} does not exist` },
      ]);
    }
    return {
      licenseType: String(licenseType),
      number: String(number),
      expiresOn: String(expiresOn),
      file: fileId === null ? null : (file as LicenseFields['file']),
    };
  }

  // Each document's file: an upload of the caller, or one the business's documents already hold (another of its
  // people may have added it; the list is given whole).
  private async documentErrors(
    caller: SessionCaller,
    owner: BusinessOwner,
    value: unknown,
  ): Promise<FieldError[]> {
    const shape = documentsErrors(value, todayAnywhere(new Date()));
    if (shape.length > 0) return shape;
    const ids = (value as { file: unknown }[]).map((d) => fileIdOf(d.file) as number);
    const saved = new Set(((await this.repository.parts(owner))?.documents ?? []).map((d) => d.file.id));
    const own = await this.files.uploadedBy(caller, ids);
    return ids.flatMap((id, i) =>
      own.has(id) || saved.has(id)
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

  private async categoryErrors(value: unknown): Promise<FieldError[]> {
    const shape = categoriesErrors(value);
    if (shape.length > 0) return shape;
    const codes = new Set((await this.referenceData.industries()).map((i) => i.code));
    return (value as string[]).flatMap((code, i) =>
      codes.has(code)
        ? []
        : [
            {
              field: `categories[${i}]`,
              code: 'categoryUnknown',
              message: fillMessage(BUSINESS_MESSAGES.categoryUnknown, { code }),
            },
          ],
    );
  }
}

/** The business itself, or the instance's staff (read-only); an individual: 403. */
export function readableBy(caller: SessionCaller, id: number): BusinessOwner {
  if (caller.account.entityType === ENTITY_TYPE.government)
    return { instanceId: caller.instance.id, businessId: id };
  return ownBusiness(caller, id);
}

/** The caller's own business: another business is not found (404); any other account is refused (403). */
export function ownBusiness(caller: SessionCaller, id: number): BusinessOwner {
  if (caller.account.entityType !== ENTITY_TYPE.business) {
    throw forbidden('businessesOnly', 'Only the business itself changes its profile');
  }
  if (caller.account.entityId !== id) throw businessNotFound(id);
  return { instanceId: caller.instance.id, businessId: id };
}
