// Servers started together on a new PostgreSQL database (several machines behind a load balancer, README
// "Running past one machine") migrate it once between them: one at a time under a session lock, the later
// ones finding nothing pending. PostgreSQL pass only: the embedded database serves one process.
import { jest } from '@jest/globals';
import { openDatabase } from '../../server/src/database/database.js';
import { MIGRATIONS } from '../../server/src/database/migrations/index.js';
import { createServerDatabase } from '../support/test-database.js';

jest.setTimeout(180_000);
const serverUrl = process.env.TEST_DATABASE_URL;

(serverUrl ? describe : describe.skip)('migrating a new database from several processes at once', () => {
  it('succeeds in every process and applies each migration once', async () => {
    const created = await createServerDatabase(serverUrl as string);
    try {
      const opened = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ url: created.url, dataDir: null })),
      );
      const applied: { name: string }[] = await opened[0].dataSource.query(
        'SELECT name FROM migrations ORDER BY id',
      );
      await Promise.all(opened.map((db) => db.close()));
      expect(applied.length).toBeGreaterThan(0);
      expect(applied.map((m) => m.name)).toEqual(MIGRATIONS.map((M) => new M().name));
    } finally {
      await created.drop();
    }
  });
});
