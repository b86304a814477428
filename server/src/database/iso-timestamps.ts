// Timestamps as ISO 8601 text straight from PostgreSQL's output, for reads that only pass them on as JSON:
// a Date made and then serialized again costs more than the rest of a queue page together.
import pg, { type CustomTypesConfig } from 'pg';

const TIMESTAMPTZ = pg.types.builtins.TIMESTAMPTZ;
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ) as (text: string) => Date;
/** PostgreSQL's ISO output in UTC: `2024-01-15 01:35:00.123456+00`. */
const UTC_OUTPUT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/** The text a Date's toJSON would give (milliseconds, Z), from a timestamptz's output text. */
export function isoFromTimestamptz(text: string): string {
  const utc = UTC_OUTPUT.exec(text);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  // Another session time zone, or a year outside 0000-9999: the driver's own parser.
  return parseTimestamptz(text).toISOString();
}

/** The driver's parsers, but timestamptz as ISO text. */
export const ISO_TIMESTAMPS: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ
      ? isoFromTimestamptz
      : pg.types.getTypeParser(oid, format ?? 'text')) as CustomTypesConfig['getTypeParser'],
};
