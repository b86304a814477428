import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { DeliveryPort, OutgoingMessage } from './delivery.port.js';
import type { SmtpTarget } from './smtp-url.js';

/** 503 to the caller; the cause (the mail server's reply) stays for the record of a notification delivery. */
export function deliveryFailed(cause?: unknown): DomainException {
  const error = new DomainException(
    503,
    'deliveryFailed',
    'The message could not be sent; please try again later',
  );
  error.cause = cause;
  return error;
}

const TIMEOUT_MS = 15_000;

/**
 * PORCHLIGHT_DELIVERY=smtp: email through the mail server of SMTP_URL, by nodemailer (implicit TLS for
 * smtps://, STARTTLS when offered, AUTH PLAIN with the URL's credentials). Texts and calls go to the telephony
 * port (ChannelDelivery), never here.
 */
export class SmtpDelivery implements DeliveryPort {
  private readonly logger = new Logger('SmtpDelivery');
  private readonly transport: Transporter;

  constructor(private readonly target: SmtpTarget) {
    this.transport = nodemailer.createTransport({
      host: target.host,
      port: target.port,
      secure: target.secure,
      ...(target.user !== undefined
        ? { auth: { user: target.user, pass: target.pass ?? '' }, authMethod: 'PLAIN' }
        : {}),
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
    });
  }

  /** One message at a time, a connection each. */
  async sendEach(messages: OutgoingMessage[]): Promise<(Error | null)[]> {
    const results: (Error | null)[] = [];
    for (const message of messages) {
      results.push(
        await this.send(message).then(
          () => null,
          (error: Error) => error,
        ),
      );
    }
    return results;
  }

  async send(message: OutgoingMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.target.from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.body,
        // base64: no line of a body can be taken for the end of the data or for a header.
        textEncoding: 'base64',
      });
    } catch (error) {
      // The server's reply names the problem; the message itself (a code, a link) is never logged.
      this.logger.error(
        `mail to the server ${this.target.host}:${this.target.port} failed: ${(error as Error).message}`,
      );
      throw deliveryFailed(error);
    }
  }
}
