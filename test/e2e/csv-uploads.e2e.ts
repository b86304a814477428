// The TIN and award-payout uploads (API.md "Files and documents"): CSV files kept as files of their kind,
// their rows checked and answered by line, the accepted ones applied to the caller's instance's applications
// with an audit event each, and the report downloads they answer reflecting them.
import { parseCsv } from '../../server/src/modules/reports/csv-records.js';
import { useDemoSessions } from '../support/demo-world.js';
import { type FactoryApplication, newApplication } from '../support/factories.js';
import { useTestApp } from '../support/test-app.js';

const t = useTestApp();
const tokens = useDemoSessions(t);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function upload(
  kind: 'tin' | 'award-payout',
  bytes: Buffer | string,
  name = `${kind}.csv`,
  token = tokens.admin,
) {
  return t.http.post(`/api/upload-file/${kind}`).set(bearer(token)).attach('file', Buffer.from(bytes), name);
}

/** A download's rows keyed by header, as a person reads them. */
async function download(report: 'tin-file' | 'award-payout-file', token = tokens.admin) {
  const res = await t.http.get(`/api/reports/downloads/${report}.csv`).set(bearer(token));
  expect(res.status).toBe(200);
  const [header, ...rows] = parseCsv(res.text);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

const rowOf = async (report: 'tin-file' | 'award-payout-file', app: FactoryApplication) =>
  (await download(report)).find((r) => r['Application ID'] === app.externalId);

async function record(app: FactoryApplication) {
  const res = await t.http.get(`/api/admin/applications/${app.id}`).set(bearer(tokens.admin));
  expect(res.status).toBe(200);
  return res.body as { answers: Record<string, unknown>; version: number };
}

/** The upload events of an application, newest first, as the record page reads them. */
async function uploadEvents(app: FactoryApplication) {
  const res = await t.http.get(`/api/admin/applications/${app.id}/events`).set(bearer(tokens.admin));
  expect(res.status).toBe(200);
  return (res.body as { kind: string; comment: string; by: { name: string } | null }[])
    .filter((e) => e.kind === 'tin-match' || e.kind === 'payout')
    .map((e) => ({ kind: e.kind, comment: e.comment, by: e.by?.name }));
}

/** A payee of the test's own: an award, a status not declined, a TIN given on the application. */
const payee = (awardAmount = '1250.50', instance = 'springfield') =>
  newApplication(t, { instance, awardAmount, answers: { tin: '11-1111111' } });

const adminName = async () => {
  const [u] = await t.dataSource.query(
    `SELECT queue_user_name(id) AS name FROM users WHERE email = 'admin@springfield.example'`,
  );
  return u.name as string;
};

describe('POST /api/upload-file/tin', () => {
  it('records each TIN and its match result on the application: the tin-file download writes the TIN, the record answers both, a tin-match event names the file and line', async () => {
    const [matched, unmatched] = [await payee(), await payee()];
    const csv = `Application ID,TIN,Result\n${matched.externalId},98-7654321,match\n${unmatched.externalId},123-45-6789,no-match\n`;
    const res = await upload('tin', csv, 'tin-results.csv');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rows: 2, accepted: 2, rejected: [] });
    expect((await rowOf('tin-file', matched))?.TIN).toBe('98-7654321');
    expect((await rowOf('tin-file', unmatched))?.TIN).toBe('123-45-6789');
    expect((await record(matched)).answers).toMatchObject({ tin: '98-7654321', tinMatch: 'match' });
    expect((await record(unmatched)).answers).toMatchObject({ tin: '123-45-6789', tinMatch: 'no-match' });
    const by = await adminName();
    expect(await uploadEvents(matched)).toEqual([
      { kind: 'tin-match', comment: 'TIN matched: the TIN ending 4321 (tin-results.csv, line 2)', by },
    ]);
    expect(await uploadEvents(unmatched)).toEqual([
      { kind: 'tin-match', comment: 'TIN did not match: the TIN ending 6789 (tin-results.csv, line 3)', by },
    ]);
  });

  it('answers each rejected row by its line with a code and a message, applies every accepted row and no rejected one', async () => {
    const [good, badTin, noResult, twice] = [await payee(), await payee(), await payee(), await payee()];
    const csv = [
      'result,application id,Payee,TIN',
      `match,${good.externalId},Someone,222222222`,
      `match,${badTin.externalId},Someone,22-22`,
      '',
      `,${noResult.externalId},Someone,222222222`,
      'maybe,SPR-NO-SUCH,Someone,222222222',
      `match,${twice.externalId},Someone,333333333`,
      `no-match,${twice.externalId},Someone,333333333`,
    ].join('\r\n');
    const res = await upload('tin', csv);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rows: 6,
      accepted: 2,
      rejected: [
        {
          line: 3,
          code: 'invalidTin',
          message: 'The TIN 22-22 is not 9 digits (dashes between them allowed)',
        },
        { line: 5, code: 'valueRequired', message: 'The Result is empty' },
        { line: 6, code: 'invalidResult', message: 'The Result maybe is neither match nor no-match' },
        { line: 8, code: 'duplicateRow', message: `Application ${twice.externalId} is already on line 7` },
      ],
    });
    expect((await record(good)).answers).toMatchObject({ tin: '222222222', tinMatch: 'match' });
    expect((await record(twice)).answers).toMatchObject({ tin: '333333333', tinMatch: 'match' });
    for (const rejected of [badTin, noResult]) {
      expect((await record(rejected)).answers).toEqual({ tin: '11-1111111' });
      expect(await uploadEvents(rejected)).toEqual([]);
    }
    expect(await uploadEvents(twice)).toHaveLength(1);
  });

  it("rejects another instance's Application IDs as not found and leaves those applications as they were", async () => {
    const riverton = await payee('300.00', 'riverton');
    const res = await upload('tin', `Application ID,TIN,Result\n${riverton.externalId},444444444,match\n`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rows: 1,
      accepted: 0,
      rejected: [
        { line: 2, code: 'applicationNotFound', message: `There is no application ${riverton.externalId}` },
      ],
    });
    const [row] = await t.dataSource.query('SELECT answers FROM applications WHERE id = $1', [riverton.id]);
    expect(row.answers).toEqual({ tin: '11-1111111' });
  });

  it('keeps the upload as a file of kind tin, owned by the uploader', async () => {
    const app = await payee();
    const name = `tin-${app.externalId}.csv`;
    expect(
      (await upload('tin', `Application ID,TIN,Result\n${app.externalId},555555555,match\n`, name)).status,
    ).toBe(200);
    const files = await t.dataSource.query(
      `SELECT f.kind, f.content_type, f.application_id, u.email FROM files f JOIN users u ON u.id = f.owner_user_id
        WHERE f.name = $1`,
      [name],
    );
    expect(files).toEqual([
      { kind: 'tin', content_type: 'text/csv', application_id: null, email: 'admin@springfield.example' },
    ]);
  });
});

