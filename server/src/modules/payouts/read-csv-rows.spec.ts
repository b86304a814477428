import { Readable } from 'node:stream';
import { DomainException } from '../../common/errors/domain.exception.js';
import { TIN_FILE } from './payout-rows.js';
import { readCsvRows } from './read-csv-rows.js';

const read = (text: string) => readCsvRows(Readable.from([Buffer.from(text)]), TIN_FILE);

async function refusal(text: string) {
  const error = await read(text).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainException);
  const { statusCode, code, message } = error as DomainException;
  return { statusCode, code, message };
}

describe('readCsvRows: an upload read as rows by line', () => {
  it('numbers rows by the line they start on, the header being 1, skipping blank lines and a BOM', async () => {
    const text =
      '\uFEFFApplication ID,TIN,Result\r\nSPR-1,123456789,match\r\n\r\n"SPR\n2",12-3456789,no-match\nSPR-3,1,match\n';
    expect(await read(text)).toEqual({
      rows: 3,
      checked: [
        { line: 2, value: { applicationId: 'SPR-1', tin: '123456789', result: 'match' } },
        { line: 4, value: { applicationId: 'SPR\n2', tin: '12-3456789', result: 'no-match' } },
      ],
      rejected: [
        { line: 6, code: 'invalidTin', message: 'The TIN 1 is not 9 digits (dashes between them allowed)' },
      ],
    });
  });

  it('refuses a header without a needed column with 422 csvHeaderInvalid', async () => {
    expect(await refusal('Application ID,TIN\nSPR-1,123456789\n')).toEqual({
      statusCode: 422,
      code: 'csvHeaderInvalid',
      message: 'The header has no column Result: a TIN file has the columns Application ID, TIN, Result',
    });
  });

  it('refuses a file of blank lines as having no header', async () => {
    expect(await refusal('\n \n')).toEqual({
      statusCode: 422,
      code: 'csvHeaderInvalid',
      message: 'The file has no header: a TIN file has the columns Application ID, TIN, Result',
    });
  });

  it('refuses a file csv-parse cannot read with 422 csvMalformed, naming the line', async () => {
    expect(await refusal('Application ID,TIN,Result\nSPR-1,"12"3,match\n')).toEqual({
      statusCode: 422,
      code: 'csvMalformed',
      message: 'The file is not valid CSV: at line 2, a quoted value has characters after its closing quote',
    });
  });
});
