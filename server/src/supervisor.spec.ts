import { RESTART_POLICY, rapidCrashes, restartDelay } from './supervisor.js';

describe('npm start restarts a crashed server with a growing pause, and gives up on a crash loop', () => {
  it('waits 1, 2, 4 and 8 s after one to four crashes in a row, and gives up at the fifth', () => {
    expect([1, 2, 3, 4, 5].map((rapid) => restartDelay(rapid))).toEqual([1_000, 2_000, 4_000, 8_000, null]);
  });

  it('never waits longer than 30 s', () => {
    const patient = { ...RESTART_POLICY, maxRapidCrashes: 10 };
    expect(restartDelay(6, patient)).toBe(30_000);
    expect(restartDelay(9, patient)).toBe(30_000);
  });

  it('counts a crash within a minute of its start as one more in a row, a later one as the first', () => {
    expect(rapidCrashes(3, 59_999)).toBe(4);
    expect(rapidCrashes(3, 60_000)).toBe(1);
  });
});
