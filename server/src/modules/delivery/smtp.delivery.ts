import { Logger } from '@nestjs/common';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { DeliveryPort, OutgoingMessage } from './delivery.port.js';
import type { OutboxDelivery } from './outbox.delivery.js';
import { type SmtpTarget, sendMail } from './smtp.client.js';

export const deliveryFailed = () =>
  new DomainException(503, 'deliveryFailed', 'The message could not be sent; please try again later');

/**
 * PORCHLIGHT_DELIVERY=smtp: email through the mail server of SMTP_URL. Text messages and calls have no
 * gateway yet, so they stay in the outbox where an operator can see them.
 */
export class SmtpDelivery implements DeliveryPort {
  private readonly logger = new Logger('SmtpDelivery');

  constructor(
    private readonly target: SmtpTarget,
    private readonly outbox: OutboxDelivery,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'email') return this.outbox.send(message);
    try {
      await sendMail(this.target, { to: message.to, subject: message.subject ?? '', text: message.body });
    } catch (error) {
      // The server's reply names the problem; the message itself (a code, a link) is never logged.
      this.logger.error(
        `mail to the server ${this.target.host}:${this.target.port} failed: ${(error as Error).message}`,
      );
      throw deliveryFailed();
    }
  }
}
