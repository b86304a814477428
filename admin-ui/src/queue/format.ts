// Dates as the queue shows them: 'Mar 5, 2024' (programs spec §3) in English, the locale's own short form
// otherwise; in the browser's time zone.
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
