import { Logger } from '@nestjs/common';
import type { Twilio } from 'twilio';
import { deliveryFailed } from '../smtp.delivery.js';
import type { InboundRequest, PhoneMessage, TelephonyPort } from './telephony.port.js';

type TwilioModule = typeof import('twilio');
type RequestOptions<T> = import('twilio/lib/base/RequestClient.js').RequestOptions<T>;

export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  from: string;
  /** Another origin for the REST API than Twilio's own (TWILIO_API_URL). */
  apiUrl?: string;
}

/** Twilio's own HTTP client, sending to another origin: the path and query stay as the package wrote them. */
function rebasedClient(twilio: TwilioModule, origin: string) {
  return new (class extends twilio.RequestClient {
    override request<T>(options: RequestOptions<T>) {
      const { pathname, search } = new URL(options.uri);
      return super.request<T>({ ...options, uri: new URL(pathname + search, origin).href });
    }
  })();
}

/**
 * PORCHLIGHT_TELEPHONY=twilio: texts through Twilio's Messages API and calls that say the message (TwiML
 * <Say>), by the official package, loaded only when this adapter is chosen. Webhooks are checked with the
 * package's validateRequest (X-Twilio-Signature under the account's auth token).
 */
export class TwilioTelephony implements TelephonyPort {
  private readonly logger = new Logger('TwilioTelephony');
  private readonly client: Twilio;

  private constructor(
    private readonly twilio: TwilioModule,
    private readonly account: TwilioAccount,
  ) {
    this.client = twilio(account.accountSid, account.authToken, {
      ...(account.apiUrl ? { httpClient: rebasedClient(twilio, account.apiUrl) } : {}),
    });
  }

  static async create(account: TwilioAccount): Promise<TwilioTelephony> {
    const { default: twilio } = await import('twilio');
    return new TwilioTelephony(twilio, account);
  }

  async sendEach(messages: PhoneMessage[]): Promise<(Error | null)[]> {
    return Promise.all(
      messages.map((message) =>
        this.send(message).then(
          () => null,
          (error: Error) => error,
        ),
      ),
    );
  }

  private async send({ channel, to, body }: PhoneMessage): Promise<void> {
    const from = this.account.from;
    try {
      if (channel === 'sms') {
        await this.client.messages.create({ from, to, body });
        return;
      }
      const twiml = new this.twilio.twiml.VoiceResponse();
      twiml.say(body);
      await this.client.calls.create({ from, to, twiml: twiml.toString() });
    } catch (error) {
      // Twilio's reply names the problem (a bad number, no balance); the message itself is never logged.
      this.logger.error(`${channel} through Twilio failed: ${(error as Error).message}`);
      throw deliveryFailed(error);
    }
  }

  verifyInbound({ url, params, headers }: InboundRequest): boolean {
    const signature = headers['x-twilio-signature'];
    if (typeof signature !== 'string') return false;
    return this.twilio.validateRequest(this.account.authToken, signature, url, params);
  }
}
