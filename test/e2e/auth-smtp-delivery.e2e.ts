import net from 'node:net';
import { jest } from '@jest/globals';
import { OutboxMessage } from '../../server/src/modules/delivery/entities/outbox-message.entity.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { bearer, keyOf, loginToken, unthrottled } from './auth-support.js';

/** A mail server on loopback speaking enough SMTP to take messages (a stand-in for the provider). */
interface Received {
  auth: string | null;
  from: string;
  to: string;
  data: string;
}

function mailServer(rejectRecipient: string) {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: Received = { auth: null, from: '', to: '', data: '' };
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { auth: current.auth, from: '', to: '', data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line}\n`;
        } else if (line.startsWith('EHLO')) socket.write('250-test\r\n250 AUTH PLAIN\r\n');
        else if (line.startsWith('AUTH PLAIN ')) {
          current.auth = Buffer.from(line.slice(11), 'base64').toString();
          socket.write('235 ok\r\n');
        } else if (line.startsWith('MAIL FROM:')) {
          current.from = line.slice(10);
          socket.write('250 ok\r\n');
        } else if (line.startsWith('RCPT TO:')) {
          current.to = line.slice(8);
          socket.write(current.to === `<${rejectRecipient}>` ? '550 no such mailbox\r\n' : '250 ok\r\n');
        } else if (line === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('502 unknown\r\n');
        end = buffer.indexOf('\r\n');
      }
    });
  });
  return { server, received };
}

// The project's 60 s test timeout does not reach tests in this setup; a loaded machine needs it.
jest.setTimeout(60_000);
let t: TestApp;
const mail = mailServer('multi@porchlight.example');

beforeAll(async () => {
  unthrottled();
  await new Promise<void>((resolve) => mail.server.listen(0, '127.0.0.1', resolve));
  const { port } = mail.server.address() as net.AddressInfo;
  t = await startTestApp({
    env: {
      PORCHLIGHT_DELIVERY: 'smtp',
      SMTP_URL: `smtp://relay%40porchlight.test:p%40ss@127.0.0.1:${port}?from=no-reply@porchlight.test`,
    },
  });
}, 300_000);

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => mail.server.close(() => resolve()));
});

async function sendCode(who: string) {
  const token = await loginToken(t, who);
  const [account] = (await t.http.get('/api/users/accounts').set(bearer(token)).expect(200)).body;
  return t.http
    .post('/api/mfa/send')
    .set(bearer(token))
    .send({ ...keyOf(account), channel: 'email' });
}

describe('delivery by SMTP (PORCHLIGHT_DELIVERY=smtp)', () => {
  it('sends the code by mail, authenticated with the URL credentials, and not to the outbox', async () => {
    expect((await sendCode('secure@springfield.example')).status).toBe(204);
    const message = mail.received.at(-1) as Received;
    expect(message.auth).toBe('\0relay@porchlight.test\0p@ss');
    expect(message).toMatchObject({ from: '<no-reply@porchlight.test>', to: '<secure@springfield.example>' });
    const [headers, body] = message.data.split('\n\n');
    expect(headers).toContain('Subject: City of Springfield: your verification code');
    expect(headers).toContain('Content-Transfer-Encoding: base64');
    expect(Buffer.from(body.replace(/\n/g, ''), 'base64').toString()).toMatch(
      /Your verification code is \d{6}\./,
    );
    const outbox = await t.dataSource
      .getRepository(OutboxMessage)
      .countBy({ to: 'secure@springfield.example' });
    expect(outbox).toBe(0);
  });

  it('answers 503 deliveryFailed when the mail server refuses the message', async () => {
    const res = await sendCode('multi@porchlight.example');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      statusCode: 503,
      code: 'deliveryFailed',
      message: 'The message could not be sent; please try again later',
    });
  });
});
