// Each person's channel preferences (user-preferences, issue 21): GET|PUT /api/user-preferences for the
// signed-in person on the session's instance, and notification rules honour them: nothing goes on a channel
// turned off, the delivery recorded as skipped with why.
import { jest } from '@jest/globals';
import type { Database } from '../../server/src/database/database.js';
import { newNotificationRule, startAppOn } from '../support/notifications.js';
import { apply, deliveredTo, newApplicant, newProgram, outboxTo } from '../support/notified.js';
import { sessionTokenFor } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';
import { openTestDatabase } from '../support/test-database.js';

jest.setTimeout(120_000);

let db: Database;
let t: TestApp;
let admin: string;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  db = await openTestDatabase('demo');
  t = await startAppOn(db);
  admin = await sessionTokenFor(t, 'admin@springfield.example', 'springfield');
}, 300_000);

afterAll(async () => {
  await t?.close();
  await db?.close();
});

describe('GET|PUT /api/user-preferences', () => {
  it('every channel is on until the person turns one off; a PUT replaces them and answers them', async () => {
    const applicant = await newApplicant(t);
    const read = await t.http.get('/api/user-preferences').set(bearer(applicant.token)).expect(200);
    expect(read.body).toEqual({ email: true, sms: true, voice: true, smsConsent: false });

    const saved = await t.http
      .put('/api/user-preferences')
      .set(bearer(applicant.token))
      .send({ email: false, sms: true, voice: false })
      .expect(200);
    expect(saved.body).toEqual({ email: false, sms: true, voice: false, smsConsent: false });
    const again = await t.http.get('/api/user-preferences').set(bearer(applicant.token)).expect(200);
    expect(again.body).toEqual({ email: false, sms: true, voice: false, smsConsent: false });
  });

  it('consent to text messages is given and withdrawn with the channels; a PUT without it keeps it', async () => {
    const applicant = await newApplicant(t, { phone: '+15555550182' });
    const given = await t.http
      .put('/api/user-preferences')
      .set(bearer(applicant.token))
      .send({ email: true, sms: true, voice: true, smsConsent: true })
      .expect(200);
    expect(given.body).toEqual({ email: true, sms: true, voice: true, smsConsent: true });

    const kept = await t.http
      .put('/api/user-preferences')
      .set(bearer(applicant.token))
      .send({ email: true, sms: true, voice: false })
      .expect(200);
    expect(kept.body).toEqual({ email: true, sms: true, voice: false, smsConsent: true });

    const withdrawn = await t.http
      .put('/api/user-preferences')
      .set(bearer(applicant.token))
      .send({ email: true, sms: true, voice: false, smsConsent: false })
      .expect(200);
    expect(withdrawn.body).toEqual({ email: true, sms: true, voice: false, smsConsent: false });
  });

  it.each(['yes', null])(
    'a consent to texts of %p, not true or false, is 422 with its field error',
    async (smsConsent) => {
      const applicant = await newApplicant(t);
      const refused = await t.http
        .put('/api/user-preferences')
        .set(bearer(applicant.token))
        .send({ email: true, sms: true, voice: true, smsConsent })
        .expect(422);
      expect(refused.body.errors).toEqual([
        { field: 'smsConsent', code: 'isBoolean', message: 'smsConsent must be a boolean value' },
      ]);
    },
  );

  it('a PUT without every channel as true or false is 422 with the field errors, and changes nothing', async () => {
    const applicant = await newApplicant(t);
    const refused = await t.http
      .put('/api/user-preferences')
      .set(bearer(applicant.token))
      .send({ email: 'no', sms: true })
      .expect(422);
    expect(refused.body.errors).toEqual([
      { field: 'email', code: 'isBoolean', message: 'email must be a boolean value' },
      { field: 'voice', code: 'isBoolean', message: 'voice must be a boolean value' },
    ]);
    const read = await t.http.get('/api/user-preferences').set(bearer(applicant.token)).expect(200);
    expect(read.body).toEqual({ email: true, sms: true, voice: true, smsConsent: false });
  });

  it('needs a signed-in person: 401 without a session', async () => {
    await t.http.get('/api/user-preferences').expect(401);
  });
});

