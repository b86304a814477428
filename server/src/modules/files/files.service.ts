import { pipeline, Readable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { DomainException } from '../../common/errors/domain.exception.js';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { FILE_ERROR, type FileWire } from '../../contract/files.js';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { FileAccess, type SharedWithApplicant } from './file-access.js';
import { type FileRow, FilesRepository, fileWire } from './files.repository.js';
import { STORAGE, type StagedObject, type StoragePort } from './storage/storage.port.js';
import { HashingCounter, peek } from './stream-tools.js';
import {
  cleanFileName,
  judgeAs,
  judgeContent,
  type Refusal,
  SAMPLE_BYTES,
  tooLarge,
} from './upload-rules.js';

/** An upload as it arrives: its bytes, the name its sender gave, and what it is for. */
export interface IncomingFile {
  source: Readable;
  name: string | undefined;
  kind: string;
  applicationId: number | null;
  /** The types this upload may be, when not any of the allow-list. */
  only?: UploadTypes;
}

/** The types one call takes, and how its refusal names them; any type of the allow-list when none. */
export interface UploadTypes {
  types: readonly string[];
  takes: string;
}

/** An upload whose type is judged: its bytes to read, counted and hashed on the way. */
export interface CheckedUpload {
  name: string;
  contentType: string;
  stream: Readable;
  counter: HashingCounter;
}

/** Bytes received and checked, staged in the store, not yet recorded. */
export interface ReceivedFile {
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  staged: StagedObject;
}

/** A file the system makes (seeds, templates, generated documents). */
export interface FileToStore {
  instanceId: number;
  ownerAccountId: number | null;
  ownerUserId?: number | null;
  applicationId: number | null;
  kind: string;
  name: string;
  bytes: Buffer;
}

export const refusal = (j: Refusal, field = 'file') =>
  new DomainException(j.status, j.code, j.message, [{ field, code: j.code, message: j.message }]);

/** The error @fastify/multipart raises when a file passes its size limit. */
const isMultipartTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Files (API.md "Files and documents"): uploads streamed into the storage port and checked by their content,
 * their metadata in the files table, reads and removals by those FileAccess allows, each recorded in the
 * application's audit trail.
 */
@Injectable()
export class FilesService {
  readonly maxBytes: number;

  constructor(
    @Inject(SETTINGS) settings: Settings,
    @Inject(STORAGE) private readonly storage: StoragePort,
    private readonly files: FilesRepository,
    private readonly access: FileAccess,
    private readonly applications: ApplicationsRepository,
  ) {
    this.maxBytes = settings.PORCHLIGHT_MAX_UPLOAD_MB * 1024 * 1024;
  }

  /**
   * An upload's bytes with its type judged by its first bytes and its size capped (the stream fails past
   * the cap). A refused upload's remaining bytes are drained.
   */
  async checked(source: Readable, rawName: string | undefined, only?: UploadTypes): Promise<CheckedUpload> {
    const name = cleanFileName(rawName);
    const counter = new HashingCounter(this.maxBytes, () => refusal(tooLarge(this.maxBytes)));
    const { head, stream } = await this.guard(source, () => peek(source, SAMPLE_BYTES));
    const content = judgeContent(await fileTypeFromBuffer(head), head, name);
    const judged = only ? judgeAs(content, only.types, name, only.takes) : content;
    if (!judged.ok) {
      source.resume();
      throw refusal(judged);
    }
    // pipeline, not pipe: a source that fails (the client went away) fails the counted stream too.
    const counted = pipeline(stream, counter, () => undefined);
    return { name, contentType: judged.contentType, stream: counted, counter };
  }

  /** Runs a step that reads an upload, answering the multipart parser's size refusal as ours. */
  async guard<T>(source: Readable, step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      source.resume();
      if (isMultipartTooLarge(error)) throw refusal(tooLarge(this.maxBytes));
      throw error;
    }
  }

  /** Reads a checked upload into the store; a broken one leaves nothing stored. */
  async receive(source: Readable, rawName: string | undefined, only?: UploadTypes): Promise<ReceivedFile> {
    const upload = await this.checked(source, rawName, only);
    const staged = await this.guard(source, () => this.storage.stage(upload.stream));
    const { size, sha256 } = upload.counter;
    return { name: upload.name, contentType: upload.contentType, size, sha256, staged };
  }

  /** Makes received bytes a file: committed under their sha256, then recorded. */
  async record(
    received: ReceivedFile,
    owner: { instanceId: number; accountId: number | null; userId: number | null },
    target: { kind: string; applicationId: number | null },
  ): Promise<FileRow> {
    await received.staged.commit(received.sha256);
    return this.files.insert({
      instanceId: owner.instanceId,
      ownerAccountId: owner.accountId,
      ownerUserId: owner.userId,
      applicationId: target.applicationId,
      kind: target.kind,
      name: received.name,
      size: received.size,
      contentType: received.contentType,
      sha256: received.sha256,
    });
  }

  /** POST /api/upload-file: an upload of the caller's, for one of their applications or none yet. */
  async upload(caller: SessionCaller, incoming: IncomingFile): Promise<FileWire> {
    if (incoming.applicationId !== null) {
      await this.access.checkCanAttach(caller, incoming.applicationId);
    }
    const received = await this.receive(incoming.source, incoming.name, incoming.only);
    const row = await this.record(
      received,
      { instanceId: caller.instance.id, accountId: caller.account.id, userId: caller.user.id },
      { kind: incoming.kind, applicationId: incoming.applicationId },
    );
    await this.audit(caller, row, 'file-added');
    return fileWire(row);
  }

  /** A file the caller may read, with its bytes; the read is recorded in its application's trail. */
  async open(caller: SessionCaller, id: number): Promise<{ file: FileRow; bytes: Readable }> {
    const file = await this.access.readable(caller, id);
    const bytes = await this.storage.open(file.sha256);
    await this.audit(caller, file, 'file-read');
    return { file, bytes };
  }

  /** DELETE /api/files/remove-file/:id: recorded as removed; its bytes go when no other file holds them. */
  async remove(caller: SessionCaller, id: number): Promise<void> {
    const file = await this.access.removable(caller, id);
    await this.files.markRemoved(caller.instance.id, id, caller.user.id);
    await this.audit(caller, file, 'file-removed');
    if (!(await this.files.anyWithSha256(file.sha256))) await this.storage.remove(file.sha256);
  }

  /** The documents of an application its applicant sees: the files their account uploaded for it. */
  async applicantDocuments(caller: SessionCaller, applicationId: number): Promise<FileWire[]> {
    await this.access.checkApplicant(caller, applicationId);
    const rows = await this.files.forApplication(caller.instance.id, applicationId, caller.account.id);
    return rows.map(fileWire);
  }

  /** The documents of an application staff see: every live file of it. */
  async staffDocuments(caller: SessionCaller, applicationId: number): Promise<FileWire[]> {
    await this.access.checkStaffSees(caller, applicationId);
    const rows = await this.files.forApplication(caller.instance.id, applicationId);
    return rows.map(fileWire);
  }

  /** Files of one application by id, for a note's attachments: any id not among them is refused by name. */
  ofApplication(instanceId: number, applicationId: number, ids: number[]): Promise<FileWire[]> {
    return this.attachable(instanceId, applicationId, ids, () => true, 'was uploaded for this application');
  }

  /** The caller's own uploads for one application by id (an applicant's attachments); others refused by name. */
  ownOfApplication(caller: SessionCaller, applicationId: number, ids: number[]): Promise<FileWire[]> {
    const own = (r: FileRow) => r.owner_account_id === caller.account.id;
    return this.attachable(
      caller.instance.id,
      applicationId,
      ids,
      own,
      'of yours was uploaded for this application',
    );
  }

  private async attachable(
    instanceId: number,
    applicationId: number,
    ids: number[],
    allowed: (row: FileRow) => boolean,
    missingSays: string,
  ): Promise<FileWire[]> {
    const rows = await this.files.byIds(instanceId, [...new Set(ids)]);
    const found = new Set(
      rows.filter((r) => r.application_id === applicationId && allowed(r)).map((r) => r.id),
    );
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) {
      const message = `No file ${missing} ${missingSays}`;
      throw new DomainException(422, FILE_ERROR.fileNotFound, message, [
        { field: 'fileIds', code: FILE_ERROR.fileNotFound, message },
      ]);
    }
    return rows.filter((r) => found.has(r.id)).map(fileWire);
  }

  /** Lets the applicant of a file's application read it when `check` says it was shared with them. */
  shareWithApplicants(check: SharedWithApplicant): void {
    this.access.sharedWithApplicant.push(check);
  }

  /** Live files of the instance by id (those removed or unknown are left out). */
  async byIds(instanceId: number, ids: number[]): Promise<FileWire[]> {
    return (await this.files.byIds(instanceId, [...new Set(ids)])).map(fileWire);
  }

  /** Which of these ids are live files of the caller's instance that the caller uploaded (profile documents). */
  async uploadedBy(caller: SessionCaller, ids: number[]): Promise<Set<number>> {
    const rows = await this.files.byIds(caller.instance.id, [...new Set(ids)]);
    return new Set(rows.filter((r) => r.owner_account_id === caller.account.id).map((r) => r.id));
  }

  /**
   * Attaches the caller's unattached uploads to their application (submit), each recorded in its trail as
   * added; the ids attached.
   */
  async attach(caller: SessionCaller, ids: number[], applicationId: number): Promise<number[]> {
    const attached = await this.files.attach(caller.instance.id, caller.account.id, ids, applicationId);
    for (const file of await this.files.byIds(caller.instance.id, attached)) {
      await this.audit(caller, file, 'file-added');
    }
    return attached;
  }

  /** Stores bytes the system made, as a file of the instance. */
  async storeBuffer(file: FileToStore): Promise<FileWire> {
    const received = await this.receive(Readable.from([file.bytes]), file.name);
    const row = await this.record(
      received,
      { instanceId: file.instanceId, accountId: file.ownerAccountId, userId: file.ownerUserId ?? null },
      { kind: file.kind, applicationId: file.applicationId },
    );
    return fileWire(row);
  }

  /** The newest live file of a kind in the instance (of one account, when named). */
  async latestOfKind(instanceId: number, kind: string, ownerAccountId?: number): Promise<FileWire | null> {
    const row = await this.files.latestOfKind(instanceId, kind, ownerAccountId);
    return row ? fileWire(row) : null;
  }

  /** A file's whole bytes (small files the server itself reads: templates, CSV uploads). */
  async readBuffer(file: Pick<FileWire, 'sha256'>): Promise<Buffer> {
    const chunks: Buffer[] = [];
    await pipelineAsync(await this.storage.open(file.sha256), async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) chunks.push(chunk);
    });
    return Buffer.concat(chunks);
  }

  /** A public image (user picture, business logo) by its sha256, with its bytes; null when none. */
  async openImage(sha256: string): Promise<{ file: FileRow; bytes: Readable } | null> {
    const file = await this.files.byContent(sha256, ['user-picture', 'business-logo']);
    if (!file) return null;
    return { file, bytes: await this.storage.open(file.sha256) };
  }

  private async audit(
    caller: SessionCaller,
    file: FileRow,
    type: 'file-added' | 'file-read' | 'file-removed',
  ) {
    if (file.application_id === null) return;
    await this.applications.recordEvents([
      {
        instanceId: caller.instance.id,
        applicationId: file.application_id,
        type,
        actorUserId: caller.user.id,
        comment: file.name,
      },
    ]);
  }
}
