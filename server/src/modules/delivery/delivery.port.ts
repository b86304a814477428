import type { Channel } from './entities/outbox-message.entity.js';

/** A message for one recipient: a code, a link, or a message to an applicant. */
export interface OutgoingMessage {
  instanceId: number;
  channel: Channel;
  /** An email address for 'email', a +1 phone number for 'sms' and 'voice'. */
  to: string;
  subject?: string;
  body: string;
}

/** Where messages go: the outbox table (default) or a mail server. Callers depend on this port only. */
export interface DeliveryPort {
  send(message: OutgoingMessage): Promise<void>;
  /**
   * Sends many messages (a batch of notification deliveries): for each, null when it went or the error why it
   * did not. Cheaper than one send each where the adapter can (the outbox writes them in one statement).
   */
  sendEach(messages: OutgoingMessage[]): Promise<(Error | null)[]>;
}

export const DELIVERY_PORT = Symbol('DELIVERY_PORT');
