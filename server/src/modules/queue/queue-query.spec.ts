import { DomainException } from '../../common/errors/domain.exception.js';
import { parseQueueQuery } from './queue-query.js';

const parse = (params: Record<string, unknown>) =>
  parseQueueQuery(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])));

function refusal(params: Record<string, unknown>) {
  try {
    parse(params);
  } catch (error) {
    return { status: (error as DomainException).statusCode, code: (error as DomainException).code };
  }
  throw new Error('accepted');
}

describe('the work queue request (simple-rest sort, range, filter)', () => {
  it('defaults to createdAt ascending, rows 0-24 and the All tab (programs spec §4, §9)', () => {
    expect(parseQueueQuery({})).toEqual({
      sort: { field: 'createdAt', order: 'ASC' },
      range: { start: 0, end: 24 },
      filter: { tab: 'all' },
    });
  });

  it('gives getMany (filter id without range) every id asked for', () => {
    const ids = Array.from({ length: 40 }, (_, i) => i + 1);
    expect(parse({ filter: { id: ids } }).range).toEqual({ start: 0, end: 39 });
  });

  it('takes ids as a number, a list or their string form', () => {
    expect(parse({ filter: { state: 5 } }).filter.state).toEqual([5]);
    expect(parse({ filter: { state: [5, 6] } }).filter.state).toEqual([5, 6]);
    expect(parse({ filter: { state: '5, 6' } }).filter.state).toEqual([5, 6]);
    expect(parse({ filter: { assignedTo: '7' } }).filter.assignedTo).toEqual([7]);
  });

  it('reads a day as a whole UTC day, the end day included', () => {
    expect(parse({ filter: { startDate: '2024-02-01', endDate: '2024-02-29' } }).filter.created).toEqual({
      from: new Date('2024-02-01T00:00:00Z'),
      before: new Date('2024-03-01T00:00:00Z'),
      wholeDays: true,
    });
  });

  it('reads a date-time as that instant, included', () => {
    expect(parse({ filter: { endDate: '2024-02-01T10:00:00Z' } }).filter.created).toEqual({
      from: undefined,
      before: new Date('2024-02-01T10:00:00.001Z'),
      wholeDays: false,
    });
  });

  it('reads lastContactDate as one day', () => {
    expect(parse({ filter: { lastContactDate: '2024-01-19' } }).filter.lastContact).toEqual({
      from: new Date('2024-01-19T00:00:00Z'),
      before: new Date('2024-01-20T00:00:00Z'),
      wholeDays: true,
    });
  });

  it('trims the search, takes q as the search, and ignores empty values', () => {
    expect(parse({ filter: { search: '  cohen ' } }).filter.search).toBe('cohen');
    expect(parse({ filter: { q: 'cohen' } }).filter.search).toBe('cohen');
    expect(parse({ filter: { search: '   ', state: null, partner: '' } }).filter).toEqual({ tab: 'all' });
  });

  it('takes a name or a list of names for payment channel and category', () => {
    expect(parse({ filter: { paymentChannelName: 'Check' } }).filter.paymentChannelName).toEqual(['Check']);
    expect(parse({ filter: { categoryName: ['Dairy', 'Produce'] } }).filter.categoryName).toEqual([
      'Dairy',
      'Produce',
    ]);
  });

  it.each([
    [{ sort: ['answers', 'ASC'] }, 'unknownSortField'],
    [{ sort: ['createdAt'] }, 'invalidSort'],
    [{ range: [5, 1] }, 'invalidRange'],
    [{ range: [0, 1000] }, 'invalidRange'],
    [{ filter: [] }, 'invalidFilter'],
    [{ filter: { colour: 'red' } }, 'unknownFilter'],
    [{ filter: { tab: 'mine' } }, 'invalidFilter'],
    [{ filter: { state: 'open' } }, 'invalidFilter'],
    [{ filter: { state: 0 } }, 'invalidFilter'],
    [{ filter: { id: [] } }, 'invalidFilter'],
    [{ filter: { startDate: '2024-13-45' } }, 'invalidFilter'],
    [{ filter: { search: 'a'.repeat(201) } }, 'invalidFilter'],
    [{ filter: { paymentChannelName: 5 } }, 'invalidFilter'],
    [{ filter: { categoryName: ['Dairy', 'a\u0000b'] } }, 'invalidFilter'],
  ])('refuses %j with 400 %s', (params, code) => {
    expect(refusal(params)).toEqual({ status: 400, code });
  });
});
