// Hardening: no request of any shape gets a 5xx, on the routes of the admin resources (the one generic
// controller of /api/admin/<resource>) signed in as a staff administrator. The catalogue and the other
// routes: route-sweep.e2e.ts (the two run side by side).
import { useTestApp } from '../support/test-app.js';
import { unthrottled } from './auth-support.js';
import { isResourceRoute, useRouteSweep } from './route-sweep-support.js';

const t = useTestApp({ prepare: unthrottled });
const sweep = useRouteSweep(t);

it('answers every garbage request below 500 signed in, on the admin resources, each route reached past sign-in', async () => {
  const resources = sweep.routes.filter(isResourceRoute);
  expect(resources.length).toBeGreaterThan(60);
  const pass = await sweep.signedIn(resources);
  expect(pass.answers).toBeGreaterThan(3000);
  expect(pass.failures).toEqual([]);
  expect(pass.knownFixed).toEqual([]);
  expect(pass.neverPastAuth).toEqual([]);
}, 300_000);
