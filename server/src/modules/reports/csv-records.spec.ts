import { CsvRecordCounter, copyCsvRecords, parseCsv } from './csv-records.js';

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

describe("writing report CSV as COPY's CSV", () => {
  it('quotes commas, quotes and line breaks, doubling quotes, with a line feed after every record', () => {
    expect(copyCsvRecords([['Doe, Jane', 'She said "hi"\nthen left', 'r\rx', ' plain ']], 4)).toBe(
      '"Doe, Jane","She said ""hi""\nthen left","r\rx", plain \n',
    );
  });

  it('writes a NULL as nothing and an empty string as ""', () => {
    expect(copyCsvRecords([[null, '', 'x']], 3)).toBe(',"",x\n');
  });

  it('quotes a lone \\. only where it would be a line of its own (one column)', () => {
    expect(copyCsvRecords([['\\.']], 1)).toBe('"\\."\n');
    expect(copyCsvRecords([['\\.', 'x']], 2)).toBe('\\.,x\n');
    expect(copyCsvRecords([['\\.x']], 1)).toBe('\\.x\n');
  });

  it('reads back what it writes', () => {
    const records = [
      ['a,b', 'c"d'],
      ['e\nf', ''],
    ];
    expect(parseCsv(copyCsvRecords(records, 2))).toEqual(records);
  });
});
