import type { OutgoingMessage } from '../delivery.port.js';

/** A text message or a call to one phone number. */
export type PhoneMessage = OutgoingMessage & { channel: 'sms' | 'voice' };

/** A webhook request from the telephony provider, as its signature covers it. */
export interface InboundRequest {
  /** The full URL the provider called (scheme, host, path and query). */
  url: string;
  /** The form fields it posted. */
  params: Record<string, string>;
  /** The request's headers, lower-case names. */
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/**
 * Texts and calls (SMS and voice/IVR), chosen by PORCHLIGHT_TELEPHONY: `local` writes them to the outbox,
 * `twilio` sends them through Twilio. The same adapter checks its provider's signature on inbound webhooks.
 */
export interface TelephonyPort {
  /** For each message, null when it went or the error why it did not. */
  sendEach(messages: PhoneMessage[]): Promise<(Error | null)[]>;
  /** Whether the provider signed this webhook request. */
  verifyInbound(request: InboundRequest): boolean;
}

export const TELEPHONY_PORT = Symbol('TELEPHONY_PORT');
