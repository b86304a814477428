// A new staff user (Tools: add user, POST /api/admin/users) is invited by email with a single-use link to set
// their password (issue 21); someone who already signs in elsewhere is not sent one.
import { randomBytes } from 'node:crypto';
import { useDemoSessions } from '../support/demo-world.js';
import { FACTORY_PASSWORD, newUser } from '../support/factories.js';
import { useTestApp } from '../support/test-app.js';
import { bearer, login, unthrottled } from './auth-support.js';

const t = useTestApp({ prepare: unthrottled });
const tokens = useDemoSessions(t);

const addStaff = (email: string) =>
  t.http
    .post('/api/admin/users')
    .set(bearer(tokens.admin))
    .send({ email, firstName: 'Nia', lastName: 'Hale', roles: [4] })
    .expect(201);

const outboxTo = (email: string): Promise<{ subject: string; body: string }[]> =>
  t.dataSource.query('SELECT subject, body FROM outbox_messages WHERE recipient = $1 ORDER BY id', [email]);

describe('staff invitations', () => {
  it('emails a new staff user a link to set their password, with which they then sign in', async () => {
    const email = `hire-${randomBytes(4).toString('hex')}@springfield.example`;
    await addStaff(email);

    const [invitation] = await outboxTo(email);
    expect(invitation.subject).toBe('City of Springfield: you are invited to join the staff');
    expect(invitation.body).toMatch(
      /^You were added to the staff of City of Springfield\. To set your password, open \S+\/create-login\?token=\S+ within 60 minutes\. The link works once\.$/,
    );
    const token = /\?token=(\S+) within/.exec(invitation.body)?.[1] ?? '';
    await t.http
      .post('/api/auth/set-password')
      .set(bearer(token))
      .send({ password: FACTORY_PASSWORD, password_confirmation: FACTORY_PASSWORD })
      .expect(204);
    expect((await login(t, email, FACTORY_PASSWORD)).status).toBe(200);
  });

  it('sends no invitation to someone who already has a login', async () => {
    const { email } = await newUser(t, { accounts: [{ instance: 'riverton', kind: 'individual' }] });
    await addStaff(email);
    expect(await outboxTo(email)).toEqual([]);
  });
});
