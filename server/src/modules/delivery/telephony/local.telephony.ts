import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OutboxDelivery } from '../outbox.delivery.js';
import type { InboundRequest, PhoneMessage, TelephonyPort } from './telephony.port.js';

/** The header the local telephony's webhooks carry their signature in. */
export const LOCAL_SIGNATURE_HEADER = 'x-porchlight-signature';

/**
 * What a webhook's signature covers, as Twilio's does: the URL's path and query, then each posted field's
 * name and value in name order. The host is left out, so a proxy in front changes nothing.
 */
export function signedText(request: Pick<InboundRequest, 'url' | 'params'>): string {
  const url = new URL(request.url);
  const fields = Object.keys(request.params)
    .sort()
    .map((name) => `${name}${request.params[name]}`);
  return `${url.pathname}${url.search}${fields.join('')}`;
}

/** HMAC-SHA256 of the signed text under `key`, base64: what a local webhook carries. */
export function localSignature(key: string, request: Pick<InboundRequest, 'url' | 'params'>): string {
  return createHmac('sha256', key).update(signedText(request)).digest('base64');
}

/**
 * PORCHLIGHT_TELEPHONY=local (the default): texts and calls become outbox rows, read in the admin UI or the
 * CLI, and inbound webhooks are signed with a key derived from the server's secret (docs/decisions.md).
 */
export class LocalTelephony implements TelephonyPort {
  constructor(
    private readonly outbox: OutboxDelivery,
    private readonly key: string,
  ) {}

  sendEach(messages: PhoneMessage[]): Promise<(Error | null)[]> {
    return this.outbox.sendEach(messages);
  }

  verifyInbound(request: InboundRequest): boolean {
    const given = request.headers[LOCAL_SIGNATURE_HEADER];
    if (typeof given !== 'string') return false;
    const expected = Buffer.from(localSignature(this.key, request));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}
