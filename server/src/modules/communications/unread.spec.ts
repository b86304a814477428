import { capBadge, capUnreadCounter, unreadTooltip, unreadTotal } from './unread.js';

describe('Unread counter is capped at 9 with a + suffix (programs spec §9)', () => {
  it('shows counts up to 9 and 9+ above', () => {
    expect(capUnreadCounter(0)).toBe('0');
    expect(capUnreadCounter(9)).toBe('9');
    expect(capUnreadCounter(10)).toBe('9+');
  });
});

describe('Number badge is capped at 99, shown as 99+ (programs spec §9)', () => {
  it('shows counts up to 99 and 99+ above', () => {
    expect(capBadge(99)).toBe('99');
    expect(capBadge(100)).toBe('99+');
  });
});

describe('Unread total is the sum of the channels (programs spec §3)', () => {
  it('adds email, sms, voice and ivr', () => {
    expect(unreadTotal({ email: 1, sms: 2, voice: 3, ivr: 4 })).toBe(10);
  });
});

describe('Unread tooltip (programs spec §8)', () => {
  it('names every channel with its count', () => {
    expect(unreadTooltip({ email: 2, sms: 1, voice: 3, ivr: 1 })).toBe(
      'You have 2 unread email, 1 unread text, 3 unheard voicemail, 1 unread IVR',
    );
  });

  it('names only the channels with something unread', () => {
    expect(unreadTooltip({ email: 2, sms: 1, voice: 0, ivr: 0 })).toBe(
      'You have 2 unread email, 1 unread text',
    );
    expect(unreadTooltip({ email: 0, sms: 0, voice: 1, ivr: 0 })).toBe('You have 1 unheard voicemail');
  });

  it('is absent when nothing is unread', () => {
    expect(unreadTooltip({ email: 0, sms: 0, voice: 0, ivr: 0 })).toBeNull();
  });
});
