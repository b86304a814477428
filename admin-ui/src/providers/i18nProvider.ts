import polyglotI18nProvider from 'ra-i18n-polyglot';
import { resolveBrowserLocale } from 'react-admin';
import { en } from '../i18n/en.js';
import { es } from '../i18n/es.js';

export const CATALOGUES = { en, es } as const;
export type Locale = keyof typeof CATALOGUES;

const isLocale = (value: string): value is Locale => Object.hasOwn(CATALOGUES, value);

/** English and Spanish, both complete (react-admin's own ra.* keys included); the browser's choice first. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => CATALOGUES[isLocale(locale) ? locale : 'en'],
  (() => {
    const browser = resolveBrowserLocale('en');
    return isLocale(browser) ? browser : 'en';
  })(),
  [
    { locale: 'en', name: 'English' },
    { locale: 'es', name: 'Español' },
  ],
  { allowMissing: true },
);
