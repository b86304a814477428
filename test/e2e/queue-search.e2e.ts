// The queue search (programs spec §3; docs/decisions.md "Queue filters" and "Queue search by applicant
// name"): a case-insensitive substring of the applicant's name or of the external id, the numeric id, or a
// process's or program's name. Names are looked up in the instance's distinct applicant names, which the
// database keeps as applications are written.

import { jest } from '@jest/globals';
import { NAMES_LISTED_UP_TO, QueueService } from '../../server/src/modules/queue/queue.service.js';
import { useDemoSessions } from '../support/demo-world.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

async function search(text: string, who: 'admin' | 'riverton' = 'admin') {
  const filter = encodeURIComponent(JSON.stringify({ search: text }));
  const res = await t.http
    .get(`/api/admin/applications?filter=${filter}&range=${encodeURIComponent('[0,999]')}`)
    .set({ authorization: `Bearer ${who === 'admin' ? tokens.admin : tokens.riverton}` });
  expect(res.status).toBe(200);
  return {
    externalIds: (res.body as { externalId: string }[]).map((r) => r.externalId),
    range: res.headers['content-range'] as string,
  };
}

/** Rows without their seconds in the status, which tick between two answers of the same page. */
const withoutClock = (rows: { stateCurrentTime?: number }[]) =>
  rows.map(({ stateCurrentTime: _, ...row }) => row);

/** Springfield's external ids meeting `where`, in the queue's default order. */
const expected = async (where: string, params: unknown[] = []): Promise<string[]> =>
  (
    await t.dataSource.query(
      `SELECT external_id FROM applications WHERE instance_id = 100 AND (${where}) ORDER BY created_at, id`,
      params,
    )
  ).map((r: { external_id: string }) => r.external_id);

/** A copy of springfield's first application under another applicant name and external id. */
const addApplication = (externalId: string, name: string) =>
  t.dataSource.query(
    `INSERT INTO applications (instance_id, program_id, workflow_id, current_state_id, external_id, applicant_name)
     SELECT instance_id, program_id, workflow_id, current_state_id, $1, $2 FROM applications
      WHERE instance_id = 100 ORDER BY id LIMIT 1`,
    [externalId, name],
  );

describe('the search indexes', () => {
  it('has pg_trgm and trigram indexes on the applicant names and on the external id, in the embedded database as on the server', async () => {
    const indexes = await t.dataSource.query(
      `SELECT indexname, indexdef FROM pg_indexes
        WHERE indexname IN ('ix_applicant_names_search', 'ix_applications_external_search') ORDER BY indexname`,
    );
    expect(indexes.map((i: { indexname: string }) => i.indexname)).toEqual([
      'ix_applicant_names_search',
      'ix_applications_external_search',
    ]);
    for (const index of indexes) expect(index.indexdef).toContain('gin_trgm_ops');
    // Rewritten rows (every status change) wait in a short pending list, which every search reads.
    expect(indexes[1].indexdef).toContain("gin_pending_list_limit='64'");
  });

  it('answers an external id substring through its trigram index when scanning is not an option', async () => {
    const plan: { 'QUERY PLAN': string }[] = await t.dataSource.transaction(async (manager) => {
      // A demo-sized table is cheaper to scan; without scans only the trigram index can answer ILIKE.
      await manager.query('SET LOCAL enable_seqscan = off');
      await manager.query('SET LOCAL enable_indexscan = off');
      return manager.query('EXPLAIN SELECT id FROM applications WHERE external_id ILIKE $1', ['%10042%']);
    });
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain(
      'Bitmap Index Scan on ix_applications_external_search',
    );
  });

  // The embedded database runs as a single user, which counts no index scans.
  const onServer = process.env.TEST_DATABASE_URL ? it : it.skip;
  onServer(
    'looks the names up through their trigram index at every call on a connection, not only the first five',
    async () => {
      const trigramLookups = async (): Promise<number> => {
        const [{ scans }] = await t.dataSource.query(
          `SELECT pg_stat_clear_snapshot(), idx_scan::int AS scans FROM pg_stat_user_indexes
          WHERE indexrelname = 'ix_applicant_names_search'`,
        );
        return scans;
      };
      const before = await trigramLookups();
      const calls = 12;
      const found: string[][] = await t.dataSource.transaction(async (manager) => {
        const names = [];
        for (let i = 0; i < calls; i += 1) {
          const [{ names: n }] = await manager.query(
            "SELECT applicant_names_containing(100, '%aria%', 1001) AS names",
          );
          names.push(n);
        }
        await manager.query('SELECT pg_stat_force_next_flush()');
        return names;
      });
      expect(found[calls - 1]).toEqual(found[0]);
      expect(found[0].length).toBeGreaterThan(0);
      expect((await trigramLookups()) - before).toBe(calls);
    },
  );

  it('keeps one entry per instance and distinct applicant name', async () => {
    const [{ missing }] = await t.dataSource.query(
      `SELECT count(*)::int AS missing FROM (SELECT DISTINCT instance_id, applicant_name FROM applications) a
        WHERE NOT EXISTS (SELECT 1 FROM applicant_names n WHERE n.instance_id = a.instance_id AND n.name = a.applicant_name)`,
    );
    expect(missing).toBe(0);
  });
});

