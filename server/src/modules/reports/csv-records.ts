// The CSV the reports write (RFC 4180: fields with commas, double quotes or line breaks are quoted, a quote
// inside is doubled; records end with a line feed, as PostgreSQL's COPY writes them): writing and reading.
import { stringify } from 'csv-stringify/sync';

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts records as chunks go by, for a progress bar: a line feed outside quotes ends a record. Works on raw
 * UTF-8 bytes (neither byte occurs inside a multi-byte character); a doubled quote toggles twice.
 */
export class CsvRecordCounter {
  private quoted = false;
  records = 0;

  push(chunk: Uint8Array): number {
    for (const byte of chunk) {
      if (byte === QUOTE) this.quoted = !this.quoted;
      else if (byte === LINE_FEED && !this.quoted) this.records += 1;
    }
    return this.records;
  }
}

/** The records of a whole CSV text, each a list of fields (header included). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      if (c === '\r') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (quoted) throw new Error('the CSV ends inside a quoted field');
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/**
 * Records as PostgreSQL's COPY … (FORMAT csv) writes them, from the values' output text (csv-stringify does
 * RFC 4180): a NULL is nothing, an empty string is "", and in a one-column record a lone \. is quoted, so
 * it is not read as COPY's end-of-data marker.
 */
export function copyCsvRecords(records: (string | null)[][], columns: number): string {
  return stringify(records, { quoted_match: columns === 1 ? [/^$/, /^\\\.$/] : [/^$/] });
}
