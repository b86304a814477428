// Notification rules that fire (issue 21, API.md "Notifications that fire"): each event fires its program's
// active rules to their participants, rendered in the recipient's language, through the delivery port, as
// jobs of the persistent queue; every attempt is recorded in notification-deliveries.
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../server/src/database/database.js';
import { NotificationsService } from '../../server/src/modules/notifications/notifications.service.js';
import { newNotificationRule, startAppOn } from '../support/notifications.js';
import {
  type ApplicantOptions,
  apply as applyTo,
  deliveredTo as deliveredToIn,
  deliveriesOf as deliveriesOfIn,
  newApplicant as notifiedApplicant,
  newProgram as notifiedProgram,
  outboxTo as outboxToIn,
} from '../support/notified.js';
import { sessionTokenFor } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';
import { openTestDatabase } from '../support/test-database.js';

jest.setTimeout(120_000);

let db: Database;
/** The app running now: a test restarting the server replaces it. */
let t: TestApp;
let admin: string;
let adminUserId: number;

const SPRINGFIELD_ID = 100;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  db = await openTestDatabase('demo');
  t = await startAppOn(db);
  admin = await sessionTokenFor(t, 'admin@springfield.example', 'springfield');
  [{ id: adminUserId }] = await t.dataSource.query(
    "SELECT id FROM users WHERE email = 'admin@springfield.example'",
  );
}, 300_000);

afterAll(async () => {
  await t?.close();
  await db?.close();
});

const newProgram = () => notifiedProgram(t, admin);
const newApplicant = (options?: ApplicantOptions) => notifiedApplicant(t, options);
const apply = (token: string, programId: number) => applyTo(t, token, programId);
const deliveriesOf = (applicationId: number) => deliveriesOfIn(t, applicationId);
const deliveredTo = (applicationId: number, count: number) => deliveredToIn(t, applicationId, count);
const outboxTo = (recipient: string) => outboxToIn(t, recipient);

/** The first owner the workflow offers for the move of the application into the state. */
async function possibleOwner(applicationId: number, stateId: number) {
  const res = await t.http
    .get(`/api/admin/applications/possible-states?ids=${applicationId}`)
    .set(bearer(admin))
    .expect(200);
  const row = res.body.find(
    (r: { possible_state_id: number; possible_user_id: number | null }) =>
      r.possible_state_id === stateId && r.possible_user_id !== null,
  );
  const [user] = await t.dataSource.query(
    `SELECT id, email, trim(concat_ws(' ', first_name, last_name)) AS name FROM users WHERE id = $1`,
    [row.possible_user_id],
  );
  return user as { id: number; email: string; name: string };
}

/** A bulk change that succeeds for every application it names. */
async function bulk(body: Record<string, unknown>) {
  const res = await t.http.post('/api/admin/applications/bulk').set(bearer(admin)).send(body);
  expect(res.body).toMatchObject({ succeeded: body.ids, failed: [] });
}

