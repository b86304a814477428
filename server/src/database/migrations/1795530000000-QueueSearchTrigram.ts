import type { MigrationInterface, QueryRunner } from 'typeorm';
import { QUEUE_SEARCH_TEXT } from './1795433100000-QueueKeptCounts.js';

/**
 * The queue search's trigram index (QueueKeptCounts) on databases that had no pg_trgm when that migration
 * ran: embedded databases made before PGlite loaded the extension. Where the index exists, or pg_trgm
 * does not, nothing changes.
 */
export class QueueSearchTrigram1795530000000 implements MigrationInterface {
  name = 'QueueSearchTrigram1795530000000';

  async up(q: QueryRunner): Promise<void> {
    const [{ available, indexed }]: { available: boolean; indexed: boolean }[] = await q.query(
      `SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') AS available,
              to_regclass('ix_applications_search') IS NOT NULL AS indexed`,
    );
    if (!available || indexed) return;
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await q.query(
      `CREATE INDEX ix_applications_search ON applications USING gin (${QUEUE_SEARCH_TEXT} gin_trgm_ops)`,
    );
  }

  // The index is QueueKeptCounts's, whose down drops it: dropping it here would take it also from the
  // databases where QueueKeptCounts made it.
  async down(): Promise<void> {}
}
