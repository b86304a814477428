// Unread message counters on the work queue (programs spec §3 "unreadItems", §8 and §9).

import type { UnreadItems } from '../../contract/queue.js';

export type { UnreadItems };

const cap = (count: number, max: number): string => (count > max ? `${max}+` : String(count));

/** The unread counter stops at 9. */
export const capUnreadCounter = (count: number): string => cap(count, 9);

/** Number badges stop at 99. */
export const capBadge = (count: number): string => cap(count, 99);

export const UNREAD_CHANNELS = [
  'email',
  'sms',
  'voice',
  'ivr',
] as const satisfies readonly (keyof UnreadItems)[];

export const unreadTotal = (items: UnreadItems): number =>
  UNREAD_CHANNELS.reduce((sum, channel) => sum + items[channel], 0);

// In the order of the specification's sentence.
const UNREAD_PHRASES: readonly [keyof UnreadItems, string][] = [
  ['email', 'unread email'],
  ['sms', 'unread text'],
  ['voice', 'unheard voicemail'],
  ['ivr', 'unread IVR'],
];

/** 'You have 2 unread email, 1 unread text', naming only channels with something unread; null if none. */
export function unreadTooltip(items: UnreadItems): string | null {
  const parts = UNREAD_PHRASES.filter(([channel]) => items[channel] > 0).map(
    ([channel, phrase]) => `${items[channel]} ${phrase}`,
  );
  return parts.length > 0 ? `You have ${parts.join(', ')}` : null;
}
