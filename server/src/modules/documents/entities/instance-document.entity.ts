import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TenantEntity } from '../../../common/tenant.entity.js';

/** What an instance document is: a fillable form (found by its alias) or the instance's rent PDF. */
export type InstanceDocumentKind = 'pdf-template' | 'rent-pdf';

/**
 * A PDF an instance keeps for its documents calls: an AcroForm template that fill-pdf fills for one alias
 * ("Rental assistance"), or the rent PDF. The bytes live in the row: the files storage (issue 17) was not
 * there yet, and these are few and small (tens of KB).
 */
@Entity('instance_documents')
@Index('uq_instance_documents_alias', ['instanceId', 'kind', 'alias'], { unique: true })
export class InstanceDocument extends TenantEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 40 })
  kind: InstanceDocumentKind;

  /** The template's alias as callers name it; '' for the rent PDF. Looked up without regard to case. */
  @Column({ type: 'varchar', length: 100, default: '' })
  alias: string;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'bytea' })
  content: Buffer;

  @Column({ type: 'char', length: 64 })
  sha256: string;
}
