import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { hostname } from 'node:os';
import tls from 'node:tls';

/** Where and how to send mail, read from SMTP_URL: smtp[s]://[user:pass@]host[:port][?from=address]. */
export interface SmtpTarget {
  secure: boolean;
  host: string;
  port: number;
  user?: string;
  pass?: string;
  from: string;
}

export class SmtpError extends Error {}

/** Reads a SMTP_URL the settings have already checked (isSmtpUrl, config/settings.ts). */
export function parseSmtpUrl(raw: string): SmtpTarget {
  const url = new URL(raw);
  const secure = url.protocol === 'smtps:';
  return {
    secure,
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    user: url.username ? decodeURIComponent(url.username) : undefined,
    pass: url.password ? decodeURIComponent(url.password) : undefined,
    from: url.searchParams.get('from') ?? `no-reply@${url.hostname}`,
  };
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

const TIMEOUT_MS = 15_000;

/** A header value on one line (no header injection), non-ASCII as an RFC 2047 encoded word. */
function headerValue(value: string): string {
  const line = value.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(line) ? line : `=?UTF-8?B?${Buffer.from(line).toString('base64')}?=`;
}

function address(value: string): string {
  if (/[\r\n<>]/.test(value)) throw new SmtpError('Invalid mail address');
  return value;
}

/** Reads SMTP replies (a reply ends at the line whose code is followed by a space). */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private waiting: {
    resolve: (r: { code: number; text: string }) => void;
    reject: (e: Error) => void;
  } | null = null;
  private failure: Error | null = null;

  constructor(private socket: net.Socket) {
    this.attach(socket);
  }

  attach(socket: net.Socket) {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.setTimeout(TIMEOUT_MS, () => this.fail(new SmtpError('The mail server did not answer in time')));
    socket.on('data', (chunk: string) => this.onData(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new SmtpError('The mail server closed the connection')));
  }

  private fail(error: Error) {
    this.failure ??= error;
    this.waiting?.reject(error);
    this.waiting = null;
  }

  private onData(chunk: string) {
    this.buffer += chunk;
    let end = this.buffer.indexOf('\r\n');
    while (end >= 0) {
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.lines.push(line);
      if (/^\d{3}(?: |$)/.test(line)) {
        const reply = { code: Number(line.slice(0, 3)), text: this.lines.map((l) => l.slice(4)).join('\n') };
        this.lines = [];
        this.waiting?.resolve(reply);
        this.waiting = null;
      }
      end = this.buffer.indexOf('\r\n');
    }
  }

  next(): Promise<{ code: number; text: string }> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }

  /** Sends one command and checks the reply code. */
  async command(line: string | null, expect: number[]): Promise<string> {
    const reply = this.next();
    if (line !== null) this.socket.write(`${line}\r\n`);
    const { code, text } = await reply;
    if (!expect.includes(code)) {
      // The server's answer names the problem; the command itself may carry credentials, so it is not quoted.
      throw new SmtpError(`The mail server refused (${code}): ${text.split('\n')[0]}`);
    }
    return text;
  }
}

function connect(target: SmtpTarget): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = target.secure
      ? tls.connect({ host: target.host, port: target.port, servername: target.host }, () => resolve(socket))
      : net.connect({ host: target.host, port: target.port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

function upgrade(socket: net.Socket, host: string): Promise<tls.TLSSocket> {
  return new Promise((resolve, reject) => {
    socket.removeAllListeners('data');
    socket.removeAllListeners('close');
    socket.removeAllListeners('error');
    socket.setTimeout(0);
    const secured = tls.connect({ socket, servername: host }, () => resolve(secured));
    secured.once('error', reject);
  });
}

/** The message as sent after DATA: headers and a base64 text body (no line of it can start with a dot). */
export function formatMail(from: string, mail: Mail): string {
  const body = (
    Buffer.from(mail.text)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
  return [
    `From: ${address(from)}`,
    `To: ${address(mail.to)}`,
    `Subject: ${headerValue(mail.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@${from.split('@')[1] ?? 'porchlight'}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}

/**
 * A small SMTP client (RFC 5321): implicit TLS for smtps://, STARTTLS when the server offers it, AUTH PLAIN
 * when the URL carries credentials. Enough for a relay or a mail provider; one connection per message.
 */
export async function sendMail(target: SmtpTarget, mail: Mail): Promise<void> {
  let socket = await connect(target);
  const reader = new ReplyReader(socket);
  try {
    await reader.command(null, [220]);
    const helo = `EHLO ${hostname() || 'porchlight'}`;
    let extensions = await reader.command(helo, [250]);
    if (!target.secure && /^STARTTLS$/im.test(extensions)) {
      await reader.command('STARTTLS', [220]);
      socket = await upgrade(socket, target.host);
      reader.attach(socket);
      extensions = await reader.command(helo, [250]);
    }
    if (target.user !== undefined) {
      if (!/^AUTH\b.*\bPLAIN\b/im.test(extensions))
        throw new SmtpError('The mail server does not offer AUTH PLAIN');
      const plain = Buffer.from(`\0${target.user}\0${target.pass ?? ''}`).toString('base64');
      await reader.command(`AUTH PLAIN ${plain}`, [235]);
    }
    await reader.command(`MAIL FROM:<${address(target.from)}>`, [250]);
    await reader.command(`RCPT TO:<${address(mail.to)}>`, [250, 251]);
    await reader.command('DATA', [354]);
    await reader.command(`${formatMail(target.from, mail)}\r\n.`, [250]);
    await reader.command('QUIT', [221]).catch(() => undefined);
  } finally {
    socket.destroy();
  }
}
