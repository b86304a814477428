// Texts and calls through the telephony port (issue 21): the local default writes them to the outbox; the
// Twilio adapter (the official package) sends them to Twilio's REST API, here a Twilio-compatible server
// started in the test; a failure is recorded on the delivery and in the error log, and retried.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import twilioPackage from 'twilio';
import type { Database } from '../../server/src/database/database.js';
import { localTelephonyKey } from '../../server/src/modules/delivery/delivery.module.js';
import { localSignature } from '../../server/src/modules/delivery/telephony/local.telephony.js';
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
const { getExpectedTwilioSignature } = twilioPackage;

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

const SMS_HOOK = '/api/telephony/sms?instance=springfield';
const VOICEMAIL_HOOK = '/api/telephony/voicemail?instance=springfield';
const SIGNATURE_REFUSED = {
  statusCode: 401,
  code: 'webhookSignatureInvalid',
  message: 'The webhook signature is not valid',
};

/** An applicant with this phone number who agreed to texts, and their submitted application. */
async function appliedFrom(phone: string) {
  const program = await newProgram(t, admin);
  const applicant = await newApplicant(t, { phone, smsConsent: true });
  return { phone, application: await apply(t, applicant.token, program.id) };
}

/** The application's messages as staff read them in the communications center. */
async function messagesOf(applicationId: number) {
  const res = await t.http
    .get(`/api/admin/applications/${applicationId}/communications`)
    .set(bearer(admin))
    .expect(200);
  return res.body;
}

/** The unread counters of the application's row on the work queue. */
async function queueUnread(externalId: string) {
  const res = await t.http
    .get('/api/admin/applications')
    .query({ filter: JSON.stringify({ search: externalId }) })
    .set(bearer(admin))
    .expect(200);
  expect(res.body).toHaveLength(1);
  const [{ unreadItems, unreadTotal }] = res.body;
  return { unreadItems, unreadTotal };
}

/** The local telephony's signature of a webhook the test posts (README "Telephony"). */
const localSigned = (path: string, form: Record<string, string>) =>
  localSignature(localTelephonyKey(t.app.get(JwtService)), { url: `${t.url}${path}`, params: form });

/** Posts the form to the webhook as the local telephony signs it; answers the response of that status. */
const postSigned = (path: string, form: Record<string, string>, status: number) =>
  t.http
    .post(path)
    .type('form')
    .set('x-porchlight-signature', localSigned(path, form))
    .send(form)
    .expect(status);

