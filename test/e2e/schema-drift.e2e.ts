// The entities and the migrations describe the same schema: a database built by the migrations alone needs
// no change for the entities (what `generate-migration` would write is empty). An entity edited without its
// migration, or a migration without its entity, fails here.
import { openTestDatabase } from '../support/test-database.js';

it('a database made by the migrations matches the entities: generating a migration would write nothing', async () => {
  const db = await openTestDatabase();
  try {
    const sql = await db.dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((q) => q.query)).toEqual([]);
    expect(db.dataSource.entityMetadatas.length).toBeGreaterThan(0);
  } finally {
    await db.close();
  }
});