describe('POST /api/upload-file/award-payout', () => {
  it('marks each paid award Paid: it leaves the award-payout-file download, and a payout event records the amount, date and reference', async () => {
    const [first, second] = [await payee('1250.50'), await payee('80')];
    expect(await rowOf('award-payout-file', first)).toMatchObject({ 'Award amount': '1250.50' });
    const versionBefore = (await record(first)).version;
    const csv = `Application ID,Amount,Paid on,Reference\n${first.externalId},1250.5,2026-01-15,CHK-1001\n${second.externalId},80.00,2026-01-16,"ACH 77, batch 3"\n`;
    const res = await upload('award-payout', csv, 'payouts-january.csv');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rows: 2, accepted: 2, rejected: [] });
    expect(await rowOf('award-payout-file', first)).toBeUndefined();
    expect(await rowOf('award-payout-file', second)).toBeUndefined();
    expect((await record(first)).version).toBe(versionBefore + 1);
    const by = await adminName();
    expect(await uploadEvents(first)).toEqual([
      {
        kind: 'payout',
        comment: 'Paid 1250.50 on 2026-01-15, reference CHK-1001 (payouts-january.csv, line 2)',
        by,
      },
    ]);
    expect(await uploadEvents(second)).toEqual([
      {
        kind: 'payout',
        comment: 'Paid 80.00 on 2026-01-16, reference ACH 77, batch 3 (payouts-january.csv, line 3)',
        by,
      },
    ]);
  });

  it('rejects an amount that is not the award, an application with no award, bad money and dates; the rejected stay in the download', async () => {
    const [paid, mismatch, badDate] = [await payee('100.00'), await payee('100.00'), await payee('100.00')];
    const noAward = await newApplication(t);
    const csv = [
      'Application ID,Amount,Paid on,Reference',
      `${paid.externalId},100,2026-02-01,R-1`,
      `${mismatch.externalId},99.99,2026-02-01,R-2`,
      `${noAward.externalId},100,2026-02-01,R-3`,
      `${badDate.externalId},100,01/02/2026,R-4`,
      'SPR-NO-SUCH,100.001,2026-02-01,R-5',
      `${paid.externalId},100,2026-02-01,R-1`,
    ].join('\n');
    const res = await upload('award-payout', csv);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rows: 6,
      accepted: 1,
      rejected: [
        {
          line: 3,
          code: 'amountMismatch',
          message: `The Amount 99.99 is not the award of application ${mismatch.externalId}, 100.00`,
        },
        { line: 4, code: 'noAward', message: `Application ${noAward.externalId} has no award to pay` },
        { line: 5, code: 'invalidDate', message: 'The Paid on 01/02/2026 is not a date written YYYY-MM-DD' },
        {
          line: 6,
          code: 'invalidAmount',
          message:
            'The Amount 100.001 is not an amount of money more than 0 with at most 2 decimals (1250.50)',
        },
        { line: 7, code: 'duplicateRow', message: `Application ${paid.externalId} is already on line 2` },
      ],
    });
    expect(await rowOf('award-payout-file', paid)).toBeUndefined();
    expect(await rowOf('award-payout-file', mismatch)).toMatchObject({ 'Award amount': '100.00' });
    expect(await rowOf('award-payout-file', badDate)).toMatchObject({ 'Award amount': '100.00' });
    expect(await uploadEvents(mismatch)).toEqual([]);
    expect(await uploadEvents(badDate)).toEqual([]);
  });

  it('answers 200 with every row rejected for a file of no valid rows: the same file sent twice pays nothing twice', async () => {
    const app = await payee('40.00');
    const csv = `Application ID,Amount,Paid on,Reference\n${app.externalId},40,2026-03-01,R-9\n`;
    expect((await upload('award-payout', csv)).body).toEqual({ rows: 1, accepted: 1, rejected: [] });
    const again = await upload('award-payout', csv);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      rows: 1,
      accepted: 0,
      rejected: [
        { line: 2, code: 'alreadyPaid', message: `Application ${app.externalId} is already marked Paid` },
      ],
    });
    expect(await uploadEvents(app)).toHaveLength(1);
  });

  it("lets whoever may download the reports upload, within their own instance only (a riverton reviewer pays riverton's award)", async () => {
    const springfield = await payee('10.00');
    const riverton = await payee('10.00', 'riverton');
    const csv = `Application ID,Amount,Paid on,Reference\n${riverton.externalId},10,2026-03-02,R\n${springfield.externalId},10,2026-03-02,R\n`;
    const res = await upload('award-payout', csv, 'payouts.csv', tokens.reviewer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rows: 2,
      accepted: 1,
      rejected: [
        {
          line: 3,
          code: 'applicationNotFound',
          message: `There is no application ${springfield.externalId}`,
        },
      ],
    });
    expect(await rowOf('award-payout-file', springfield)).toMatchObject({ 'Award amount': '10.00' });
  });
});