describe('rules honour the preferences of the people they reach', () => {
  it('an applicant who turned email off gets the text of a submission but not its email, the email recorded as skipped', async () => {
    const program = await newProgram(t, admin);
    for (const channel of ['email', 'sms'] as const) {
      await newNotificationRule(t, admin, {
        programId: program.id,
        event: 'submitted',
        channel,
        subject: channel === 'email' ? 'Received {{externalId}}' : undefined,
        body: `By ${channel}: received {{externalId}}`,
        participants: [{ kind: 'applicant' }],
      });
    }
    const applicant = await newApplicant(t, { phone: '+15555550181', smsConsent: true });
    await t.http
      .put('/api/user-preferences')
      .set(bearer(applicant.token))
      .send({ email: false, sms: true, voice: true })
      .expect(200);
    const application = await apply(t, applicant.token, program.id);

    expect(await deliveredTo(t, application.id, 2)).toEqual([
      expect.objectContaining({
        channel: 'email',
        recipient: applicant.email,
        status: 'skipped',
        error: 'Turned off email in their preferences',
      }),
      expect.objectContaining({ channel: 'sms', recipient: '+15555550181', status: 'sent', error: null }),
    ]);
    expect(await outboxTo(t, applicant.email)).toEqual([]);
    expect(await outboxTo(t, '+15555550181')).toEqual([
      { channel: 'sms', subject: null, body: `By sms: received ${application.externalId}` },
    ]);
  });

  it('an applicant texted once they consent in their preferences, and skipped once they withdraw it', async () => {
    // One application per program: a program of its own for each submission.
    const textingProgram = async () => {
      const program = await newProgram(t, admin);
      await newNotificationRule(t, admin, {
        programId: program.id,
        event: 'submitted',
        channel: 'sms',
        body: 'Received {{externalId}}',
        participants: [{ kind: 'applicant' }],
      });
      return program;
    };
    const applicant = await newApplicant(t, { phone: '+15555550183' });
    const choose = (smsConsent: boolean) =>
      t.http
        .put('/api/user-preferences')
        .set(bearer(applicant.token))
        .send({ email: true, sms: true, voice: true, smsConsent })
        .expect(200);

    await choose(true);
    const texted = await apply(t, applicant.token, (await textingProgram()).id);
    expect(await deliveredTo(t, texted.id, 1)).toEqual([
      expect.objectContaining({ channel: 'sms', recipient: '+15555550183', status: 'sent', error: null }),
    ]);

    await choose(false);
    const skipped = await apply(t, applicant.token, (await textingProgram()).id);
    expect(await deliveredTo(t, skipped.id, 1)).toEqual([
      expect.objectContaining({
        channel: 'sms',
        recipient: '+15555550183',
        status: 'skipped',
        error: 'No consent to text messages',
      }),
    ]);
    expect(await outboxTo(t, '+15555550183')).toEqual([
      { channel: 'sms', subject: null, body: `Received ${texted.externalId}` },
    ]);
  });

  it('a staff user who turned email off is skipped by a rule naming them; one who did not is mailed', async () => {
    const program = await newProgram(t, admin);
    const supervisor = await sessionTokenFor(t, 'supervisor@springfield.example', 'springfield');
    await t.http
      .put('/api/user-preferences')
      .set(bearer(supervisor))
      .send({ email: false, sms: true, voice: true })
      .expect(200);
    await newNotificationRule(t, admin, {
      programId: program.id,
      event: 'submitted',
      subject: 'New application {{externalId}}',
      body: 'New: {{externalId}}',
      participants: [
        { kind: 'user', value: 'supervisor@springfield.example' },
        { kind: 'user', value: 'admin@springfield.example' },
      ],
    });
    const application = await apply(t, (await newApplicant(t)).token, program.id);

    const rows = await deliveredTo(t, application.id, 2);
    expect(
      rows
        .map(({ recipient, status, error }) => ({ recipient, status, error }))
        .sort((a, b) => String(a.recipient).localeCompare(String(b.recipient))),
    ).toEqual([
      { recipient: 'admin@springfield.example', status: 'sent', error: null },
      {
        recipient: 'supervisor@springfield.example',
        status: 'skipped',
        error: 'Turned off email in their preferences',
      },
    ]);
  });
});
