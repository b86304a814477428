import { DEFAULT_LANGUAGE, directionOf, LANGUAGES } from '@server/modules/i18n/languages.js';
import { polyglotPluralRules } from '@server/modules/i18n/plurals.js';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { type I18nProvider, resolveBrowserLocale } from 'react-admin';
import { en } from '../i18n/en.js';

type Catalogue = typeof en;

/** English is in the entry (react-admin's fallback); every other language is its own chunk. */
const CHUNKS = import.meta.glob<{ default: Catalogue }>([
  '../i18n/*.ts',
  '!../i18n/en.ts',
  '!../i18n/*.spec.ts',
]);
const chunkOf = (code: string) => CHUNKS[`../i18n/${code}.ts`];

/** The selector's languages that have a catalogue here (catalogues.spec.ts: every one of them). */
const LOCALES = LANGUAGES.filter((l) => l.code === DEFAULT_LANGUAGE || chunkOf(l.code)).map((l) => ({
  locale: l.code,
  name: l.language,
}));

/** The admin's own choice survives a reload, which a change of direction needs (the theme is built once). */
const LANGUAGE_KEY = 'porchlight.admin.lang';

const catalogueOf = async (locale: string): Promise<Catalogue> =>
  locale === DEFAULT_LANGUAGE || !chunkOf(locale) ? en : (await chunkOf(locale)()).default;

function startingLocale(): string {
  const wanted = localStorage.getItem(LANGUAGE_KEY) ?? resolveBrowserLocale(DEFAULT_LANGUAGE);
  return LOCALES.some((l) => l.locale === wanted) ? wanted : DEFAULT_LANGUAGE;
}

/** The page's language and direction: MUI's theme and the style cache read the direction at start. */
export function setPageLanguage(locale: string): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/**
 * Every language of the selector, react-admin's own ra.* keys included, with CLDR plural forms. The
 * starting language's catalogue is loaded before the provider is made, so main.tsx awaits it before the
 * first render; a change to a language of the other direction reloads the page in it.
 */
export async function createI18nProvider(): Promise<I18nProvider> {
  const initial = startingLocale();
  const initialCatalogue = await catalogueOf(initial).catch(() => en);
  setPageLanguage(initial);
  const provider = polyglotI18nProvider(
    (locale) => (locale === initial ? initialCatalogue : catalogueOf(locale)),
    initial,
    LOCALES,
    { allowMissing: true, pluralRules: polyglotPluralRules(LOCALES.map((l) => l.locale)) },
  );
  return {
    ...provider,
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      localStorage.setItem(LANGUAGE_KEY, locale);
      const flips = directionOf(locale) !== document.documentElement.dir;
      setPageLanguage(locale);
      if (flips) window.location.reload();
    },
  };
}