describe('searching', () => {
  it('finds the applicant name case-insensitively anywhere in it, and the external id', async () => {
    const cohen = await search('oHEn');
    expect(cohen.externalIds).toEqual(await expected(`applicant_name ILIKE '%cohen%'`));
    expect(cohen.externalIds.length).toBeGreaterThan(3);
    expect((await search('pr-1004')).externalIds).toEqual(await expected(`external_id ILIKE '%pr-1004%'`));
  });

  it('matches within one field: text running from the name into the external id finds nothing', async () => {
    const [{ name, external_id: externalId }] = await t.dataSource.query(
      'SELECT applicant_name AS name, external_id FROM applications WHERE instance_id = 100 ORDER BY id LIMIT 1',
    );
    expect((await search(`${name} ${externalId}`)).externalIds).toEqual([]);
  });

  it('finds an application submitted a moment ago by its applicant name, though the same search ran just before', async () => {
    expect(await search('marchetti-v')).toEqual({ externalIds: [], range: 'applications */0' });
    await addApplication('SPR-SEARCH-1', 'Quillon Marchetti-Vance');
    expect(await search('marchetti-v')).toEqual({
      externalIds: ['SPR-SEARCH-1'],
      range: 'applications 0-0/1',
    });
  });

  it("finds a program's applications by its new name as soon as it is renamed, though the same search ran just before", async () => {
    expect((await search('zanzibar')).externalIds).toEqual([]);
    const [{ programId }] = await t.dataSource.query(
      'SELECT program_id AS "programId" FROM applications WHERE instance_id = 100 ORDER BY id LIMIT 1',
    );
    await t.dataSource.query(`UPDATE programs SET display_name = display_name || ' Zanzibar' WHERE id = $1`, [
      programId,
    ]);
    const found = await search('zanzibar');
    expect(found.externalIds).toEqual(await expected('program_id = $1', [programId]));
    expect(found.externalIds.length).toBeGreaterThan(0);
  });

  it('lists an application the text finds several ways (its name, its external id, another name) once, and counts it once', async () => {
    await addApplication('SPR-TWICE-ZEPHYRINE', 'Zephyrine Twice');
    await addApplication('SPR-OTHER-1', 'Zephyrine Other');
    expect(await search('zephyrine')).toEqual({
      externalIds: ['SPR-TWICE-ZEPHYRINE', 'SPR-OTHER-1'],
      range: 'applications 0-1/2',
    });
    const [{ id }] = await t.dataSource.query(
      `SELECT id FROM applications WHERE external_id = 'SPR-TWICE-ZEPHYRINE'`,
    );
    await t.dataSource.query(`UPDATE applications SET applicant_name = $1 WHERE id = $1`, [String(id)]);
    expect((await search(String(id))).externalIds).toEqual(
      await expected(`id = $1 OR applicant_name ILIKE $2 OR external_id ILIKE $2`, [id, `%${id}%`]),
    );
  });

  it('finds a renamed applicant by the new name, and no longer by the old one', async () => {
    await addApplication('SPR-SEARCH-2', 'Orsolya Brandvold');
    await t.dataSource.query(
      `UPDATE applications SET applicant_name = 'Orsolya Brandvold-Kessler' WHERE external_id = 'SPR-SEARCH-2'`,
    );
    await t.dataSource.query(
      `UPDATE applications SET applicant_name = 'Teodor Wrenfield' WHERE external_id = 'SPR-SEARCH-1'`,
    );
    expect((await search('brandvold-kess')).externalIds).toEqual(['SPR-SEARCH-2']);
    expect((await search('wrenfield')).externalIds).toEqual(['SPR-SEARCH-1']);
    expect((await search('marchetti')).externalIds).toEqual([]);
  });

  it(`finds the same applications when the text is in more than ${NAMES_LISTED_UP_TO} applicant names`, async () => {
    await t.dataSource.query(
      `INSERT INTO applications (instance_id, program_id, workflow_id, current_state_id, external_id, applicant_name)
       SELECT a.instance_id, a.program_id, a.workflow_id, a.current_state_id, 'SPR-BROAD-' || g, 'Broadwick Person ' || g
         FROM (SELECT * FROM applications WHERE instance_id = 100 ORDER BY id LIMIT 1) a,
              generate_series(1, ${NAMES_LISTED_UP_TO + 5}) g`,
    );
    const broad = await search('broadwick person');
    // A page holds at most 1,000 applications.
    expect(broad.externalIds).toEqual(
      (await expected(`applicant_name ILIKE '%broadwick person%'`)).slice(0, 1000),
    );
    expect(broad.range).toBe(`applications 0-999/${NAMES_LISTED_UP_TO + 5}`);
    // A few of the same names: listed in the statement.
    const few = await search('BROADWICK PERSON 100');
    expect(few.externalIds).toEqual(await expected(`applicant_name ILIKE '%broadwick person 100%'`));
    expect(few.externalIds).toHaveLength(7);
  });

  it("never finds another instance's applicant", async () => {
    const [{ name }] = await t.dataSource.query(
      `SELECT applicant_name AS name FROM applications a WHERE instance_id = 318
          AND NOT EXISTS (SELECT 1 FROM applications b WHERE b.instance_id = 100 AND b.applicant_name = a.applicant_name)
        LIMIT 1`,
    );
    expect(name).toEqual(expect.any(String));
    expect(await search(name)).toEqual({ externalIds: [], range: 'applications */0' });
    expect((await search(name, 'riverton')).externalIds.length).toBeGreaterThan(0);
  });
});

describe('kept look-ups', () => {
  it('answer a search page and a Status page in one statement each once they are kept, checked in that statement', async () => {
    const read = jest.spyOn(QueueService.prototype as unknown as { read: () => Promise<unknown[]> }, 'read');
    try {
      for (const [filter, who] of [
        [{ search: 'cohen' }, tokens.admin],
        [{ tab: 'status' }, tokens.caseworker],
      ] as const) {
        const url = `/api/admin/applications?filter=${encodeURIComponent(JSON.stringify(filter))}`;
        const first = await t.http.get(url).set({ authorization: `Bearer ${who}` });
        read.mockClear();
        const again = await t.http.get(url).set({ authorization: `Bearer ${who}` });
        expect([again.status, withoutClock(again.body)]).toEqual([200, withoutClock(first.body)]);
        expect(read).toHaveBeenCalledTimes(1);
      }
    } finally {
      read.mockRestore();
    }
  });
});
