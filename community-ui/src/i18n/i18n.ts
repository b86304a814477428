// Translations: English is bundled; the other complete catalogues load on demand; every other language
// of the selector falls back to English text with its own direction (access spec §1).
import { DEFAULT_LANGUAGE, directionOf } from '@server/modules/i18n/languages.js';
import { type Catalogue, type CatalogueKey, en } from './catalogues/en';

const LANGUAGE_KEY = 'porchlight.lang';
const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 3600;

const LOADERS: Record<string, () => Promise<{ default: Catalogue }>> = {
  es: () => import('./catalogues/es'),
  vi: () => import('./catalogues/vi'),
  ko: () => import('./catalogues/ko'),
  'zh-TW': () => import('./catalogues/zh-TW'),
  ar: () => import('./catalogues/ar'),
};

/** Languages with a complete catalogue; the rest show English. */
export const COMPLETE_LANGUAGES = ['en', ...Object.keys(LOADERS)];

function cookieLanguage(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]+)`));
  return match ? decodeURIComponent(match[1]) : null;
}

const language = localStorage.getItem(LANGUAGE_KEY) ?? cookieLanguage() ?? DEFAULT_LANGUAGE;
let catalogue: Catalogue = en;

export const currentLanguage = (): string => language;

/** The language the texts are in: the chosen one when it has a catalogue, else English (for Intl formats). */
export const textLanguage = (): string =>
  COMPLETE_LANGUAGES.includes(language) ? language : DEFAULT_LANGUAGE;

/** Loads the stored language's catalogue and sets the page language and direction; run before rendering. */
export async function startI18n(): Promise<void> {
  const load = LOADERS[language];
  if (load) {
    try {
      catalogue = (await load()).default;
    } catch {
      // The chunk could not load (offline): the page stays readable in English.
      catalogue = en;
    }
  }
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

export type Params = Record<string, string | number>;

const fill = (text: string, params?: Params): string =>
  params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole)) : text;

/** The text of a key in the page language, `{name}` placeholders filled. */
export const t = (key: CatalogueKey, params?: Params): string => fill(catalogue[key] ?? en[key], params);

/** For keys built at run time (error codes, statuses): null when the catalogue has none. */
export function tMaybe(key: string, params?: Params): string | null {
  const text = (catalogue as Record<string, string>)[key] ?? (en as Record<string, string>)[key];
  return text === undefined ? null : fill(text, params);
}
