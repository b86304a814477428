import { formatFileSize } from './file-size.js';

describe('File size units run from b to yb in steps of 1024 (programs spec §9)', () => {
  it.each([
    [0, '0 b'],
    [1023, '1023 b'],
    [1024, '1 kb'],
    [1536, '1.5 kb'],
    [1024 ** 2, '1 mb'],
    [1024 ** 3, '1 gb'],
    [1024 ** 4, '1 tb'],
    [1024 ** 5, '1 pb'],
    [1024 ** 6, '1 eb'],
    [1024 ** 7, '1 zb'],
    [1024 ** 8, '1 yb'],
    [1024 ** 9, '1024 yb'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('rounds to at most two decimals', () => {
    expect(formatFileSize(1234567)).toBe('1.18 mb');
  });

  it('shows 0 b for a size that is not a byte count', () => {
    expect(formatFileSize(-5)).toBe('0 b');
    expect(formatFileSize(Number.NaN)).toBe('0 b');
  });
});