describe('inbound webhooks of the local telephony (X-Porchlight-Signature)', () => {
  it('a text with a bad signature is refused with 401 webhookSignatureInvalid and threads nothing', async () => {
    const { application, phone } = await appliedFrom('+15555550171');
    const form = { From: phone, Body: 'Hello?' };
    const refused = await t.http
      .post(SMS_HOOK)
      .type('form')
      .set('x-porchlight-signature', localSigned(SMS_HOOK, { ...form, Body: 'Something else' }))
      .send(form)
      .expect(401);
    expect(refused.body).toEqual(SIGNATURE_REFUSED);
    const unsigned = await t.http.post(SMS_HOOK).type('form').send(form).expect(401);
    expect(unsigned.body).toEqual(SIGNATURE_REFUSED);
    expect(await messagesOf(application.id)).toEqual([]);
  });

  it("a signed text threads onto the sender's newest application as an unread SMS and the queue's unread count rises", async () => {
    const { application, phone } = await appliedFrom('+15555550172');
    // Sent as the applicant's phone writes it: any US format is the same number.
    const form = { From: '(555) 555-0172', Body: 'I sent the lease yesterday' };
    expect(phone).toBe('+15555550172');
    const before = await queueUnread(application.externalId);
    expect(before.unreadTotal).toBe(0);

    await postSigned(SMS_HOOK, form, 200).expect('<?xml version="1.0" encoding="UTF-8"?><Response/>');

    expect(await messagesOf(application.id)).toEqual([
      expect.objectContaining({
        type: 'SMS',
        direction: 'inbound',
        senderName: '(555) 555-0172',
        body: 'I sent the lease yesterday',
        read: false,
      }),
    ]);
    expect(await queueUnread(application.externalId)).toEqual({
      unreadItems: { email: 0, sms: 1, voice: 0, ivr: 0 },
      unreadTotal: 1,
    });
  });

  it('a signed voicemail threads as unheard VOICE with its transcription', async () => {
    const { application, phone } = await appliedFrom('+15555550173');
    const form = {
      From: phone,
      RecordingUrl: 'https://recordings.example/RE0001',
      RecordingDuration: '14',
      TranscriptionText: 'Please call me back',
    };
    await postSigned(VOICEMAIL_HOOK, form, 200);
    expect(await messagesOf(application.id)).toEqual([
      expect.objectContaining({
        type: 'VOICE',
        direction: 'inbound',
        body: 'Voicemail (14 s): Please call me back',
        read: false,
      }),
    ]);
    expect(await queueUnread(application.externalId)).toEqual({
      unreadItems: { email: 0, sms: 0, voice: 1, ivr: 0 },
      unreadTotal: 1,
    });
  });

  it('a signed text from a number no application has is 404 noApplicationForNumber; one without a body is 422', async () => {
    const stranger = { From: '+15555550999', Body: 'Who is this?' };
    const unknown = await postSigned(SMS_HOOK, stranger, 404);
    expect(unknown.body).toEqual({
      statusCode: 404,
      code: 'noApplicationForNumber',
      message: 'No application of this instance has this phone number',
    });
    const empty = { From: '+15555550172', Body: ' ' };
    const invalid = await postSigned(SMS_HOOK, empty, 422);
    expect(invalid.body.errors).toEqual([
      { field: 'Body', code: 'fieldRequired', message: expect.stringContaining('Body') },
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
  let twilio: Awaited<ReturnType<typeof twilioLike>>;

  beforeAll(async () => {
    twilio = await twilioLike();
    await t.close();
    t = await startAppOn(db, {
      PORCHLIGHT_TELEPHONY: 'twilio',
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM_NUMBER: FROM,
      TWILIO_API_URL: twilio.url,
    });
  });

  afterAll(() => new Promise<void>((resolve) => twilio.server.close(() => resolve())));

  it('a text Twilio refuses is failed with its reason on the delivery and in GET /api/admin/error-log, then retried and sent; a call says the message', async () => {
    const program = await newProgram(t, admin);
    await applicantRule(program, 'sms', 'Received {{externalId}}');
    await applicantRule(program, 'voice', 'Your application {{externalId}} was received');
    const applicant = await newApplicant(t, { phone: '+15555550151', smsConsent: true });
    const application = await apply(t, applicant.token, program.id);

    const rows = await deliveredTo(t, application.id, 3);
    expect(rows.map(({ channel, attempt, status, error }) => ({ channel, attempt, status, error }))).toEqual([
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
  });

  it('an inbound text with a bad X-Twilio-Signature is refused; one Twilio signed threads onto the application, unread', async () => {
    const { application, phone } = await appliedFrom('+15555550161');
    const url = `${t.url}${SMS_HOOK}`;
    const form = { From: phone, To: FROM, Body: 'Is my document enough?', MessageSid: 'SM0001' };
    const refused = await t.http
      .post(SMS_HOOK)
      .type('form')
      .set('x-twilio-signature', getExpectedTwilioSignature('another-token', url, form))
      .send(form)
      .expect(401);
    expect(refused.body).toEqual(SIGNATURE_REFUSED);
    expect(await messagesOf(application.id)).toEqual([]);

    await t.http
      .post(SMS_HOOK)
      .type('form')
      .set('x-twilio-signature', getExpectedTwilioSignature(AUTH_TOKEN, url, form))
      .send(form)
      .expect(200)
      .expect('content-type', /text\/xml/);
    expect(await messagesOf(application.id)).toEqual([
      expect.objectContaining({
        type: 'SMS',
        direction: 'inbound',
        body: 'Is my document enough?',
        read: false,
      }),
    ]);
    expect(await queueUnread(application.externalId)).toEqual({
      unreadItems: { email: 0, sms: 1, voice: 0, ivr: 0 },
      unreadTotal: 1,
    });
  });
});
