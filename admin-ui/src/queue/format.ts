// Dates as the queue shows them: 'Mar 5, 2024' (programs spec §3) in English, the locale's own short form
// otherwise; in the browser's time zone.
import { APPLICATION_PAYMENT_STATUS, PAYMENT_CHANNEL_NAME } from '@server/contract/payments.js';

const LOCALE_TAGS: Record<string, string> = { en: 'en-US', es: 'es-US' };
const tag = (locale: string) => LOCALE_TAGS[locale] ?? locale;

export const formatSubmissionDate = (iso: string | null | undefined, locale: string): string =>
  iso
    ? new Intl.DateTimeFormat(tag(locale), { month: 'short', day: 'numeric', year: 'numeric' }).format(
        new Date(iso),
      )
    : '';

export const formatDateTime = (iso: string | null | undefined, locale: string): string =>
  iso
    ? new Intl.DateTimeFormat(tag(locale), {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(iso))
    : '';

const UNITS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
] as const;

/**
 * A time in state as a case worker reads it: the two largest units from the first one that is not zero,
 * '3d 4h' or '5h 20m' in English (the locale's narrow unit names through Intl), under a minute '0m'.
 */
export function formatDuration(totalSeconds: number, locale: string): string {
  const unitText = (unit: string, amount: number) =>
    new Intl.NumberFormat(tag(locale), { style: 'unit', unit, unitDisplay: 'narrow' }).format(amount);
  let rest = Math.max(0, Math.floor(totalSeconds));
  const amounts = UNITS.map(({ unit, seconds }) => {
    const amount = Math.floor(rest / seconds);
    rest -= amount * seconds;
    return { unit, amount };
  });
  const first = amounts.findIndex((a) => a.amount > 0);
  if (first === -1) return unitText('minute', 0);
  return amounts
    .slice(first, first + 2)
    .filter((a) => a.amount > 0)
    .map((a) => unitText(a.unit, a.amount))
    .join(' ');
}

const keyByName = (names: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(names).map(([key, name]) => [name, key]));
// Several payment statuses share an application's word (created and processing: Payment in progress); the
// catalogue's word for the last of them is the application's.
const PAYMENT_WORD_KEYS = {
  channels: keyByName(PAYMENT_CHANNEL_NAME),
  statuses: keyByName(APPLICATION_PAYMENT_STATUS),
};

/**
 * A payment channel or status the queue answers in the server's English (an application's word, or a
 * payment's own status, 'Processing'), in the page's language; a word of neither kind as it is.
 */
export function paymentWord(
  translate: (key: string) => string,
  kind: keyof typeof PAYMENT_WORD_KEYS,
  name: string | null | undefined,
): string {
  if (!name) return '';
  const keys = PAYMENT_WORD_KEYS[kind];
  const key = keys[name] ?? Object.values(keys).find((k) => k === name.toLowerCase());
  return key ? translate(`porchlight.payments.${kind}.${key}`) : name;
}
