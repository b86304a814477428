// How communication types map to the queue's filters, unread counters and delivery channels
// (programs spec §3 "Communication types", "unreadItems"; §8 unread tooltip).
import type { Channel } from '../delivery/entities/outbox-message.entity.js';
import { COMMUNICATION_TYPES, type CommunicationType } from './entities/communication.entity.js';
import type { UnreadItems } from './unread.js';

/** The panel's filter labels; Phone gathers calls and voicemail. */
export const FILTER_LABELS = {
  Email: ['EMAIL'],
  SMS: ['SMS'],
  Phone: ['CALL', 'VOICE'],
} as const satisfies Record<string, readonly CommunicationType[]>;

export const COMMUNICATION_FILTERS = ['ALL', ...COMMUNICATION_TYPES, 'Email', 'Phone'] as const;
export type CommunicationFilter = (typeof COMMUNICATION_FILTERS)[number];

/** The types a filter shows: ALL, one type, or a label's types ('SMS' is both a type and a label). */
export function typesForFilter(filter: CommunicationFilter): readonly CommunicationType[] {
  if (filter === 'ALL') return COMMUNICATION_TYPES;
  if (filter === 'Email' || filter === 'Phone') return FILTER_LABELS[filter];
  return [filter];
}

/**
 * The unread counter an unread inbound message of this type feeds: voicemail is 'unheard voicemail', an
 * answered call leaves an IVR note. Notes, comments and sessions are staff-side and never unread.
 */
export const UNREAD_COUNTER_BY_TYPE: Partial<Record<CommunicationType, keyof UnreadItems>> = {
  EMAIL: 'email',
  SMS: 'sms',
  VOICE: 'voice',
  CALL: 'ivr',
};

/** Types staff may write from the panel: delivered to the applicant, or kept internal. */
export const DELIVERY_CHANNEL_BY_TYPE = { EMAIL: 'email', SMS: 'sms' } as const satisfies Partial<
  Record<CommunicationType, Channel>
>;
/** The type a message sent on a channel is filed as: a call that says a message is a CALL. */
export const TYPE_BY_CHANNEL = { email: 'EMAIL', sms: 'SMS', voice: 'CALL' } as const satisfies Record<
  Channel,
  CommunicationType
>;

export const INTERNAL_TYPES = ['NOTE', 'COMMENT'] as const satisfies readonly CommunicationType[];
export const SENDABLE_TYPES = ['EMAIL', 'SMS', ...INTERNAL_TYPES] as const;
export type SendableType = (typeof SENDABLE_TYPES)[number];

export const isDelivered = (type: SendableType): type is keyof typeof DELIVERY_CHANNEL_BY_TYPE =>
  type in DELIVERY_CHANNEL_BY_TYPE;

/** What the applicant sees of an application's messages: those sent to them and their own, never staff notes. */
export const APPLICANT_VISIBLE_TYPES = [
  'EMAIL',
  'SMS',
  'CALL',
  'VOICE',
] as const satisfies readonly CommunicationType[];

/**
 * An applicant's reply from their application page is filed as EMAIL: a written message, under the panel's
 * Email filter and its unread counter, as a reply by mail would be.
 */
export const APPLICANT_REPLY_TYPE = 'EMAIL' satisfies CommunicationType;
export const APPLICANT_REPLY_COUNTER = UNREAD_COUNTER_BY_TYPE[APPLICANT_REPLY_TYPE] ?? 'email';
