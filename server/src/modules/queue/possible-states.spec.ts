import type { DomainException } from '../../common/errors/domain.exception.js';
import { MAX_BULK_IDS } from './dto/bulk-change.dto.js';
import { parseApplicationIds } from './possible-states.js';

describe('the ids of GET possible-states', () => {
  it('takes comma-separated application ids, each once', () => {
    expect(parseApplicationIds('3, 1,3')).toEqual([3, 1]);
  });

  it.each([
    ['', 'nothing'],
    ['1,,2', 'an empty id'],
    ['0', 'zero'],
    ['2147483648', 'an id past the integer range'],
    ['1;2', 'another separator'],
    [Array.from({ length: MAX_BULK_IDS + 1 }, (_, i) => i + 1).join(','), 'too many ids'],
  ])('refuses %j (%s) with 400 invalidIds', (raw) => {
    let error: DomainException | undefined;
    try {
      parseApplicationIds(raw);
    } catch (e) {
      error = e as DomainException;
    }
    expect({ status: error?.statusCode, code: error?.code }).toEqual({ status: 400, code: 'invalidIds' });
  });
});
