// Hardening: every route of the app with every kind of bad token. None gets a 5xx, and every route but a
// public one (or one that takes a login token, for the login token) answers 401: none lets the caller in.
import { Agent } from 'node:http';
import { JwtService } from '@nestjs/jwt';
import { DEMO_LOGINS } from '../support/demo-world.js';
import { fillPath } from '../support/garbage.js';
import {
  type Answer,
  describeAnswer,
  inPool,
  type OpenApiDocument,
  type Probe,
  type SweptRoute,
  send,
  sweptRoutes,
} from '../support/route-sweep.js';
import { sessionTokenFor } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { bearer, loginToken, unthrottled } from './auth-support.js';
import { routeName } from './route-sweep-support.js';

const t = useTestApp({ prepare: unthrottled });
const CONCURRENCY = 8;
const [ADMIN, INSTANCE] = DEMO_LOGINS.admin;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

interface Credential {
  what: string;
  authorization: string | undefined;
  /** A login token: a route that takes one may answer it 2xx. */
  login?: boolean;
}

let routes: SweptRoute[];
let credentials: Credential[];
let validSession: string;

/** A token with these claims, signed with the app's secret unless another is given. */
function signed(claims: Record<string, unknown>, secret?: string): string {
  const jwt = t.app.get(JwtService);
  return jwt.sign(claims, secret ? { secret } : {});
}

/** A session token whose session was revoked by signing out. */
async function revokedSession(): Promise<string> {
  const token = await sessionTokenFor(t, ADMIN, INSTANCE);
  await t.http.post('/api/users/logout').set(bearer(token)).expect(204);
  return token;
}

beforeAll(async () => {
  const doc = (await t.http.get('/api/docs-json').expect(200)).body as OpenApiDocument;
  routes = sweptRoutes(t.app, doc);
  validSession = await sessionTokenFor(t, ADMIN, INSTANCE);
  const claims = JSON.parse(Buffer.from(validSession.split('.')[1], 'base64url').toString()) as {
    sub: number;
    ins: number;
    sid: string;
  };
  const now = Math.floor(Date.now() / 1000);
  const session = { typ: 'session', sub: claims.sub, ins: claims.ins, sid: claims.sid };
  credentials = [
    { what: 'no token', authorization: undefined },
    { what: 'an empty Bearer', authorization: 'Bearer' },
    { what: 'a Bearer of a space', authorization: 'Bearer  ' },
    { what: 'garbage', authorization: 'Bearer garbage' },
    { what: 'three garbage parts', authorization: 'Bearer a.b.c' },
    { what: 'a truncated session token', authorization: `Bearer ${validSession.slice(0, -12)}` },
    {
      what: 'a session token without its signature',
      authorization: `Bearer ${validSession.replace(/[^.]+$/, '')}`,
    },
    {
      what: 'a session token signed with another secret',
      authorization: `Bearer ${signed(session, 'another-secret-'.repeat(4))}`,
    },
    {
      what: 'an expired session token',
      authorization: `Bearer ${signed({ ...session, iat: now - 7200, exp: now - 3600 })}`,
    },
    {
      what: 'a token of an unknown session',
      authorization: `Bearer ${signed({ ...session, sid: '00000000-0000-4000-8000-000000000000' }, undefined)}`,
    },
    { what: "a revoked session's token", authorization: `Bearer ${await revokedSession()}` },
    { what: 'a login token', authorization: `Bearer ${await loginToken(t, ADMIN, INSTANCE)}`, login: true },
    {
      what: 'an MFA token',
      authorization: `Bearer ${signed({ typ: 'mfa', sub: claims.sub, ins: claims.ins })}`,
    },
    {
      what: 'an operation token',
      authorization: `Bearer ${signed({ typ: 'operation', sub: claims.sub, ins: claims.ins, ref: '1' })}`,
    },
    {
      what: 'Basic credentials',
      authorization: `Basic ${Buffer.from(`${ADMIN}:Porchlight-Demo-1`).toString('base64')}`,
    },
    { what: 'a session token under Basic', authorization: `Basic ${validSession}` },
    { what: 'a session token under another scheme', authorization: `Token ${validSession}` },
  ];
}, 60_000);

afterAll(() => agent.destroy());

/** The route with its parameters filled (1 for an id) and, for a method that takes one, an empty JSON body. */
function probeOf(route: SweptRoute, what: string): Probe {
  const withBody = !['GET', 'DELETE'].includes(route.method);
  return {
    method: route.method,
    target: fillPath(route.template, { instance: INSTANCE }),
    headers: withBody ? { 'content-type': 'application/json' } : {},
    body: withBody ? '{}' : undefined,
    what,
  };
}

const port = () => Number(new URL(t.url).port);

/** Every route with the credential, at most CONCURRENCY at a time, answers in the routes' order. */
const sendToEveryRoute = (credential: Credential): Promise<Answer[]> =>
  inPool(routes, CONCURRENCY, (route) =>
    send(port(), agent, probeOf(route, credential.what), credential.authorization),
  );

describe('every route with every kind of bad token', () => {
  it('reaches most routes past sign-in with a valid session (the sweep itself works)', async () => {
    // A session of its own for each route: signing out or deleting takes nothing from the others.
    const answers = await inPool(routes, CONCURRENCY, async (route) =>
      send(
        port(),
        agent,
        probeOf(route, 'a valid session'),
        `Bearer ${await sessionTokenFor(t, ADMIN, INSTANCE)}`,
      ),
    );
    const past = answers.filter((answer) => answer.status !== 401);
    expect(past.length).toBeGreaterThan(routes.length * 0.8);
  });

  it('answers no bad token with a 5xx, and every one with 401 on a route that is not public', async () => {
    const failures: string[] = [];
    for (const credential of credentials) {
      const answers = await sendToEveryRoute(credential);
      answers.forEach((answer, i) => {
        const route = routes[i];
        const opens = route.public || (credential.login === true && route.acceptsLoginToken);
        const wrong = opens ? answer.status >= 500 || answer.status === 0 : answer.status !== 401;
        if (wrong) failures.push(describeAnswer(routeName(route), answer));
      });
    }
    expect(credentials.length).toBeGreaterThan(15);
    expect(failures).toEqual([]);
  });
});
