import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CommunityNote } from './entities/community-note.entity.js';

/** A note's row with its author's name. */
export interface CommunityNoteRow {
  id: number;
  entityType: number;
  entityId: number;
  at: Date;
  authorId: number;
  authorName: string | null;
  body: string;
  fileIds: number[];
}

const SELECT_NOTE = `SELECT n.id, n.entity_type AS "entityType", n.entity_id AS "entityId", n.created_at AS at,
  n.author_user_id AS "authorId", queue_user_name(n.author_user_id) AS "authorName", n.body,
  n.file_ids AS "fileIds" FROM community_notes n`;

/** The community_notes table: every read and write of it, scoped by instance. */
@Injectable()
export class CommunityNotesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The entity's newest `limit` notes, newest first, with how many it has. */
  async ofEntity(
    instanceId: number,
    entityType: number,
    entityId: number,
    limit: number,
  ): Promise<{ count: number; newest: CommunityNoteRow[] }> {
    const where = 'WHERE n.instance_id = $1 AND n.entity_type = $2 AND n.entity_id = $3';
    const params = [instanceId, entityType, entityId];
    const [[counted], newest] = await Promise.all([
      this.dataSource.query(`SELECT count(*)::int AS count FROM community_notes n ${where}`, params),
      this.dataSource.query(`${SELECT_NOTE} ${where} ORDER BY n.created_at DESC, n.id DESC LIMIT $4`, [
        ...params,
        limit,
      ]),
    ]);
    return { count: counted.count as number, newest: newest as CommunityNoteRow[] };
  }

  async one(instanceId: number, id: number): Promise<CommunityNoteRow | undefined> {
    const [row] = await this.dataSource.query(`${SELECT_NOTE} WHERE n.instance_id = $1 AND n.id = $2`, [
      instanceId,
      id,
    ]);
    return row as CommunityNoteRow | undefined;
  }

  async insert(note: {
    instanceId: number;
    entityType: number;
    entityId: number;
    authorUserId: number;
    body: string;
  }): Promise<number> {
    const saved = await this.dataSource
      .getRepository(CommunityNote)
      .save(this.dataSource.getRepository(CommunityNote).create({ ...note, fileIds: [] }));
    return saved.id;
  }

  /** Adds a file to the note's attachments (in one statement, so two uploads at once both stay). */
  async attach(instanceId: number, id: number, fileId: number): Promise<void> {
    await this.dataSource.query(
      'UPDATE community_notes SET file_ids = array_append(file_ids, $3) WHERE instance_id = $1 AND id = $2',
      [instanceId, id, fileId],
    );
  }
}
