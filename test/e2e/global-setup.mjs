// Before the e2e suites: drop the databases that interrupted runs left on the PostgreSQL server.
// test/support/test-database.ts names them porchlight_t_<pid>_<random>; a database whose process still
// lives belongs to a run going on beside this one and is left alone. Plain JS: jest runs it untransformed.
import pg from 'pg';

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

export default async function globalSetup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT datname FROM pg_database WHERE datname LIKE 'porchlight\\_t\\_%'",
    );
    for (const { datname } of rows) {
      const pid = Number(datname.split('_')[2]);
      if (Number.isInteger(pid) && alive(pid)) continue;
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
