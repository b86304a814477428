// What the specifications tie to particular instances is a feature of the instance (instances.features),
// seeded on the instances the specifications name: giving another instance the feature gives it the
// behaviour, and taking it away takes the behaviour with it. No code compares an instance id.
import { INSTANCE_FEATURES, type InstanceFeature } from '../../server/src/contract/instance-features.js';
import { Instance } from '../../server/src/modules/instances/entities/instance.entity.js';
import { newUser } from '../support/factories.js';
import { useTestApp } from '../support/test-app.js';
import { keyOf, login, unthrottled } from './auth-support.js';

const t = useTestApp({ prepare: unthrottled });

const setFeatures = (subdomain: string, features: InstanceFeature[]) =>
  t.dataSource.getRepository(Instance).update({ subdomain }, { features });

const springfieldSignup = () =>
  t.http
    .post('/api/create-individual/instance/100')
    .send({ ds_firstname: 'Ana', ds_lastname: 'Lima', ds_mail: `ana-${Date.now()}@example.org` });

afterEach(() => setFeatures('springfield', []));

it('the demo world gives the instances the specifications name their features, and no other instance any', async () => {
  const rows = await t.dataSource.query(
    `SELECT id, features FROM instances WHERE cardinality(features) > 0 ORDER BY id`,
  );
  expect(rows).toEqual([
    { id: 318, features: ['syncReport'] },
    { id: 344, features: ['subscriberAccounts'] },
    { id: 483, features: ['newerLoginLayout', 'closedSignUp'] },
    { id: 600, features: ['demoAccounts', 'aiTools'] },
  ]);
  expect([...INSTANCE_FEATURES].sort()).toEqual(
    [
      'aiTools',
      'closedSignUp',
      'demoAccounts',
      'newerLoginLayout',
      'subscriberAccounts',
      'syncReport',
    ].sort(),
  );
});

it('closedSignUp closes sign-up on any instance that has it (403 signupClosed), and only while it has it', async () => {
  await setFeatures('springfield', ['closedSignUp']);
  const closed = await springfieldSignup();
  expect(closed.status).toBe(403);
  expect(closed.body).toEqual({
    statusCode: 403,
    code: 'signupClosed',
    message: 'Sign-up is not offered on this instance',
  });
  await setFeatures('springfield', []);
  expect((await springfieldSignup()).status).toBe(201);
});

it('the branding tells the screens before sign-in what the instance has (newerLoginLayout)', async () => {
  await setFeatures('springfield', ['newerLoginLayout', 'closedSignUp']);
  const branding = await t.http.get('/api/branding').query({ instance: 'springfield' });
  expect(branding.status).toBe(200);
  expect(branding.body.features).toEqual(['newerLoginLayout', 'closedSignUp']);
});

it('subscriberAccounts makes an individual account a Subscriber, and users/me carries the features', async () => {
  await setFeatures('springfield', ['subscriberAccounts']);
  const { email, password } = await newUser(t);
  const token = (await login(t, email, password ?? '').expect(200)).body.token;
  const accounts = (await t.http.get('/api/users/accounts').set('Authorization', `Bearer ${token}`)).body;
  expect(accounts).toHaveLength(1);
  const session = await t.http
    .post('/api/users/session-v2')
    .set('Authorization', `Bearer ${token}`)
    .send(keyOf(accounts[0]));
  const me = await t.http.get('/api/users/me').set('Authorization', `Bearer ${session.body.token}`);
  expect(me.body).toMatchObject({ accountType: 'Subscriber', instanceFeatures: ['subscriberAccounts'] });
});
