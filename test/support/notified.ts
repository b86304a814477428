// A program, applicants and their applications of a test's own on springfield, and what notifications did
// with them: the tests of notifications that fire (notifications-fire, telephony, preferences).
import { newUser } from './factories.js';
import { sessionTokenFor } from './sessions.js';
import { eventually } from './stalled-export.js';
import type { TestApp } from './test-app.js';

export const SPRINGFIELD = 100;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let programs = 0;

export interface NotifiedProgram {
  id: number;
  /** Its entry state, and a state it moves on to with the demo's supervisor a possible owner. */
  entry: number;
  next: number;
}

/** A program of the test's own (its default workflow), made by the administrator whose token is given. */
export async function newProgram(t: TestApp, admin: string): Promise<NotifiedProgram> {
  programs += 1;
  const created = await t.http
    .post('/api/admin/programs')
    .set(bearer(admin))
    .send({ displayName: `Notified Program ${programs} ${Date.now()}`, audience: [2], scope: 'Local' })
    .expect(201);
  const [next] = await t.dataSource.query(
    `SELECT tr.id AS "transitionId", tr.instance_id AS "instanceId", tr.from_state_id AS "entry",
            tr.to_state_id AS "next"
       FROM workflow_transitions tr JOIN workflows w ON w.id = tr.workflow_id
       JOIN workflow_states f ON f.id = tr.from_state_id
      WHERE w.program_id = $1 AND f.name = 'Application Received' ORDER BY tr.id LIMIT 1`,
    [created.body.id],
  );
  await t.dataSource.query(
    `INSERT INTO transition_owners (instance_id, transition_id, user_id)
     SELECT $1, $2, id FROM users WHERE email = 'supervisor@springfield.example'`,
    [next.instanceId, next.transitionId],
  );
  return { id: created.body.id as number, entry: next.entry, next: next.next };
}

export interface ApplicantOptions {
  language?: string;
  phone?: string;
  smsConsent?: boolean;
}

/** An individual applicant of the test's own on springfield, signed in. */
export async function newApplicant(t: TestApp, options: ApplicantOptions = {}) {
  const { user, email } = await newUser(t, {
    firstName: 'Ana',
    lastName: "O'Neil & <Co>",
    phone: options.phone ?? null,
  });
  await t.dataSource.query('UPDATE users SET default_language = $2, sms_consent = $3 WHERE id = $1', [
    user.id,
    options.language ?? 'en',
    options.smsConsent ?? false,
  ]);
  return { userId: user.id, email, token: await sessionTokenFor(t, email, 'springfield') };
}

/** Submits an application to the program as the applicant; answers its id and external id. */
export async function apply(t: TestApp, token: string, programId: number) {
  const res = await t.http
    .post(`/api/submit-application/${SPRINGFIELD}/community-type/2`)
    .set(bearer(token))
    .send({ programId, answers: {} })
    .expect(201);
  const [row] = await t.dataSource.query(
    `SELECT id, instance_id AS "instanceId", external_id AS "externalId", applicant_name AS "applicantName"
       FROM applications WHERE id = $1`,
    [res.body.id],
  );
  return row as { id: number; instanceId: number; externalId: string; applicantName: string };
}

export interface DeliveryRow {
  participant: string;
  channel: string;
  recipient: string | null;
  subject: string | null;
  attempt: number;
  status: string;
  error: string | null;
}

/**
 * The deliveries of the application's program's own rules (the demo's instance notifications fire too), by
 * rule, participant and attempt: deliveries run in any order.
 */
export const deliveriesOf = (t: TestApp, applicationId: number): Promise<DeliveryRow[]> =>
  t.dataSource.query(
    `SELECT d.participant, d.channel, d.recipient, d.subject, d.attempt, d.status, d.error
       FROM notification_deliveries d JOIN notification_rules r ON r.id = d.rule_id
       JOIN applications a ON a.id = d.application_id AND a.program_id = r.program_id
      WHERE d.application_id = $1 ORDER BY d.rule_id, d.participant, d.attempt`,
    [applicationId],
  );

/** The deliveries of the application once there are `count` (or what there is after 20 s). */
export async function deliveredTo(t: TestApp, applicationId: number, count: number): Promise<DeliveryRow[]> {
  await eventually(async () => (await deliveriesOf(t, applicationId)).length >= count, 20_000);
  return deliveriesOf(t, applicationId);
}

export const outboxTo = (
  t: TestApp,
  recipient: string,
): Promise<{ channel: string; subject: string | null; body: string }[]> =>
  t.dataSource.query('SELECT channel, subject, body FROM outbox_messages WHERE recipient = $1 ORDER BY id', [
    recipient,
  ]);
