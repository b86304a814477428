import { Inject, Injectable } from '@nestjs/common';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { FileWire } from '../../contract/files.js';
import type { FilesTable, FileTables } from './file-tables.js';

export const FILES_DB = Symbol('FILES_DB');

/** A file's row as the service reads it. */
export type FileRow = Selectable<FilesTable> & { uploader_name: string | null };

/** A file to record, its bytes already stored under its sha256. */
export interface NewFile {
  instanceId: number;
  ownerAccountId: number | null;
  ownerUserId: number | null;
  applicationId: number | null;
  kind: string;
  name: string;
  size: number;
  contentType: string;
  sha256: string;
}

const uploaderName = sql<string | null>`queue_user_name(f.owner_user_id)`.as('uploader_name');

/** A row as the wire shape. */
export const fileWire = (f: FileRow): FileWire => ({
  id: f.id,
  name: f.name,
  size: Number(f.size),
  contentType: f.content_type,
  sha256: f.sha256,
  createdAt: f.created_at.toISOString(),
  kind: f.kind,
  applicationId: f.application_id,
  uploadedBy: f.owner_user_id === null ? null : { id: f.owner_user_id, name: f.uploader_name },
});

/** The files table: every read and write of it. Removed files are found by no read but `anyWithSha256`. */
@Injectable()
export class FilesRepository {
  constructor(@Inject(FILES_DB) private readonly db: Kysely<FileTables>) {}

  private live(instanceId: number) {
    return this.db
      .selectFrom('files as f')
      .selectAll('f')
      .select(uploaderName)
      .where('f.instance_id', '=', instanceId)
      .where('f.removed_at', 'is', null);
  }

  async insert(file: NewFile): Promise<FileRow> {
    const { id } = await this.db
      .insertInto('files')
      .values({
        instance_id: file.instanceId,
        owner_account_id: file.ownerAccountId,
        owner_user_id: file.ownerUserId,
        application_id: file.applicationId,
        kind: file.kind,
        name: file.name,
        size: file.size,
        content_type: file.contentType,
        sha256: file.sha256,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await this.byId(file.instanceId, id)) as FileRow;
  }

  byId(instanceId: number, id: number): Promise<FileRow | undefined> {
    return this.live(instanceId).where('f.id', '=', id).executeTakeFirst();
  }

  byIds(instanceId: number, ids: number[]): Promise<FileRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.live(instanceId).where('f.id', 'in', ids).orderBy('f.id').execute();
  }

  /** An application's files, newest first; with `ownerAccountId`, only those that account uploaded. */
  forApplication(instanceId: number, applicationId: number, ownerAccountId?: number): Promise<FileRow[]> {
    return this.live(instanceId)
      .where('f.application_id', '=', applicationId)
      .$if(ownerAccountId !== undefined, (q) => q.where('f.owner_account_id', '=', ownerAccountId as number))
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .execute();
  }

  /** The newest file of a kind in the instance (of one account, when named). */
  latestOfKind(instanceId: number, kind: string, ownerAccountId?: number): Promise<FileRow | undefined> {
    return this.live(instanceId)
      .where('f.kind', '=', kind)
      .$if(ownerAccountId !== undefined, (q) => q.where('f.owner_account_id', '=', ownerAccountId as number))
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .executeTakeFirst();
  }

  /** A live file of one of `kinds` holding these bytes, in any instance (public images are found by hash). */
  byContent(sha256: string, kinds: string[]): Promise<FileRow | undefined> {
    return this.db
      .selectFrom('files as f')
      .selectAll('f')
      .select(uploaderName)
      .where('f.sha256', '=', sha256)
      .where('f.kind', 'in', kinds)
      .where('f.removed_at', 'is', null)
      .executeTakeFirst();
  }

  /** Whether any live file still holds these bytes. */
  async anyWithSha256(sha256: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('files')
      .select('id')
      .where('sha256', '=', sha256)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async markRemoved(instanceId: number, id: number, userId: number): Promise<void> {
    await this.db
      .updateTable('files')
      .set({ removed_at: new Date(), removed_by_user_id: userId })
      .where('instance_id', '=', instanceId)
      .where('id', '=', id)
      .execute();
  }

  /**
   * Attaches an account's unattached uploads to an application (an applicant's uploads become its documents
   * when it is submitted); the ids attached.
   */
  async attach(
    instanceId: number,
    accountId: number,
    ids: number[],
    applicationId: number,
  ): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .updateTable('files')
      .set({ application_id: applicationId })
      .where('instance_id', '=', instanceId)
      .where('owner_account_id', '=', accountId)
      .where('application_id', 'is', null)
      .where('removed_at', 'is', null)
      .where('id', 'in', ids)
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }
}
