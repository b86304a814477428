import { serverPoolSize } from './database.js';

describe('the connections kept to a PostgreSQL server', () => {
  it('are twice the cores and two more: six on two cores', () => {
    expect(serverPoolSize(2)).toBe(6);
    expect(serverPoolSize(8)).toBe(18);
  });
});

describe('the connections of several server processes (PORCHLIGHT_WORKERS)', () => {
  it('share that number, each keeping at least two: three each for two processes on two cores', () => {
    expect(serverPoolSize(2, 2)).toBe(3);
    expect(serverPoolSize(2, 4)).toBe(2);
    expect(serverPoolSize(8, 3)).toBe(6);
  });
});