describe('what the uploads refuse whole', () => {
  it.each(['tin', 'award-payout'] as const)(
    '%s: an applicant is refused with 403 forbidden',
    async (kind) => {
      const res = await upload(kind, 'Application ID,TIN,Result\n', 'x.csv', tokens.applicant);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, code: 'forbidden', message: 'You may not do this' });
    },
  );

  it('refuses a file that is not CSV with 415 fileTypeNotAllowed, keeping nothing', async () => {
    const res = await upload('tin', PDF, 'tin-results.pdf');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      statusCode: 415,
      code: 'fileTypeNotAllowed',
      message:
        'The file tin-results.pdf cannot be uploaded here: its content is PDF, and this upload takes CSV (a text file named .csv).',
    });
    expect(await t.dataSource.query(`SELECT id FROM files WHERE name = 'tin-results.pdf'`)).toEqual([]);
  });

  it('refuses a request without a file with 422 fieldRequired', async () => {
    const res = await t.http.post('/api/upload-file/tin').set(bearer(tokens.admin)).send({ file: 'x' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      statusCode: 422,
      code: 'fieldRequired',
      message: 'The field file is required',
    });
  });

  it('refuses an empty file with 422 fileEmpty', async () => {
    const res = await upload('award-payout', '', 'payouts.csv');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      statusCode: 422,
      code: 'fileEmpty',
      message: 'The file payouts.csv is empty',
    });
  });

  it('refuses a header without a needed column with 422 csvHeaderInvalid, naming it', async () => {
    const res = await upload('award-payout', 'Application ID,Amount,Reference\nSPR-1,10,R\n');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      statusCode: 422,
      code: 'csvHeaderInvalid',
      message:
        'The header has no column Paid on: an award-payout file has the columns Application ID, Amount, Paid on, Reference',
    });
  });

  it('refuses a file that cannot be read as CSV with 422 csvMalformed, applying nothing', async () => {
    const app = await payee('10.00');
    const csv = `Application ID,Amount,Paid on,Reference\n${app.externalId},10,2026-03-03,R\nSPR-2,"10"x,2026-03-03,R\n`;
    const res = await upload('award-payout', csv);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      statusCode: 422,
      code: 'csvMalformed',
      message: 'The file is not valid CSV: at line 3, a quoted value has characters after its closing quote',
    });
    expect(await uploadEvents(app)).toEqual([]);
  });
});
