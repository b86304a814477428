// Texts and calls through the telephony port (issue 21): the local default writes them to the outbox; the
// Twilio adapter (the official package) sends them to Twilio's REST API, here a Twilio-compatible server
// started in the test; a failure is recorded on the delivery and in the error log, and retried.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import type { Database } from '../../server/src/database/database.js';
import { newNotificationRule, startAppOn } from '../support/notifications.js';
import {
  apply,
  deliveredTo,
  type NotifiedProgram,
  newApplicant,
  newProgram,
  outboxTo,
} from '../support/notified.js';
import { sessionTokenFor } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';
import { openTestDatabase } from '../support/test-database.js';

jest.setTimeout(120_000);

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'twilio-test-auth-token';
const FROM = '+15555550100';

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

/** A rule of the program telling the applicant, on submission, by text or call. */
const applicantRule = (program: NotifiedProgram, channel: 'sms' | 'voice', body: string) =>
  newNotificationRule(t, admin, {
    programId: program.id,
    event: 'submitted',
    channel,
    body,
    participants: [{ kind: 'applicant' }],
  });

describe('the local telephony (default) writes texts and calls to the outbox', () => {
  it('a text rule and a voice rule each reach an applicant who agreed, on their own channel', async () => {
    const program = await newProgram(t, admin);
    await applicantRule(program, 'sms', 'Text: received {{externalId}}');
    await applicantRule(program, 'voice', 'Call: received {{externalId}}');
    const applicant = await newApplicant(t, { phone: '+15555550131', smsConsent: true });
    const application = await apply(t, applicant.token, program.id);

    expect(await deliveredTo(t, application.id, 2)).toEqual([
      expect.objectContaining({ channel: 'sms', recipient: '+15555550131', status: 'sent', error: null }),
      expect.objectContaining({ channel: 'voice', recipient: '+15555550131', status: 'sent', error: null }),
    ]);
    // Both go in one batch, in either order.
    const outbox = await outboxTo(t, '+15555550131');
    expect(outbox.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'sms', subject: null, body: `Text: received ${application.externalId}` },
      { channel: 'voice', subject: null, body: `Call: received ${application.externalId}` },
    ]);
  });
});

interface TwilioRequest {
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** A server answering as Twilio's REST API does: the first text refused (21211), everything after taken. */
async function twilioLike(): Promise<{ server: Server; url: string; requests: TwilioRequest[] }> {
  const requests: TwilioRequest[] = [];
  const read = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    return Object.fromEntries(new URLSearchParams(text));
  };
  const server = createServer(async (req, res) => {
    const form = await read(req);
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization, form });
    res.setHeader('content-type', 'application/json');
    const texts = requests.filter((r) => r.path.endsWith('/Messages.json'));
    if (req.url?.endsWith('/Messages.json') && texts.length === 1) {
      res.statusCode = 400;
      res.end(
        JSON.stringify({
          code: 21211,
          message: `The 'To' number ${form.To} is not a valid phone number.`,
          more_info: 'https://www.twilio.com/docs/errors/21211',
          status: 400,
        }),
      );
      return;
    }
    res.statusCode = 201;
    res.end(JSON.stringify({ sid: `SM${requests.length}`, status: 'queued', to: form.To, from: form.From }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, requests };
}

describe('the Twilio adapter', () => {
  it('a text Twilio refuses is failed with its reason on the delivery and in GET /api/admin/error-log, then retried and sent; a call says the message', async () => {
    const twilio = await twilioLike();
    const program = await newProgram(t, admin);
    await applicantRule(program, 'sms', 'Received {{externalId}}');
    await applicantRule(program, 'voice', 'Your application {{externalId}} was received');
    await t.close();
    t = await startAppOn(db, {
      PORCHLIGHT_TELEPHONY: 'twilio',
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM_NUMBER: FROM,
      TWILIO_API_URL: twilio.url,
    });
    try {
      const applicant = await newApplicant(t, { phone: '+15555550151', smsConsent: true });
      const application = await apply(t, applicant.token, program.id);

      const rows = await deliveredTo(t, application.id, 3);
      expect(
        rows.map(({ channel, attempt, status, error }) => ({ channel, attempt, status, error })),
      ).toEqual([
        {
          channel: 'sms',
          attempt: 1,
          status: 'failed',
          error: "The 'To' number +15555550151 is not a valid phone number.",
        },
        { channel: 'sms', attempt: 2, status: 'sent', error: null },
        { channel: 'voice', attempt: 1, status: 'sent', error: null },
      ]);
      const logged = await t.http
        .get('/api/admin/error-log')
        .query({ filter: JSON.stringify({ applicationId: application.id }) })
        .set(bearer(admin))
        .expect(200);
      expect(logged.body).toEqual([
        expect.objectContaining({
          source: 'notification-delivery',
          applicationId: application.id,
          channel: 'sms',
          recipient: '+15555550151',
          message: "The 'To' number +15555550151 is not a valid phone number.",
        }),
      ]);

      const basic = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
      const texts = twilio.requests.filter((r) => r.path.endsWith('/Messages.json'));
      expect(texts).toHaveLength(2);
      expect(texts[1]).toEqual({
        path: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
        authorization: basic,
        form: { To: '+15555550151', From: FROM, Body: `Received ${application.externalId}` },
      });
      const [call] = twilio.requests.filter((r) => r.path.endsWith('/Calls.json'));
      expect(call).toEqual({
        path: `/2010-04-01/Accounts/${ACCOUNT_SID}/Calls.json`,
        authorization: basic,
        form: {
          To: '+15555550151',
          From: FROM,
          Twiml: `<?xml version="1.0" encoding="UTF-8"?><Response><Say>Your application ${application.externalId} was received</Say></Response>`,
        },
      });
      // Nothing of these went to the outbox: Twilio had them.
      expect(await outboxTo(t, '+15555550151')).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => twilio.server.close(() => resolve()));
    }
  });
});
