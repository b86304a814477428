import { CsvRecordCounter, parseCsv } from './csv-records.js';

const CSV = 'Name,Note\n"Doe, Jane","She said ""hi""\nthen left"\nplain,\n';

describe('reading report CSV (RFC 4180)', () => {
  it('splits fields on commas and records on line feeds outside quotes, undoubling quotes', () => {
    expect(parseCsv(CSV)).toEqual([
      ['Name', 'Note'],
      ['Doe, Jane', 'She said "hi"\nthen left'],
      ['plain', ''],
    ]);
  });

  it('takes CRLF line ends too, and a last record without a line end', () => {
    expect(parseCsv('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('refuses a text that ends inside quotes', () => {
    expect(() => parseCsv('a\n"open')).toThrow('the CSV ends inside a quoted field');
  });

  it('counts records however the chunks split them, including a line feed inside quotes', () => {
    const bytes = Buffer.from(CSV);
    for (const size of [1, 2, 5, bytes.length]) {
      const counter = new CsvRecordCounter();
      for (let at = 0; at < bytes.length; at += size) counter.push(bytes.subarray(at, at + size));
      expect(counter.records).toBe(3);
    }
  });
});
