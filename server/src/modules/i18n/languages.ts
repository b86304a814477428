/**
 * The languages of the language selector (access spec §1, §3), by native name. Pure data: the server and
 * both UIs import it. `bold` marks the languages with complete catalogues; `order` is the selector's order.
 */
export interface Language {
  language: string;
  code: string;
  code3: string;
  direction: 'ltr' | 'rtl';
  bold: boolean;
  order: number;
}

type Row = [language: string, code: string, code3: string, direction?: 'rtl', bold?: true];

const ROWS: Row[] = [
  ['English', 'en', 'eng', undefined, true],
  ['Español', 'es', 'spa', undefined, true],
  ['Tiếng Việt', 'vi', 'vie', undefined, true],
  ['한국어', 'ko', 'kor', undefined, true],
  ['中文（繁體）', 'zh-TW', 'zho', undefined, true],
  ['العربية', 'ar', 'ara', 'rtl', true],
  ['中文（简体）', 'zh-CN', 'zho'],
  ['Tagalog', 'tl', 'tgl'],
  ['Français', 'fr', 'fra'],
  ['Kreyòl ayisyen', 'ht', 'hat'],
  ['Português', 'pt', 'por'],
  ['Русский', 'ru', 'rus'],
  ['Українська', 'uk', 'ukr'],
  ['فارسی', 'fa', 'fas', 'rtl'],
  ['دری', 'prs', 'prs', 'rtl'],
  ['پښتو', 'ps', 'pus', 'rtl'],
  ['اردو', 'ur', 'urd', 'rtl'],
  ['עברית', 'he', 'heb', 'rtl'],
  ['Soomaali', 'so', 'som'],
  ['አማርኛ', 'am', 'amh'],
  ['ትግርኛ', 'ti', 'tir'],
  ['Kiswahili', 'sw', 'swa'],
  ['Yorùbá', 'yo', 'yor'],
  ['Hmoob', 'hmn', 'hmn'],
  ['ខ្មែរ', 'km', 'khm'],
  ['ລາວ', 'lo', 'lao'],
  ['ไทย', 'th', 'tha'],
  ['မြန်မာ', 'my', 'mya'],
  ['नेपाली', 'ne', 'nep'],
  ['हिन्दी', 'hi', 'hin'],
  ['বাংলা', 'bn', 'ben'],
  ['ਪੰਜਾਬੀ', 'pa', 'pan'],
  ['ગુજરાતી', 'gu', 'guj'],
  ['தமிழ்', 'ta', 'tam'],
  ['తెలుగు', 'te', 'tel'],
  ['日本語', 'ja', 'jpn'],
  ['Bahasa Indonesia', 'id', 'ind'],
  ['Bahasa Melayu', 'ms', 'msa'],
  ['Türkçe', 'tr', 'tur'],
  ['Ελληνικά', 'el', 'ell'],
  ['Deutsch', 'de', 'deu'],
  ['Italiano', 'it', 'ita'],
  ['Polski', 'pl', 'pol'],
  ['Română', 'ro', 'ron'],
  ['Nederlands', 'nl', 'nld'],
  ['Svenska', 'sv', 'swe'],
  ['Հայերեն', 'hy', 'hye'],
  ['ქართული', 'ka', 'kat'],
  ['Shqip', 'sq', 'sqi'],
  ['Српски', 'sr', 'srp'],
  ['Hrvatski', 'hr', 'hrv'],
  ['Bosanski', 'bs', 'bos'],
];

export const LANGUAGES: readonly Language[] = ROWS.map(([language, code, code3, direction, bold], i) => ({
  language,
  code,
  code3,
  direction: direction ?? 'ltr',
  bold: bold ?? false,
  order: i + 1,
}));

export const DEFAULT_LANGUAGE = 'en';

/** The selector's list for an instance: the instance's own codes when it limits them, in the list's order. */
export function languagesFor(codes: readonly string[] | null | undefined): Language[] {
  if (!codes || codes.length === 0) return [...LANGUAGES];
  const wanted = new Set(codes);
  return LANGUAGES.filter((l) => wanted.has(l.code));
}

/** Right-to-left languages set the page direction. */
export function directionOf(code: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => l.code === code)?.direction ?? 'ltr';
}
