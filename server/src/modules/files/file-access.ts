import { Injectable } from '@nestjs/common';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { notFound } from '../../common/errors/domain.exception.js';
import { FILE_ERROR } from '../../contract/files.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { QUEUE_STAFF_ACCOUNT_TYPES } from '../programs/account-groups.js';
import { applicationNotFound } from '../programs/application-scope.js';
import { QueueService } from '../queue/queue.service.js';
import { type FileRow, FilesRepository } from './files.repository.js';

const MAX_INT = 2_147_483_647;
const isId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_INT;
const STAFF: readonly string[] = QUEUE_STAFF_ACCOUNT_TYPES;

/** Whether a file of an application was shared with its applicant (a message they read names it). */
export type SharedWithApplicant = (file: {
  instanceId: number;
  applicationId: number;
  id: number;
}) => Promise<boolean>;

/** The kind of the files attached to community notes (programs spec §7 community-notes). */
export const COMMUNITY_NOTE_FILE_KIND = 'community-note';

export const fileNotFound = (id: number) =>
  notFound(FILE_ERROR.fileNotFound, `The file ${id} does not exist`);

/**
 * Who may do what with a file (API.md "Files and documents"): the account that uploaded it, the staff of its
 * instance who may see its application in their queue, and its application's applicant once it was shared
 * with them (a message attachment; domains that share files register how they know). Anyone else, in another
 * instance too, is told the file does not exist.
 */
@Injectable()
export class FileAccess {
  /** Registered at start by the domains that share files with applicants (communications). */
  readonly sharedWithApplicant: SharedWithApplicant[] = [];

  constructor(
    private readonly files: FilesRepository,
    private readonly applications: ApplicationsRepository,
    private readonly queue: QueueService,
  ) {}

  private isStaff(caller: SessionCaller): boolean {
    return STAFF.includes(caller.accountType);
  }

  private async staffSees(caller: SessionCaller, applicationId: number): Promise<boolean> {
    return this.isStaff(caller) && this.applications.visible(await this.queue.scope(caller), applicationId);
  }

  private async applicantOf(caller: SessionCaller, applicationId: number): Promise<boolean> {
    const row = await this.applications.applicantAccount(caller.instance.id, applicationId);
    return row !== undefined && row.accountId === caller.account.id;
  }

  /** Staff who see the application, or its applicant, may add files to it. */
  async checkCanAttach(caller: SessionCaller, applicationId: number): Promise<void> {
    const allowed =
      isId(applicationId) &&
      ((await this.applicantOf(caller, applicationId)) || (await this.staffSees(caller, applicationId)));
    if (!allowed) throw applicationNotFound(applicationId);
  }

  async checkApplicant(caller: SessionCaller, applicationId: number): Promise<void> {
    if (!isId(applicationId) || !(await this.applicantOf(caller, applicationId))) {
      throw applicationNotFound(applicationId);
    }
  }

  async checkStaffSees(caller: SessionCaller, applicationId: number): Promise<void> {
    if (!isId(applicationId) || !(await this.staffSees(caller, applicationId))) {
      throw applicationNotFound(applicationId);
    }
  }

  /** A live file of the caller's instance that they uploaded, or that belongs to an application they see. */
  async readable(caller: SessionCaller, id: number): Promise<FileRow> {
    const file = isId(id) ? await this.files.byId(caller.instance.id, id) : undefined;
    if (!file) throw fileNotFound(id);
    if (file.owner_account_id === caller.account.id) return file;
    // A note on a community entity is the instance's staff's, as the note itself is.
    if (file.kind === COMMUNITY_NOTE_FILE_KIND && this.isStaff(caller)) return file;
    if (file.application_id !== null && (await this.staffSees(caller, file.application_id))) return file;
    if (file.application_id !== null && (await this.sharedWith(caller, file.application_id, file.id))) {
      return file;
    }
    throw fileNotFound(id);
  }

  private async sharedWith(caller: SessionCaller, applicationId: number, id: number): Promise<boolean> {
    if (!(await this.applicantOf(caller, applicationId))) return false;
    const file = { instanceId: caller.instance.id, applicationId, id };
    for (const shared of this.sharedWithApplicant) if (await shared(file)) return true;
    return false;
  }

  /** Whoever may read a file may remove it; the removal is recorded (docs/decisions.md). */
  removable(caller: SessionCaller, id: number): Promise<FileRow> {
    return this.readable(caller, id);
  }
}
