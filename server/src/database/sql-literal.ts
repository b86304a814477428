// Values written into SQL text as literals, for statements that are prepared once and run many times: a
// prepared statement with parameters gets PostgreSQL's generic plan, which knows neither the page's LIMIT
// nor how many rows a filter's values match, while one with literals is planned for exactly its values.
import pg from 'pg';

export type SqlValue = number | string | boolean | Date | null | readonly SqlValue[];

/**
 * The SQL literal of a value: numbers as digits (finite only), text quoted by the driver's escapeLiteral,
 * times as quoted ISO text, lists as ARRAY[...] (the caller casts an empty one). Throws on anything else,
 * so no value reaches SQL text unquoted.
 */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`not a finite number: ${value}`);
    // Parenthesised so that a negative number stays one value after an operator (`- -1`, `x-1`).
    return value < 0 ? `(${value})` : String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new TypeError('text with a NUL character');
    return pg.escapeLiteral(value);
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new TypeError('an invalid date');
    return `'${value.toISOString()}'`;
  }
  if (Array.isArray(value)) return `ARRAY[${value.map(sqlLiteral).join(', ')}]`;
  throw new TypeError(`no SQL literal for ${typeof value}`);
}
