import { createHash } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SETTINGS } from '../../config/runtime.js';
import type { Settings } from '../../config/settings.js';
import { ChannelDelivery } from './channel.delivery.js';
import { DELIVERY_PORT, type DeliveryPort } from './delivery.port.js';
import { OutboxDelivery } from './outbox.delivery.js';
import { SmtpDelivery } from './smtp.delivery.js';
import { parseSmtpUrl } from './smtp-url.js';
import { LocalTelephony } from './telephony/local.telephony.js';
import { TELEPHONY_PORT, type TelephonyPort } from './telephony/telephony.port.js';

/**
 * The local telephony's webhook key: a hash of the HS256 signature of a fixed label, so it comes from the
 * server's secret (every process shares it) without being the secret.
 */
export function localTelephonyKey(jwt: JwtService): string {
  const labelled = jwt.sign({ purpose: 'porchlight:telephony-webhooks' }, { noTimestamp: true });
  return createHash('sha256').update(labelled).digest('hex');
}

/** PORCHLIGHT_TELEPHONY: the outbox, or Twilio (its package loaded only then). */
async function telephonyOf(
  settings: Settings,
  outbox: OutboxDelivery,
  jwt: JwtService,
): Promise<TelephonyPort> {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER } = settings;
  if (
    settings.PORCHLIGHT_TELEPHONY === 'twilio' &&
    TWILIO_ACCOUNT_SID &&
    TWILIO_AUTH_TOKEN &&
    TWILIO_FROM_NUMBER
  ) {
    const { TwilioTelephony } = await import('./telephony/twilio.telephony.js');
    return TwilioTelephony.create({
      accountSid: TWILIO_ACCOUNT_SID,
      authToken: TWILIO_AUTH_TOKEN,
      from: TWILIO_FROM_NUMBER,
      apiUrl: settings.TWILIO_API_URL,
    });
  }
  return new LocalTelephony(outbox, localTelephonyKey(jwt));
}

/**
 * Provides the delivery port (DELIVERY_PORT): e-mail by PORCHLIGHT_DELIVERY (outbox or SMTP), texts and calls
 * by the telephony port (TELEPHONY_PORT, PORCHLIGHT_TELEPHONY), which also checks inbound webhooks.
 */
@Global()
@Module({
  providers: [
    OutboxDelivery,
    { provide: TELEPHONY_PORT, inject: [SETTINGS, OutboxDelivery, JwtService], useFactory: telephonyOf },
    {
      provide: DELIVERY_PORT,
      inject: [SETTINGS, OutboxDelivery, TELEPHONY_PORT],
      useFactory: (settings: Settings, outbox: OutboxDelivery, telephony: TelephonyPort): DeliveryPort =>
        new ChannelDelivery(
          settings.PORCHLIGHT_DELIVERY === 'smtp' && settings.SMTP_URL
            ? new SmtpDelivery(parseSmtpUrl(settings.SMTP_URL))
            : outbox,
          telephony,
        ),
    },
  ],
  exports: [DELIVERY_PORT, TELEPHONY_PORT],
})
export class DeliveryModule {}