describe('each event fires its rules to the right recipients with the rendered text', () => {
  it('a submission fires the submitted rules: the applicant in Spanish, values as written (plain text); a fixed address in English', async () => {
    const program = await newProgram();
    await newNotificationRule(t, admin, {
      programId: program.id,
      event: 'submitted',
      subject: 'Received {{externalId}}',
      body: 'Hello {{applicantName}}, {{programName}}: {{state}}',
      translations: { es: { subject: 'Recibida {{externalId}}', body: 'Hola {{applicantName}}: {{state}}' } },
      participants: [{ kind: 'applicant' }, { kind: 'address', value: 'intake@notify.example' }],
    });
    const applicant = await newApplicant({ language: 'es' });
    const application = await apply(applicant.token, program.id);

    expect(await deliveredTo(application.id, 2)).toEqual([
      expect.objectContaining({ participant: 'address', recipient: 'intake@notify.example', status: 'sent' }),
      expect.objectContaining({
        participant: 'applicant',
        recipient: applicant.email,
        attempt: 1,
        status: 'sent',
      }),
    ]);
    expect(application.applicantName).toBe("Ana O'Neil & <Co>");
    expect(await outboxTo(applicant.email)).toEqual([
      {
        channel: 'email',
        subject: `Recibida ${application.externalId}`,
        body: "Hola Ana O'Neil & <Co>: Application Received",
      },
    ]);
    const [{ displayName }] = await t.dataSource.query(
      'SELECT display_name AS "displayName" FROM programs WHERE id = $1',
      [program.id],
    );
    expect((await outboxTo('intake@notify.example')).at(-1)).toEqual({
      channel: 'email',
      subject: `Received ${application.externalId}`,
      body: `Hello Ana O'Neil & <Co>, ${displayName}: Application Received`,
    });
  });

  it('entering a state fires that state rules only, naming its public label; giving an owner fires owner_assigned to the owner', async () => {
    const program = await newProgram();
    await newNotificationRule(t, admin, {
      programId: program.id,
      event: 'state_entered',
      stateId: program.next,
      subject: 'Update on {{externalId}}',
      body: 'Your application is now {{state}}',
      participants: [{ kind: 'applicant' }],
    });
    await newNotificationRule(t, admin, {
      programId: program.id,
      event: 'state_entered',
      stateId: program.entry,
      body: 'Entered the first state',
      participants: [{ kind: 'address', value: 'first-state@notify.example' }],
    });
    await newNotificationRule(t, admin, {
      programId: program.id,
      event: 'owner_assigned',
      subject: 'Assigned: {{externalId}}',
      body: '{{ownerName}}, {{externalId}} is yours',
      participants: [{ kind: 'owner' }],
    });
    const applicant = await newApplicant();
    const application = await apply(applicant.token, program.id);
    const entered = await deliveredTo(application.id, 1);
    expect(entered.map((d) => d.recipient)).toEqual(['first-state@notify.example']);

    const owner = await possibleOwner(application.id, program.next);
    await bulk({
      action: 'UPDATE_STATUS_AND_OWNER',
      ids: [application.id],
      toState: program.next,
      ownerId: owner.id,
    });

    const all = await deliveredTo(application.id, 3);
    expect(all).toEqual([
      expect.objectContaining({ participant: 'applicant', recipient: applicant.email, status: 'sent' }),
      expect.objectContaining({
        participant: 'address',
        recipient: 'first-state@notify.example',
        status: 'sent',
      }),
      expect.objectContaining({ participant: 'owner', recipient: owner.email, status: 'sent' }),
    ]);
    expect(await outboxTo(applicant.email)).toEqual([
      {
        channel: 'email',
        subject: `Update on ${application.externalId}`,
        // The state as applicants see it: the public label of Review.
        body: 'Your application is now Under review',
      },
    ]);
    expect((await outboxTo(owner.email)).at(-1)).toEqual({
      channel: 'email',
      subject: `Assigned: ${application.externalId}`,
      body: `${owner.name}, ${application.externalId} is yours`,
    });
  });

  it('a message from the applicant fires message_received to a staff user', async () => {
    const program = await newProgram();
    await newNotificationRule(t, admin, {
      programId: program.id,
      event: 'message_received',
      subject: 'New message on {{externalId}}',
      body: '{{applicantName}} wrote about {{externalId}}',
      participants: [{ kind: 'user', value: String(adminUserId) }],
    });
    const applicant = await newApplicant();
    const application = await apply(applicant.token, program.id);
    await t.http
      .post(`/api/applications/${application.id}/messages`)
      .set(bearer(applicant.token))
      .send({ body: 'Any news?' })
      .expect(201);

    expect(await deliveredTo(application.id, 1)).toEqual([
      expect.objectContaining({
        participant: 'user',
        recipient: 'admin@springfield.example',
        status: 'sent',
      }),
    ]);
    expect((await outboxTo('admin@springfield.example')).at(-1)).toEqual({
      channel: 'email',
      subject: `New message on ${application.externalId}`,
      body: `Ana O'Neil & <Co> wrote about ${application.externalId}`,
    });
  });
});

