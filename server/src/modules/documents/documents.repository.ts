import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Instance } from '../instances/entities/instance.entity.js';
import { InstanceDocument, type InstanceDocumentKind } from './entities/instance-document.entity.js';

/** What fill-pdf fills a form from: the individual's names and contact, and their community-profile answers. */
export interface IndividualProfile {
  id: number;
  instanceId: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  profile: Record<string, unknown>;
}

/**
 * The documents domain's data: the instance's PDFs (instance_documents), and the few reads of other
 * domains' rows it needs until those domains offer them (an instance's existence, an individual's profile:
 * the community profiles are a later issue).
 */
@Injectable()
export class DocumentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The instance's document of a kind; a template by its alias, whatever its case. */
  async document(
    instanceId: number,
    kind: InstanceDocumentKind,
    alias = '',
  ): Promise<Pick<InstanceDocument, 'fileName' | 'content'> | null> {
    return this.dataSource
      .getRepository(InstanceDocument)
      .createQueryBuilder('d')
      .select(['d.fileName', 'd.content'])
      .where('d.instance_id = :instanceId AND d.kind = :kind AND lower(d.alias) = lower(:alias)', {
        instanceId,
        kind,
        alias: alias.trim(),
      })
      .orderBy('d.id', 'DESC')
      .getOne();
  }

  instanceExists(id: number): Promise<boolean> {
    return this.dataSource.getRepository(Instance).existsBy({ id });
  }

  /**
   * An individual of the instance with what their row and their login hold: the individual's own names and
   * contact, else those of the user whose individual account it is.
   */
  async individual(instanceId: number, id: number): Promise<IndividualProfile | null> {
    const [row] = await this.dataSource.query(
      `SELECT i.id, i.instance_id AS "instanceId",
              coalesce(nullif(trim(i.first_name), ''), u.first_name) AS "firstName",
              coalesce(nullif(trim(i.last_name), ''), u.last_name) AS "lastName",
              coalesce(i.email, u.email) AS email, coalesce(i.phone, u.phone) AS phone, i.profile
         FROM individuals i
         LEFT JOIN LATERAL (
           SELECT a.user_id FROM accounts a
            WHERE a.instance_id = i.instance_id AND a.entity_type = 2 AND a.entity_id = i.id
            ORDER BY a.id LIMIT 1) a ON true
         LEFT JOIN users u ON u.id = a.user_id
        WHERE i.instance_id = $1 AND i.id = $2`,
      [instanceId, id],
    );
    return row ? { ...row, profile: row.profile ?? {} } : null;
  }
}
