import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

const expectErrorShape = (body: Record<string, unknown>, statusCode: number, code: string | number) => {
  expect(body).toMatchObject({ statusCode, code });
  expect(typeof body.message).toBe('string');
  expect(JSON.stringify(body)).not.toMatch(/at .+\.(ts|js):\d+/);
};

describe('health', () => {
  it('answers ok and names the live database mode', async () => {
    const res = await t.http.get('/api/health').expect(200);
    const mode = process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded';
    expect(res.body).toEqual({ status: 'ok', database: mode });
  });

  it('gives every answer a request id, and keeps one the client sent', async () => {
    const res = await t.http.get('/api/health').set('x-request-id', 'trace-123').expect(200);
    expect(res.headers['x-request-id']).toBe('trace-123');
    const fresh = await t.http.get('/api/health').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers', async () => {
    const res = await t.http.get('/api/health').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('the one error shape', () => {
  it('answers an unknown route with 404 notFound', async () => {
    const res = await t.http.get('/api/no-such-thing').expect(404);
    expectErrorShape(res.body, 404, 'notFound');
  });

  it('answers malformed JSON with 400 malformedJson, and keeps serving', async () => {
    const res = await t.http
      .post('/api/users/login-v2')
      .set('content-type', 'application/json')
      .send('{"email": "a@b.c", "password": ')
      .expect(400);
    expectErrorShape(res.body, 400, 'malformedJson');
    expect(res.body.message).toBe('The request body is not valid JSON');
    await t.http.get('/api/health').expect(200);
  });

  it('answers an oversized body with 413 payloadTooLarge', async () => {
    const res = await t.http
      .post('/api/users/login-v2')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }))
      .expect(413);
    expectErrorShape(res.body, 413, 'payloadTooLarge');
  });

  it('answers an unknown field with 422 unknownField naming it', async () => {
    const res = await t.http
      .post('/api/users/login-v2')
      .send({
        email: 'admin@springfield.example',
        password: 'Porchlight-Demo-1',
        instance: 'springfield',
        isAdmin: true,
      })
      .expect(422);
    expectErrorShape(res.body, 422, 'unknownField');
    expect(res.body.errors).toContainEqual({
      field: 'isAdmin',
      code: 'unknownField',
      message: 'The field isAdmin is not allowed',
    });
  });

  it('answers a wrongly typed field with 422 and the field named', async () => {
    const res = await t.http
      .post('/api/users/login-v2')
      .send({ email: ['admin@springfield.example'], password: 12345, instance: 'springfield' })
      .expect(422);
    expectErrorShape(res.body, 422, res.body.code);
    const fields = (res.body.errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['password']));
  });

  it('answers a signed-in route without a token with 401 unauthorized', async () => {
    const res = await t.http.get('/api/users/me').expect(401);
    expectErrorShape(res.body, 401, 'unauthorized');
  });

  it('answers a forged token with 401 unauthorized', async () => {
    const res = await t.http.get('/api/users/me').set('authorization', 'Bearer not.a.token').expect(401);
    expectErrorShape(res.body, 401, 'unauthorized');
  });
});

describe('branding of the seeded instances', () => {
  it.each([
    ['springfield', 100],
    ['riverton', 318],
    ['services', 344],
    ['healthexchange', 483],
    ['market', 500],
    ['ideas', 600],
  ])('serves %s (instance %i) by query', async (subdomain, id) => {
    const res = await t.http.get(`/api/branding?instance=${subdomain}`).expect(200);
    expect(res.body).toMatchObject({ cd_instance: id, subdomain });
    expect(typeof res.body.instance_name).toBe('string');
  });

  it('takes the instance from the host name', async () => {
    const res = await t.http.get('/api/branding').set('host', 'riverton.localhost:3000').expect(200);
    expect(res.body.cd_instance).toBe(318);
  });

  it('answers an unknown instance with 404 instanceNotFound', async () => {
    const res = await t.http.get('/api/branding?instance=nowhere').expect(404);
    expectErrorShape(res.body, 404, 'instanceNotFound');
  });

  it('gives contact info, event tracking, the public page content and the individual form by instance id', async () => {
    const res = await t.http.get('/api/instances/100').expect(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'contact_info',
      'content',
      'individual_form_url',
      'track_program_events',
    ]);
    const bad = await t.http.get('/api/instances/abc').expect(400);
    expectErrorShape(bad.body, 400, 'badRequest');
  });
});

describe('OpenAPI', () => {
  it('publishes the document at /api/docs with the health and branding calls', async () => {
    const res = await t.http.get('/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/branding']));
    await t.http.get('/api/docs').expect(200);
  });
});