describe("the applicant's thread", () => {
  it('a message a rule sent the applicant is on their application: they read it at GET /api/applications/:id/messages, staff in its communications, read; one to an address is not', async () => {
    const program = await newProgram();
    await newNotificationRule(t, admin, {
      programId: program.id,
      event: 'submitted',
      subject: 'Received {{externalId}}',
      body: 'We have your application {{externalId}}',
      participants: [{ kind: 'applicant' }, { kind: 'address', value: 'thread@notify.example' }],
    });
    const applicant = await newApplicant();
    const application = await apply(applicant.token, program.id);
    await deliveredTo(application.id, 2);

    const own = await t.http
      .get(`/api/applications/${application.id}/messages`)
      .set(bearer(applicant.token))
      .expect(200);
    expect(own.body).toEqual([
      expect.objectContaining({
        direction: 'outbound',
        subject: `Received ${application.externalId}`,
        body: `We have your application ${application.externalId}`,
      }),
    ]);
    const staff = await t.http
      .get(`/api/admin/applications/${application.id}/communications`)
      .set(bearer(admin))
      .expect(200);
    expect(staff.body).toEqual([
      expect.objectContaining({
        type: 'EMAIL',
        direction: 'outbound',
        senderUserId: null,
        senderName: 'Notifications',
        body: `We have your application ${application.externalId}`,
        read: true,
      }),
    ]);
  });
});

describe('a test message (the test-message button)', () => {
  it("sends the rule's message once with sample values, to the sender by default or to the number given", async () => {
    const program = await newProgram();
    const email = await newNotificationRule(t, admin, {
      programId: program.id,
      event: 'submitted',
      subject: 'Received {{externalId}}',
      body: 'Hello {{applicantName}}: {{programName}} is {{state}}',
      participants: [{ kind: 'applicant' }],
    });
    const [{ displayName }] = await t.dataSource.query(
      'SELECT display_name AS "displayName" FROM programs WHERE id = $1',
      [program.id],
    );
    const sent = await t.http
      .post(`/api/admin/notification-rules/${email}/test`)
      .set(bearer(admin))
      .send({})
      .expect(201);
    const expected = {
      channel: 'email',
      subject: 'Received TEST-0001',
      body: `Hello Test Applicant: ${displayName} is Approved`,
    };
    expect(sent.body).toEqual({ instanceId: SPRINGFIELD_ID, to: 'admin@springfield.example', ...expected });
    expect((await outboxTo('admin@springfield.example')).at(-1)).toEqual(expected);

    const text = await newNotificationRule(t, admin, {
      programId: program.id,
      event: 'submitted',
      channel: 'sms',
      body: '{{externalId}} received',
      participants: [{ kind: 'applicant' }],
    });
    await t.http
      .post(`/api/admin/notification-rules/${text}/test`)
      .set(bearer(admin))
      .send({ to: '(555) 555-0191' })
      .expect(201);
    expect(await outboxTo('+15555550191')).toEqual([
      { channel: 'sms', subject: null, body: 'TEST-0001 received' },
    ]);
  });

  it("refuses an address of the other channel (422 recipientInvalid) and a rule of no one's (404)", async () => {
    const program = await newProgram();
    const rule = await newNotificationRule(t, admin, {
      programId: program.id,
      event: 'submitted',
      body: 'Hello',
      participants: [],
    });
    const refused = await t.http
      .post(`/api/admin/notification-rules/${rule}/test`)
      .set(bearer(admin))
      .send({ to: '+15555550192' })
      .expect(422);
    expect(refused.body.errors).toEqual([
      { field: 'to', code: 'recipientInvalid', message: 'Send the test to an email address' },
    ]);
    const missing = await t.http
      .post('/api/admin/notification-rules/999999/test')
      .set(bearer(admin))
      .send({})
      .expect(404);
    expect(missing.body).toEqual({
      statusCode: 404,
      code: 'notificationRuleNotFound',
      message: 'No notification rule 999999',
    });
  });
});

