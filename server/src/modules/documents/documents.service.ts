import { Injectable } from '@nestjs/common';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { notFound } from '../../common/errors/domain.exception.js';
import type { ContactInfo } from '../../contract/branding.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { formSections } from '../applications/record-form.js';
import { brandingTextsIn } from '../instances/branding.js';
import { instanceNotFound } from '../instances/instance-resolver.service.js';
import { ProfilesService } from '../profiles/profiles.service.js';
import { APPLICANT_ACCOUNT_TYPES, QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { applicationNotFound } from '../programs/application-scope.js';
import { ProgramsService } from '../programs/programs.service.js';
import { QueueService } from '../queue/queue.service.js';
import { DocumentsRepository } from './documents.repository.js';
import type { FillPdfDto, SnapshotPdfDto } from './dto/documents.dto.js';
import { fillForm, profileValues } from './fill-form.js';
import {
  answeredSections,
  declarationSections,
  historyLines,
  type SnapshotAudience,
  type SnapshotData,
  snapshotFileName,
} from './snapshot-content.js';
import { renderSnapshotPdf } from './snapshot-pdf.js';

/** A PDF answered to the client: its bytes and the name it is offered under. */
export interface PdfFile {
  bytes: Buffer;
  fileName: string;
}

export const individualNotFound = (id: number) =>
  notFound('individualNotFound', `The individual ${id} does not exist`);
export const templateNotFound = (alias: string) =>
  notFound('documentTemplateNotFound', `This instance has no form named "${alias}"`);

/** A file name safe in a header, from a template's alias. */
const aliasFileName = (alias: string) =>
  `${
    alias
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'form'
  }.pdf`;

const isOneOf = (list: readonly string[], value: string) => list.includes(value);

/** The instance's contact line for the footer: its email, else its first phone. */
function contactLine(contact: ContactInfo | null | undefined): string | null {
  return contact?.email ?? contact?.phones?.[0]?.phone ?? null;
}

/**
 * The documents of the specification (programs spec §7, API.md "Files and documents"): the application
 * snapshot PDF, the instance's forms filled from a profile, and the instance's rent PDF.
 */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly queue: QueueService,
    private readonly programs: ProgramsService,
    private readonly applications: ApplicationsRepository,
    private readonly documents: DocumentsRepository,
    private readonly profiles: ProfilesService,
  ) {}

  /**
   * The header of an application the caller may see, and who they are to it: staff see what their queue
   * shows (their instance and, unless administrators, the processes they work), the applicant sees the
   * applications of their own account. Anyone else, and any other application: not found.
   */
  private async visibleHeader(caller: SessionCaller, id: number) {
    if (isOneOf(QUEUE_STAFF_ACCOUNT_TYPES, caller.accountType)) {
      const row = await this.queue.one(caller, id);
      return {
        audience: 'staff' as SnapshotAudience,
        externalId: row.externalId,
        programName: row.programName,
        status: row.currentStateName ?? '',
        submittedAt: row.submittedAt,
        createdAt: row.createdAt,
      };
    }
    if (isOneOf(APPLICANT_ACCOUNT_TYPES, caller.accountType)) {
      const own = (await this.programs.mine(caller)).find((a) => a.id === id);
      if (own) {
        return {
          audience: 'applicant' as SnapshotAudience,
          externalId: own.externalId,
          programName: own.programName,
          status: own.status.name,
          submittedAt: own.submittedAt,
          createdAt: own.createdAt,
        };
      }
    }
    throw applicationNotFound(id);
  }

  /** What the snapshot prints, all of it read from the database but the status description. */
  async snapshotData(caller: SessionCaller, body: SnapshotPdfDto): Promise<SnapshotData> {
    const id = body.workflow_id;
    const instance = caller.instance;
    const [header, detail] = await Promise.all([
      this.visibleHeader(caller, id),
      this.applications.recordDetail(instance.id, id),
    ]);
    if (!detail) throw applicationNotFound(id);
    // The applicant's copy names states as they see them (public labels), staff's as they work them.
    const events = await this.applications.events(instance.id, id, {
      stateNames: header.audience === 'applicant' ? 'public' : 'internal',
    });
    const branding = brandingTextsIn(instance, caller.user.defaultLanguage);
    return {
      instance: {
        name: instance.name,
        title: branding.portalTitle?.trim() || instance.name,
        textMode: instance.textMode,
        contact: contactLine(instance.contactInfo),
      },
      application: {
        id,
        externalId: header.externalId,
        programName: header.programName,
        status: header.status,
        statusDescription: body.status_description?.trim() || null,
        submittedAt: header.submittedAt,
        createdAt: header.createdAt,
      },
      applicant: {
        name: detail.applicant.name,
        entityType: detail.applicant.entityType,
        email: detail.applicant.email,
        phone: detail.applicant.phone,
      },
      sections: [
        ...answeredSections(formSections(detail), detail.answers),
        ...declarationSections(detail.declarations),
      ],
      history: historyLines(events, header.audience),
      generatedAt: new Date().toISOString(),
      audience: header.audience,
    };
  }

  /** The application snapshot PDF (programs spec §7). */
  async snapshotPdf(caller: SessionCaller, body: SnapshotPdfDto): Promise<PdfFile> {
    const data = await this.snapshotData(caller, body);
    return {
      bytes: await renderSnapshotPdf(data),
      fileName: snapshotFileName(data.application.externalId, data.application.id),
    };
  }

  /**
   * The instance's form for `file_alias` filled from an individual's profile (programs spec §7): the fields
   * it has no value for, or the filled PDF. The individual themselves or the staff of their instance; anyone
   * else, another instance, or an unknown individual: 404 individualNotFound. An unknown alias: 404
   * documentTemplateNotFound.
   */
  async fillPdf(caller: SessionCaller, body: FillPdfDto): Promise<{ missing_fields: string[] } | PdfFile> {
    const id = body.individual_id;
    const instanceId = caller.instance.id;
    const self = caller.account.entityType === 2 && caller.account.entityId === id;
    const staff = isOneOf(QUEUE_STAFF_ACCOUNT_TYPES, caller.accountType);
    if (body.instance_id !== instanceId || !(self || staff)) throw individualNotFound(id);
    const person = await this.documents.individual(instanceId, id);
    if (!person) throw individualNotFound(id);
    const alias = body.file_alias.trim();
    const template = await this.documents.document(instanceId, 'pdf-template', alias);
    if (!template) throw templateNotFound(alias);
    const download = body.download === true;
    // The community profile's answers over the older profile column: they are what the individual keeps up to date.
    const answers = { ...person.profile, ...(await this.profiles.answersOf(instanceId, id)) };
    const values = profileValues({ ...person, profile: answers }, new Date());
    const filled = await fillForm(template.content, values, { render: download });
    if (!download || !filled.pdf) return { missing_fields: filled.missingFields };
    return { bytes: Buffer.from(filled.pdf), fileName: aliasFileName(alias) };
  }

  /** The instance's rent PDF; null when it has none. An unknown instance: 404 instanceNotFound. */
  async rentPdf(instanceId: number): Promise<PdfFile | null> {
    if (!(await this.documents.instanceExists(instanceId))) throw instanceNotFound();
    const file = await this.documents.document(instanceId, 'rent-pdf');
    return file ? { bytes: file.content, fileName: file.fileName } : null;
  }
}
