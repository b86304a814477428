import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SessionCaller } from '../../common/auth/auth-context.js';
import { type ResourceMatch, wordsOf } from '../../contract/ai.js';
import { communityTypeOf } from './programs.service.js';

/** The most programs one search answers. */
const SEARCH_LIMIT = 20;

// Each word of the need becomes its English lexemes (stop words none), so a word matches a field when their
// lexemes meet: "groceries" finds "Grocery". The query ORs them: a need is rarely every word of a program.
// Built from arrays of lexemes (never to_tsquery over the person's text), so no text can break the query.
const SEARCH_SQL = `
  WITH need AS (
    SELECT w, n, tsvector_to_array(to_tsvector('english', w)) AS lexemes
      FROM unnest($2::text[]) WITH ORDINALITY AS t(w, n)
  ), q AS (
    SELECT string_agg(quote_literal(l), ' | ')::tsquery AS query FROM need, unnest(need.lexemes) AS l
  ), docs AS (
    SELECT p.id, p.display_name, p.description,
           coalesce((SELECT string_agg(c->>'label', ' ')
                       FROM jsonb_array_elements(p.eligibility_criteria) c), '') AS criteria
      FROM programs p
     WHERE p.instance_id = $1 AND p.active AND ($3::int IS NULL OR $3::int = ANY(p.audience))
  ), ranked AS (
    SELECT d.*,
           setweight(to_tsvector('english', d.display_name), 'A')
           || setweight(to_tsvector('english', coalesce(d.description, '')), 'B')
           || setweight(to_tsvector('english', d.criteria), 'C') AS doc
      FROM docs d
  )
  SELECT r.id AS "programId", r.display_name AS name, r.description, ts_rank(r.doc, q.query) AS rank,
         ARRAY(SELECT w FROM need WHERE lexemes && tsvector_to_array(to_tsvector('english', r.display_name))
                ORDER BY n) AS "nameWords",
         ARRAY(SELECT w FROM need
                WHERE lexemes && tsvector_to_array(to_tsvector('english', coalesce(r.description, '')))
                ORDER BY n) AS "descriptionWords",
         ARRAY(SELECT w FROM need WHERE lexemes && tsvector_to_array(to_tsvector('english', r.criteria))
                ORDER BY n) AS "criteriaWords"
    FROM ranked r, q
   WHERE r.doc @@ q.query
   ORDER BY rank DESC, r.display_name, r.id
   LIMIT ${SEARCH_LIMIT}`;

interface SearchRow {
  programId: number;
  name: string;
  description: string | null;
  rank: number;
  nameWords: string[];
  descriptionWords: string[];
  criteriaWords: string[];
}

/**
 * Full-text search over the programs a caller may apply to (active, open to their community type; staff:
 * every active program): PostgreSQL's ts_rank over names, descriptions and eligibility criteria labels.
 */
@Injectable()
export class ProgramSearch {
  constructor(private readonly dataSource: DataSource) {}

  async ranked(caller: SessionCaller, text: string): Promise<ResourceMatch[]> {
    const words = wordsOf(text);
    if (words.length === 0) return [];
    const rows: SearchRow[] = await this.dataSource.query(SEARCH_SQL, [
      caller.instance.id,
      words,
      communityTypeOf(caller),
    ]);
    return rows.map((row) => ({
      programId: row.programId,
      name: row.name,
      description: row.description,
      rank: Number(row.rank),
      matched: { name: row.nameWords, description: row.descriptionWords, criteria: row.criteriaWords },
    }));
  }

  /** How many programs the caller may apply to, for "none of the N programs" answers. */
  async count(caller: SessionCaller): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM programs p
        WHERE p.instance_id = $1 AND p.active AND ($2::int IS NULL OR $2::int = ANY(p.audience))`,
      [caller.instance.id, communityTypeOf(caller)],
    );
    return row?.count ?? 0;
  }
}
