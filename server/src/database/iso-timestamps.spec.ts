import { isoFromTimestamptz } from './iso-timestamps.js';

describe('timestamps as ISO text from PostgreSQL output', () => {
  it('gives what Date#toJSON gives for UTC output, to the millisecond', () => {
    for (const text of [
      '2024-01-15 01:35:00+00',
      '2024-01-15 01:35:00.1+00',
      '2024-01-15 01:35:00.123+00',
      '2024-01-15 01:35:00.123456+00',
      '1999-12-31 23:59:59.999999+00',
    ]) {
      expect(isoFromTimestamptz(text)).toBe(new Date(`${text.replace(' ', 'T')}:00`).toJSON());
    }
  });

  it('truncates microseconds as the driver does', () => {
    expect(isoFromTimestamptz('2024-01-15 01:35:00.123999+00')).toBe('2024-01-15T01:35:00.123Z');
  });

  it('converts output in another time zone to UTC', () => {
    expect(isoFromTimestamptz('2024-01-15 07:05:00.5+05:30')).toBe('2024-01-15T01:35:00.500Z');
    expect(isoFromTimestamptz('2024-01-14 20:35:00-05')).toBe('2024-01-15T01:35:00.000Z');
  });
});
