// When a locked account opens again (the loginLockout answer's lockedUntil, access spec §8), in the words
// and the clock of the page's language.
import { useEffect, useState } from 'react';
import { t, textLanguage } from '../i18n/i18n';

const MINUTE_MS = 60_000;
const MINUTES_SHOWN_AS_MINUTES = 60;

/** '10:42 PM' later today; the date as well when the lock ends on another day. */
export function unlockTime(until: Date, now: Date): string {
  const sameDay = until.toDateString() === now.toDateString();
  const style: Intl.DateTimeFormatOptions = sameDay
    ? { timeStyle: 'short' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(textLanguage(), style).format(until);
}

/** 'in 15 minutes', 'in 4 hours': Intl gives each language its own plural forms. */
export function unlockIn(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE_MS));
  const format = new Intl.RelativeTimeFormat(textLanguage(), { numeric: 'always' });
  return minutes < MINUTES_SHOWN_AS_MINUTES
    ? format.format(minutes, 'minute')
    : format.format(Math.round(minutes / MINUTES_SHOWN_AS_MINUTES), 'hour');
}

/** The lockout message for a lock that ends at `until`, kept true while the page stays open. */
export function useLockoutText(until: Date): string {
  const [now, setNow] = useState(() => new Date());
  const over = now.getTime() >= until.getTime();
  useEffect(() => {
    if (over) return;
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS / 4);
    return () => window.clearInterval(timer);
  }, [over]);
  if (over) return t('login.lockoutOver');
  return t('login.lockedUntil', { time: unlockTime(until, now), relative: unlockIn(until, now) });
}
