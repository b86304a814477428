import { idRanges } from './bulk.service.js';

describe('idRanges: the transactions of a bulk change', () => {
  it('keeps a small request in one range, sorted', () => {
    expect(idRanges([5, 3, 9], 2, 250)).toEqual([[3, 5, 9]]);
    expect(idRanges(range(1, 499), 2, 250)).toEqual([range(1, 499)]);
  });

  it('cuts a large request into ranges of consecutive ids, each of at least the minimum', () => {
    const ids = range(1, 1000).reverse();
    expect(idRanges(ids, 2, 250)).toEqual([range(1, 500), range(501, 1000)]);
    expect(idRanges(range(1, 501), 2, 250)).toEqual([range(1, 251), range(252, 501)]);
  });

  it('never makes more ranges than asked, and every id lands in exactly one', () => {
    const ids = range(1, 1003);
    const ranges = idRanges(ids, 3, 100);
    expect(ranges).toHaveLength(3);
    expect(ranges.flat()).toEqual(ids);
  });

  it('answers no range for no ids', () => {
    expect(idRanges([], 2, 250)).toEqual([]);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
