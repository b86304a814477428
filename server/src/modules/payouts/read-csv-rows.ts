import { pipeline, type Readable } from 'node:stream';
import { CsvError, type Info, parse } from 'csv-parse';
import { DomainException } from '../../common/errors/domain.exception.js';
import { CSV_FILE_ERROR, type CsvRowRejection } from '../../contract/csv-uploads.js';
import { type ApplicationRow, type CsvFileSpec, headerIndexes, isBlank, RowChecker } from './payout-rows.js';

/** The rows of an upload as read: those whose values pass (by line), the rest refused, and how many. */
export interface ReadRows<T> {
  rows: number;
  checked: { line: number; value: T }[];
  rejected: CsvRowRejection[];
}

const refused = (code: string, message: string) => new DomainException(422, code, message);

/** What a person can do about csv-parse's refusal of a file, by its code. */
const MALFORMED: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted value is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted value has characters after its closing quote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted value has characters after its closing quote',
};

/** A csv-parse refusal as the 422 csvMalformed a person can act on; any other error as it is. */
export function malformedCsv(error: unknown): unknown {
  if (!(error instanceof CsvError)) return error;
  const why = MALFORMED[error.code] ?? 'it cannot be read as CSV';
  const at = (error as CsvError & { lines?: number }).lines;
  return refused(CSV_FILE_ERROR.csvMalformed, `The file is not valid CSV: at line ${at}, ${why}`);
}

/**
 * Reads an uploaded CSV as a stream, one record at a time: the first line with anything in it is the header
 * (422 when it lacks a column the file needs), blank lines are skipped, every other record is a row checked
 * by the spec and refused when it names an application an earlier row named. A row's line is the line its
 * record starts on (a quoted value may span lines), the header's being 1 in a file that starts with it.
 * A file csv-parse cannot read is refused whole (422), as nothing in it can be trusted to be a row.
 */
export async function readCsvRows<T extends ApplicationRow>(
  source: Readable,
  spec: CsvFileSpec<T>,
): Promise<ReadRows<T>> {
  const records = pipeline(
    source,
    parse({ bom: true, info: true, relax_column_count: true, record_delimiter: ['\r\n', '\n', '\r'] }),
    () => undefined,
  );
  const read: ReadRows<T> = { rows: 0, checked: [], rejected: [] };
  let checker: RowChecker<T> | null = null;
  let lastLine = 0;
  try {
    for await (const { record, info } of records as AsyncIterable<{ record: string[]; info: Info }>) {
      const line = lastLine + 1;
      lastLine = info.lines;
      if (isBlank(record)) continue;
      if (checker === null) {
        const header = headerIndexes(record, spec);
        if (!header.ok) throw refused(CSV_FILE_ERROR.csvHeaderInvalid, header.message);
        checker = new RowChecker(spec, header.indexes);
        continue;
      }
      read.rows += 1;
      const judged = checker.check(record, line);
      if (judged.ok) read.checked.push({ line, value: judged.value });
      else read.rejected.push({ line, code: judged.code, message: judged.message });
    }
  } catch (error) {
    source.resume();
    throw malformedCsv(error);
  }
  if (checker === null) {
    const columns = spec.columns.join(', ');
    throw refused(
      CSV_FILE_ERROR.csvHeaderInvalid,
      `The file has no header: ${spec.name} has the columns ${columns}`,
    );
  }
  return read;
}
