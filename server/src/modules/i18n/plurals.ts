/**
 * Plural forms of the catalogues (issue 23): a value with plural forms holds one form per CLDR category
 * that whole numbers reach in its language, in CLDR's order, separated as polyglot separates them. Pure
 * data and functions: both UIs give polyglot these rules, and the catalogue test counts forms by them.
 */
export const PLURAL_SEPARATOR = ' |||| ';

const CLDR_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type Category = (typeof CLDR_ORDER)[number];

/** The languages whose whole numbers reach other categories than `one` and `other`. */
const CATEGORIES: Record<string, readonly Category[]> = {
  ...Object.fromEntries(
    ['vi', 'ko', 'zh-TW', 'zh-CN', 'yo', 'km', 'lo', 'th', 'my', 'ja', 'id', 'ms'].map((code) => [
      code,
      ['other'] as const,
    ]),
  ),
  he: ['one', 'two', 'other'],
  ...Object.fromEntries(['ru', 'uk', 'pl'].map((code) => [code, ['one', 'few', 'many'] as const])),
  ...Object.fromEntries(['ro', 'sr', 'hr', 'bs'].map((code) => [code, ['one', 'few', 'other'] as const])),
  ar: CLDR_ORDER,
};

/** The categories a plural value gives in a language, in order (one and other by default). */
export const pluralCategories = (code: string): readonly Category[] => CATEGORIES[code] ?? ['one', 'other'];

const RULES = new Map<string, Intl.PluralRules>();
/** Intl's rules of a language, made once: every translated text with a count asks for them. */
const rulesOf = (code: string): Intl.PluralRules => {
  const known = RULES.get(code);
  if (known) return known;
  const rules = new Intl.PluralRules(code);
  RULES.set(code, rules);
  return rules;
};

/** The index of the form for a count: the category Intl gives it, or the last form for one not given. */
export function pluralFormIndex(code: string, count: number): number {
  const categories = pluralCategories(code);
  const index = categories.indexOf(rulesOf(code).select(count) as Category);
  return index >= 0 ? index : categories.length - 1;
}

/** polyglot's `pluralRules` option for a set of languages: each language its own plural type. */
export function polyglotPluralRules(codes: readonly string[]): {
  pluralTypes: Record<string, (count: number) => number>;
  pluralTypeToLanguages: Record<string, string[]>;
} {
  return {
    pluralTypes: Object.fromEntries(
      codes.map((code) => [code, (count: number) => pluralFormIndex(code, count)]),
    ),
    pluralTypeToLanguages: Object.fromEntries(codes.map((code) => [code, [code]])),
  };
}

/** A catalogue's values by dotted key, nested objects flattened (admin catalogues nest). */
export function flattenCatalogue(catalogue: object, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') Object.assign(flat, flattenCatalogue(value, path));
    else flat[path] = value;
  }
  return flat;
}

/** The Latin letters of a text outside its placeholders: a longer one left as it is was not translated. */
const lettersOf = (text: string, placeholder: RegExp): number =>
  text.replace(placeholder, '').replace(/[^A-Za-z]/g, '').length;

const placeholdersOf = (text: string, pattern: RegExp): Set<string> =>
  new Set([...text.matchAll(pattern)].map((match) => match[1]).filter((name) => name !== 'smart_count'));

/**
 * What is wrong with a translated catalogue against the English one: keys missing or extra, values that
 * are not text, placeholders lost or invented (the count may be left out of a form), plural forms not
 * the language's number, and longer texts left in English.
 */
export function catalogueProblems(
  english: object,
  translated: object,
  code: string,
  placeholder: RegExp,
): string[] {
  const reference = flattenCatalogue(english);
  const ours = flattenCatalogue(translated);
  const problems = Object.keys(reference)
    .filter((key) => !(key in ours))
    .map((key) => `${key}: missing`);
  for (const [key, value] of Object.entries(ours)) {
    const source = reference[key];
    if (source === undefined) problems.push(`${key}: not a key of the English catalogue`);
    else if (typeof value !== 'string') problems.push(`${key}: not text`);
    else problems.push(...valueProblems(key, String(source), value, code, placeholder));
  }
  return problems;
}

function valueProblems(key: string, source: string, value: string, code: string, pattern: RegExp): string[] {
  const problems: string[] = [];
  const wanted = placeholdersOf(source, pattern);
  const found = placeholdersOf(value, pattern);
  for (const name of wanted) if (!found.has(name)) problems.push(`${key}: placeholder ${name} missing`);
  for (const name of found)
    if (!wanted.has(name)) problems.push(`${key}: placeholder ${name} is not English's`);
  if (value === source && lettersOf(source, pattern) > 12) problems.push(`${key}: still English`);
  const forms = value.split(PLURAL_SEPARATOR.trim()).length;
  const expected = source.includes(PLURAL_SEPARATOR.trim()) ? pluralCategories(code).length : 1;
  if (forms !== expected) problems.push(`${key}: ${forms} plural forms where ${code} has ${expected}`);
  return problems;
}
