import { appRoutes } from '../support/app-routes.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ seed: false });
});

afterAll(async () => {
  await t?.close();
});

const routes = () => appRoutes(t.app);

describe('default deny', () => {
  it('finds the routes of the application', () => {
    expect(routes().length).toBeGreaterThan(10);
  });

  it('has every route say who may call it (@Public, @AcceptsLoginToken, @SignedIn, @Roles or @Permission)', () => {
    const undeclared = routes()
      .filter((r) => !r.declared)
      .map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
  });
});
