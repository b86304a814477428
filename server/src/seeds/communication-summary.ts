import { UNREAD_COUNTER_BY_TYPE } from '../modules/communications/channels.js';
import type { CommunicationType } from '../modules/communications/entities/communication.entity.js';

export interface CommunicationFact {
  type: CommunicationType;
  direction: 'inbound' | 'outbound';
  at: Date;
  read: boolean;
}

/**
 * The communication columns a queue row keeps, from its messages: the unread counters, and the last
 * contact, taken from the messages exchanged with the applicant (the types with an unread counter; notes,
 * comments and sessions are staff-side).
 */
export function communicationSummary(messages: readonly CommunicationFact[]) {
  const unread = { email: 0, sms: 0, voice: 0, ivr: 0 };
  let last: CommunicationFact | null = null;
  for (const message of messages) {
    const counter = UNREAD_COUNTER_BY_TYPE[message.type];
    if (!counter) continue;
    if (message.direction === 'inbound' && !message.read) unread[counter] += 1;
    if (!last || message.at > last.at) last = message;
  }
  return {
    unreadEmail: unread.email,
    unreadSms: unread.sms,
    unreadVoice: unread.voice,
    unreadIvr: unread.ivr,
    lastComDate: last?.at ?? null,
    lastComDirection: last?.direction ?? null,
    lastComType: last?.type ?? null,
  };
}
