import type { DeliveryPort, OutgoingMessage } from './delivery.port.js';
import type { PhoneMessage, TelephonyPort } from './telephony/telephony.port.js';

const isPhone = (message: OutgoingMessage): message is PhoneMessage => message.channel !== 'email';

/** The delivery port callers see: e-mail to the mail adapter (outbox or SMTP), texts and calls to telephony. */
export class ChannelDelivery implements DeliveryPort {
  constructor(
    private readonly mail: DeliveryPort,
    private readonly telephony: TelephonyPort,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const [error] = await this.sendEach([message]);
    if (error) throw error;
  }

  /** Each kind in one call of its adapter; the answers in the messages' order. */
  async sendEach(messages: OutgoingMessage[]): Promise<(Error | null)[]> {
    const phones = messages.filter(isPhone);
    const mails = messages.filter((m) => !isPhone(m));
    const [phoneResults, mailResults] = await Promise.all([
      phones.length ? this.telephony.sendEach(phones) : [],
      mails.length ? this.mail.sendEach(mails) : [],
    ]);
    let p = 0;
    let m = 0;
    return messages.map((message) => (isPhone(message) ? phoneResults[p++] : mailResults[m++]));
  }
}
