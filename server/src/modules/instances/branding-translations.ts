// The per-language overrides of the branding texts (access spec §3: GET /api/branding?lang=), edited on the
// instance portal's Branding tab: which languages may have them, the field rules, the admin record's wire
// shape and how an edit is stored. Pure rules: the admin UI checks its form with the same functions.
import { type FieldError, matches, maxLength, type Rule } from '../../common/validation/field-rules.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages.js';
import { TRANSLATED_BRANDING_FIELDS, type TranslatedBrandingField } from './branding.js';
import type { BrandingTranslations } from './entities/instance.entity.js';

/** Each translated text in the wire names of the branding answer and the branding resource. */
export const TRANSLATION_WIRE_NAMES = {
  portalTitle: 'ds_portalTitle',
  loginHeading: 'ds_loginHeading',
  loginMessage: 'ds_loginMessage',
} as const satisfies Record<TranslatedBrandingField, string>;
export type TranslationWireName = (typeof TRANSLATION_WIRE_NAMES)[TranslatedBrandingField];
/** In the order the Branding tab shows them. */
export const TRANSLATION_FIELDS: readonly TranslationWireName[] = TRANSLATED_BRANDING_FIELDS.map(
  (field) => TRANSLATION_WIRE_NAMES[field],
);

/** The English labels of the server's messages (the branding resource's); the admin UI passes its own. */
export const TRANSLATION_LABELS: Record<TranslationWireName, string> = {
  ds_portalTitle: 'Portal title',
  ds_loginHeading: 'Login heading',
  ds_loginMessage: 'Login message',
};

/** The title and heading columns hold 200 characters; a message as long as the Content tab's texts. */
export const TRANSLATION_LIMITS: Record<TranslationWireName, number> = {
  ds_portalTitle: 200,
  ds_loginHeading: 200,
  ds_loginMessage: 2000,
};

/** One language's texts, in wire names. */
export type TranslationTexts = Partial<Record<TranslationWireName, string>>;

/** The admin record: the languages that may be translated and the stored texts of each, by language code. */
export interface BrandingTranslationValues {
  languages: string[];
  translations: Record<string, TranslationTexts>;
}

/**
 * The languages whose texts may be overridden: those the instance offers (the whole list when it names none),
 * without English, whose texts are the branding itself (the community UI asks for no `lang` in English).
 */
export const translatableLanguages = (offered: readonly string[] | null): string[] =>
  (offered ?? LANGUAGES.map((language) => language.code)).filter((code) => code !== DEFAULT_LANGUAGE);

export const translationRules = (name: TranslationWireName, label = TRANSLATION_LABELS[name]): Rule[] => [
  maxLength(TRANSLATION_LIMITS[name], {
    code: 'fieldMaxLength',
    message: `${label} must be at most ${TRANSLATION_LIMITS[name]} characters`,
  }),
  // PostgreSQL's JSON cannot hold a NUL character.
  matches((value) => !value.includes('\u0000'), {
    code: 'invalidCharacters',
    message: `${label} contains a NUL character`,
  }),
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isWireName = (name: string): name is TranslationWireName =>
  (TRANSLATION_FIELDS as readonly string[]).includes(name);

function* problems(input: unknown, languages: readonly string[]): Generator<FieldError> {
  if (!isObject(input)) {
    yield {
      field: 'translations',
      code: 'mustBeJson',
      message: 'Translations must be an object of texts by language code',
    };
    return;
  }
  for (const [code, texts] of Object.entries(input)) {
    const at = `translations.${code}`;
    if (!languages.includes(code)) {
      yield {
        field: at,
        code: 'languageNotTranslatable',
        message: `${code} is not a language of this instance other than English`,
      };
      continue;
    }
    // null clears the language's texts.
    if (texts === null) continue;
    if (!isObject(texts)) {
      yield { field: at, code: 'mustBeJson', message: `The texts of ${code} must be an object` };
      continue;
    }
    for (const [name, value] of Object.entries(texts)) {
      const field = `${at}.${name}`;
      if (!isWireName(name)) {
        yield { field, code: 'unknownField', message: `The field ${field} is not allowed` };
      } else if (value !== null && typeof value !== 'string') {
        yield { field, code: 'mustBeString', message: `The field ${TRANSLATION_LABELS[name]} must be text` };
      } else {
        const failure = translationRules(name)
          .map((rule) => rule((value ?? '').trim()))
          .find((found) => found !== null);
        if (failure) yield { field, ...failure };
      }
    }
  }
}

/** Every broken rule of a `translations` body, field by field (`translations.es.ds_portalTitle`). */
export const brandingTranslationErrors = (input: unknown, languages: readonly string[]): FieldError[] => [
  ...problems(input, languages),
];

/**
 * The stored overrides after an edit the rules passed: each language sent replaces its own texts (trimmed,
 * empty ones left out, a language left with none removed); languages not sent stay as they are.
 */
export function mergeBrandingTranslations(
  stored: BrandingTranslations | null,
  input: Record<string, Record<string, unknown> | null>,
): BrandingTranslations {
  const merged: BrandingTranslations = { ...(stored ?? {}) };
  for (const [code, texts] of Object.entries(input)) {
    const kept: BrandingTranslations[string] = {};
    for (const field of TRANSLATED_BRANDING_FIELDS) {
      const value = texts?.[TRANSLATION_WIRE_NAMES[field]];
      if (typeof value === 'string' && value.trim() !== '') kept[field] = value.trim();
    }
    if (Object.keys(kept).length > 0) merged[code] = kept;
    else delete merged[code];
  }
  return merged;
}

/** The stored overrides as the admin record shows them: the translatable languages' texts, in wire names. */
export function brandingTranslationValues(
  stored: BrandingTranslations | null,
  offered: readonly string[] | null,
): BrandingTranslationValues {
  const languages = translatableLanguages(offered);
  const translations: Record<string, TranslationTexts> = {};
  for (const code of languages) {
    const texts = stored?.[code];
    if (!isObject(texts)) continue;
    const shown: TranslationTexts = {};
    for (const field of TRANSLATED_BRANDING_FIELDS) {
      const value = texts[field];
      if (typeof value === 'string') shown[TRANSLATION_WIRE_NAMES[field]] = value;
    }
    if (Object.keys(shown).length > 0) translations[code] = shown;
  }
  return { languages, translations };
}
