import { sqlLiteral } from './sql-literal.js';

describe('values written into SQL as literals', () => {
  it('writes numbers as digits, negative ones in parentheses', () => {
    expect(sqlLiteral(25)).toBe('25');
    expect(sqlLiteral(0)).toBe('0');
    expect(sqlLiteral(-3)).toBe('(-3)');
    expect(sqlLiteral(1.5)).toBe('1.5');
  });

  it('refuses numbers that have no literal', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow(TypeError);
    expect(() => sqlLiteral(Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });

  it('quotes text, doubling quotes and escaping backslashes', () => {
    expect(sqlLiteral('Okafor')).toBe("'Okafor'");
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral("x'); DROP TABLE applications; --")).toBe("'x''); DROP TABLE applications; --'");
    expect(sqlLiteral('a\\b')).toBe(" E'a\\\\b'");
  });

  it('refuses text with a NUL character, which PostgreSQL text cannot hold', () => {
    expect(() => sqlLiteral('a\u0000b')).toThrow(TypeError);
  });

  it('writes times as quoted ISO text and refuses an invalid date', () => {
    expect(sqlLiteral(new Date('2024-01-15T01:35:00Z'))).toBe("'2024-01-15T01:35:00.000Z'");
    expect(() => sqlLiteral(new Date('nonsense'))).toThrow(TypeError);
  });

  it('writes lists as ARRAY[...], booleans and null as keywords', () => {
    expect(sqlLiteral([1, 2, 3])).toBe('ARRAY[1, 2, 3]');
    expect(sqlLiteral([])).toBe('ARRAY[]');
    expect(sqlLiteral(['Check', "Money 'order'"])).toBe("ARRAY['Check', 'Money ''order''']");
    expect(sqlLiteral(true)).toBe('TRUE');
    expect(sqlLiteral(false)).toBe('FALSE');
    expect(sqlLiteral(null)).toBe('NULL');
  });
});
