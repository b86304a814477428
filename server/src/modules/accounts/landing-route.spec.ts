import { landingRouteFor } from './landing-route.js';

describe('Landing route by account type (access spec §2, programs spec §2)', () => {
  it.each([
    ['Government', '/reports'],
    ['Business', '/resources'],
    ['Individual', '/resources'],
    ['Reviewer', '/reports'],
    ['Demo', '/v2/ai-tools/generate-ideas'],
    ['Subscriber', '/subscriptions'],
    ['ReviewerMarket', '/rem-routes'],
  ] as const)('%s lands on %s', (accountType, route) => {
    expect(landingRouteFor(accountType)).toBe(route);
  });
});
