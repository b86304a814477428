// Wire shapes of the CSV uploads that change applications (API.md "Files and documents": POST
// /api/upload-file/tin and /api/upload-file/award-payout). No NestJS, TypeORM or database code.

/** Why a row of an uploaded CSV was not applied. */
export const CSV_ROW_ERROR = {
  valueRequired: 'valueRequired',
  valueTooLong: 'valueTooLong',
  invalidTin: 'invalidTin',
  invalidResult: 'invalidResult',
  invalidAmount: 'invalidAmount',
  invalidDate: 'invalidDate',
  duplicateRow: 'duplicateRow',
  applicationNotFound: 'applicationNotFound',
  noAward: 'noAward',
  amountMismatch: 'amountMismatch',
  alreadyPaid: 'alreadyPaid',
} as const;
export type CsvRowErrorCode = (typeof CSV_ROW_ERROR)[keyof typeof CSV_ROW_ERROR];

/** The error codes of a CSV upload refused whole (422): no header the kind needs, or not parseable. */
export const CSV_FILE_ERROR = {
  csvHeaderInvalid: 'csvHeaderInvalid',
  csvMalformed: 'csvMalformed',
} as const;

/** A row not applied: its line in the file (the header is line 1), why, and a message for a person. */
export interface CsvRowRejection {
  line: number;
  code: CsvRowErrorCode;
  message: string;
}

/** The answer of a CSV upload: rows read (the header and blank lines not counted), rows applied, the rest. */
export interface CsvUploadResult {
  rows: number;
  accepted: number;
  rejected: CsvRowRejection[];
}
