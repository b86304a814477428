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
