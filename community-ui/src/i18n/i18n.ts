// Translations: every language of the selector has a complete catalogue (catalogues.spec.ts keeps every
// key in each); only the chosen one is loaded, before the first render. polyglot fills `{name}`
// placeholders and picks plural forms by the language's CLDR categories (access spec §1, issue 23).
import { DEFAULT_LANGUAGE, directionOf } from '@server/modules/i18n/languages.js';
import { polyglotPluralRules } from '@server/modules/i18n/plurals.js';
import Polyglot from 'node-polyglot';
import type { Catalogue, CatalogueKey } from './catalogues/en';

const LANGUAGE_KEY = 'porchlight.lang';
const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 3600;

const CATALOGUES = import.meta.glob<{ default: Catalogue }>('./catalogues/*.ts');
const loaderOf = (code: string) => CATALOGUES[`./catalogues/${code}.ts`];

function cookieLanguage(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]+)`));
  return match ? decodeURIComponent(match[1]) : null;
}

const language = localStorage.getItem(LANGUAGE_KEY) ?? cookieLanguage() ?? DEFAULT_LANGUAGE;
let texts = new Polyglot();
let textsLanguage = DEFAULT_LANGUAGE;

export const currentLanguage = (): string => language;

/** The language the texts are in: the chosen one once its catalogue loaded, else English (for Intl formats). */
export const textLanguage = (): string => textsLanguage;

const loadCatalogue = async (code: string): Promise<Catalogue> => (await loaderOf(code)()).default;

/**
 * Loads the chosen language's catalogue (English when it cannot load) and sets the page language and
 * direction; run before rendering. Rejects only when no catalogue can load (offline).
 */
export async function startI18n(): Promise<void> {
  textsLanguage = loaderOf(language) ? language : DEFAULT_LANGUAGE;
  let phrases: Catalogue;
  try {
    phrases = await loadCatalogue(textsLanguage);
  } catch {
    textsLanguage = DEFAULT_LANGUAGE;
    phrases = await loadCatalogue(textsLanguage);
  }
  texts = new Polyglot({
    phrases,
    locale: textsLanguage,
    interpolation: { prefix: '{', suffix: '}' },
    pluralRules: polyglotPluralRules([textsLanguage]),
  });
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Stores the choice, sets the cookie the server reads, and reloads the page in that language. */
export function chooseLanguage(code: string): void {
  localStorage.setItem(LANGUAGE_KEY, code);
  // The Cookie Store API is not in every browser a phone may run; a plain cookie is.
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
  window.location.reload();
}

/** Placeholder values; `smart_count` (a number) also picks the plural form. */
export type Params = Record<string, string | number>;

/** The text of a key in the page language, `{name}` placeholders filled. */
export const t = (key: CatalogueKey, params?: Params): string => texts.t(key, params);

/** For keys built at run time (error codes, statuses): null when the catalogue has none. */
export const tMaybe = (key: string, params?: Params): string | null =>
  texts.has(key) ? texts.t(key, params) : null;
