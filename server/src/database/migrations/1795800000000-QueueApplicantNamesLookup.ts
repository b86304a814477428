import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The look-up of the applicant names a queue search contains reads them through their trigram index
 * whatever plan PL/pgSQL keeps. After five calls on a connection it keeps a generic plan, which does not see
 * the pattern and priced ILIKE at three rows: it walked the instance's every name by the primary key and
 * tested each (0.58 ms at 1,600 names, growing with them), against 0.03 ms through the trigram index. With
 * scans, index scans and index-only scans off, and the instance compared as `instance_id + 0` (no bitmap
 * of the primary key can answer it), the trigram index is the only way left, in any plan and at any size.
 */
export class QueueApplicantNamesLookup1795800000000 implements MigrationInterface {
  name = 'QueueApplicantNamesLookup1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      lookup(['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'], 'n.instance_id + 0 = instance'),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(lookup(['enable_seqscan'], 'n.instance_id = instance'));
  }
}

/** The function with the plan settings it switches off, and its condition on the instance. */
const lookup = (off: string[], sameInstance: string) => `
  CREATE OR REPLACE FUNCTION applicant_names_containing(instance integer, pattern text, max integer) RETURNS text[]
    LANGUAGE plpgsql STABLE ${off.map((setting) => `SET ${setting} = off`).join(' ')} AS $$
  BEGIN
    RETURN ARRAY(SELECT name::text FROM applicant_names n WHERE n.name ILIKE pattern AND ${sameInstance} LIMIT max);
  END $$`;