describe('consent and failures', () => {
  it('texts only an applicant who agreed to text messages; the other is recorded as skipped, as staff read at GET /api/admin/notification-deliveries', async () => {
    const program = await newProgram();
    await newNotificationRule(t, admin, {
      programId: program.id,
      event: 'submitted',
      channel: 'sms',
      body: 'Received {{externalId}}',
      participants: [{ kind: 'applicant' }],
    });
    const agreed = await newApplicant({ phone: '+15555550141', smsConsent: true });
    const declined = await newApplicant({ phone: '+15555550142', smsConsent: false });
    const sent = await apply(agreed.token, program.id);
    const skipped = await apply(declined.token, program.id);

    expect(await deliveredTo(sent.id, 1)).toEqual([
      expect.objectContaining({ channel: 'sms', recipient: '+15555550141', status: 'sent', error: null }),
    ]);
    expect(await deliveredTo(skipped.id, 1)).toEqual([
      expect.objectContaining({
        channel: 'sms',
        recipient: '+15555550142',
        status: 'skipped',
        error: 'No consent to text messages',
      }),
    ]);
    expect(await outboxTo('+15555550141')).toEqual([
      { channel: 'sms', subject: null, body: `Received ${sent.externalId}` },
    ]);
    expect(await outboxTo('+15555550142')).toEqual([]);
    const read = await t.http
      .get('/api/admin/notification-deliveries')
      .query({ filter: JSON.stringify({ applicationId: skipped.id }) })
      .set(bearer(admin))
      .expect(200);
    expect(read.body).toEqual([
      expect.objectContaining({
        applicationId: skipped.id,
        event: 'submitted',
        channel: 'sms',
        participant: 'applicant',
        recipient: '+15555550142',
        attempt: 1,
        status: 'skipped',
        error: 'No consent to text messages',
      }),
    ]);
  });

  it('a change rolled back enqueues and sends nothing; the same change committed does', async () => {
    const program = await newProgram();
    await newNotificationRule(t, admin, {
      programId: program.id,
      event: 'state_entered',
      stateId: program.next,
      body: 'Moved: {{externalId}}',
      participants: [{ kind: 'address', value: 'rollback@notify.example' }],
    });
    const application = await apply((await newApplicant()).token, program.id);
    const notifications = t.app.get(NotificationsService);
    const change = { applicationId: application.id, kind: 'status' as const, toStateId: program.next };
    const fanOuts = async () =>
      (
        await t.dataSource.query(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'notifications.fan-out' AND data->'changes' @> $1::jsonb`,
          [JSON.stringify([{ applicationId: application.id }])],
        )
      )[0].n;
    const before = await fanOuts();

    await expect(
      t.dataSource.transaction(async (manager) => {
        await manager.query('UPDATE applications SET current_state_id = $2 WHERE id = $1', [
          application.id,
          program.next,
        ]);
        await notifications.applicationsChanged(manager, application.instanceId, [change]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await fanOuts()).toBe(before);

    await bulk({ action: 'UPDATE_STATUS', ids: [application.id], toState: program.next });
    expect(await fanOuts()).toBe(before + 1);
    expect(await deliveredTo(application.id, 1)).toEqual([
      expect.objectContaining({ recipient: 'rollback@notify.example', status: 'sent' }),
    ]);
  });

  it('a delivery enqueued before the server restarts is sent by the server after it', async () => {
    const program = await newProgram();
    await newNotificationRule(t, admin, {
      programId: program.id,
      event: 'submitted',
      body: 'Received {{externalId}}',
      participants: [{ kind: 'address', value: 'restart@notify.example' }],
    });
    await t.close();
    // A server that only enqueues, then stops before anything is sent.
    t = await startAppOn(db, { PORCHLIGHT_JOBS: 'off' });
    const application = await apply((await newApplicant()).token, program.id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await deliveriesOf(application.id)).toEqual([]);
    await t.close();

    t = await startAppOn(db);
    expect(await deliveredTo(application.id, 1)).toEqual([
      expect.objectContaining({ recipient: 'restart@notify.example', attempt: 1, status: 'sent' }),
    ]);
    expect(await outboxTo('restart@notify.example')).toEqual([
      { channel: 'email', subject: null, body: `Received ${application.externalId}` },
    ]);
  });

  it('a mail server failing the first two attempts is retried with backoff until it takes the message, each attempt recorded', async () => {
    const received: string[] = [];
    let attempts = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          attempts += 1;
          if (attempts <= 2) {
            callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
            return;
          }
          received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const program = await newProgram();
    await newNotificationRule(t, admin, {
      programId: program.id,
      event: 'submitted',
      subject: 'Received {{externalId}}',
      body: 'Received',
      participants: [{ kind: 'address', value: 'smtp@notify.example' }],
    });
    await t.close();
    t = await startAppOn(db, {
      PORCHLIGHT_DELIVERY: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}?from=no-reply@porchlight.test`,
    });
    try {
      const application = await apply((await newApplicant()).token, program.id);
      const rows = await deliveredTo(application.id, 3);
      expect(rows.map(({ attempt, status }) => ({ attempt, status }))).toEqual([
        { attempt: 1, status: 'failed' },
        { attempt: 2, status: 'failed' },
        { attempt: 3, status: 'sent' },
      ]);
      expect(rows[0].error).toMatch(/451 Mailbox busy, try again later/);
      expect(received).toEqual(['smtp@notify.example']);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
