import polyglotI18nProvider from 'ra-i18n-polyglot';
import { type I18nProvider, resolveBrowserLocale } from 'react-admin';
import { en } from '../i18n/en.js';

type Catalogue = typeof en;

/** English is in the entry; Spanish is its own chunk, loaded when it is the language. */
const CATALOGUES: Record<string, () => Catalogue | Promise<Catalogue>> = {
  en: () => en,
  es: async () => (await import('../i18n/es.js')).es,
};

const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

const catalogueOf = (locale: string) => (CATALOGUES[locale] ?? CATALOGUES.en)();

/**
 * English and Spanish, both complete (react-admin's own ra.* keys included), in the browser's language
 * first: its catalogue is loaded before the provider is made, so main.tsx awaits it before the first render.
 */
export async function createI18nProvider(): Promise<I18nProvider> {
  const browser = resolveBrowserLocale('en');
  const initial = Object.hasOwn(CATALOGUES, browser) ? browser : 'en';
  const initialCatalogue = await catalogueOf(initial);
  return polyglotI18nProvider(
    (locale) => (locale === initial ? initialCatalogue : catalogueOf(locale)),
    initial,
    LOCALES,
    { allowMissing: true },
  );
}
