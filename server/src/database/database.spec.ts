import { serverPoolSize } from './database.js';

describe('the connections kept to a PostgreSQL server', () => {
  it('are twice the cores and two more: six on two cores', () => {
    expect(serverPoolSize(2)).toBe(6);
    expect(serverPoolSize(8)).toBe(18);
  });
});
