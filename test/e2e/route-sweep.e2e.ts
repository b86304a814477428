// Hardening: no request of any shape gets a 5xx. Every route of the app (its OpenAPI document, plus the
// resource writes the document leaves out) gets the garbage catalogue of test/support/garbage.ts: bodies,
// wrong values for each declared property, queries and path parameters; signed in as a staff administrator
// (or as the account type a route is for), so that validation and the services are reached, and anonymously.
// This suite sweeps every route but the admin resources' signed in, and every route anonymously;
// route-sweep-resources.e2e.ts sweeps the admin resources signed in (the two run side by side).
import { useTestApp } from '../support/test-app.js';
import { unthrottled } from './auth-support.js';
import { isResourceRoute, routeName, useRouteSweep } from './route-sweep-support.js';

const t = useTestApp({ prepare: unthrottled });
const sweep = useRouteSweep(t);
const notResources = () => sweep.routes.filter((route) => !isResourceRoute(route));

describe('no request of any shape gets a 5xx', () => {
  it('sweeps every operation of the OpenAPI document, and the routes the document leaves out', () => {
    const swept = new Set(sweep.routes.map(routeName));
    const documented = Object.entries(sweep.doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.filter((operation) => !swept.has(operation))).toEqual([]);
    expect(sweep.routes.length).toBeGreaterThan(documented.length);
  });

  it('answers every garbage request below 500 signed in, on every route but the admin resources, each reached past sign-in', async () => {
    const pass = await sweep.signedIn(notResources());
    expect(pass.answers).toBeGreaterThan(2000);
    expect(pass.failures).toEqual([]);
    expect(pass.knownFixed).toEqual([]);
    expect(pass.neverPastAuth).toEqual([]);
  }, 300_000);

  it('answers every garbage request below 500 anonymously, on every route', async () => {
    const pass = await sweep.anonymous(sweep.routes);
    expect(pass.answers).toBeGreaterThan(2000);
    expect(pass.failures).toEqual([]);
  }, 300_000);
});
