import type { Branding } from '../../contract/branding.js';
import type { BrandingTranslations, Instance } from './entities/instance.entity.js';

/** The branding texts a language may override (the rest of the branding is not words). */
export const TRANSLATED_BRANDING_FIELDS = ['portalTitle', 'loginHeading', 'loginMessage'] as const;
export type TranslatedBrandingField = (typeof TRANSLATED_BRANDING_FIELDS)[number];

type BrandingTexts = Pick<Instance, TranslatedBrandingField>;

/**
 * The overrides for a language: those of its exact code ('zh-TW', any case), else of its primary language
 * ('es-MX' → 'es'). English, no language, or one without overrides: none.
 */
function overridesFor(
  translations: BrandingTranslations,
  lang: string | undefined,
): Partial<Record<TranslatedBrandingField, string>> {
  if (!lang) return {};
  const codes = Object.keys(translations);
  const find = (code: string) => codes.find((c) => c.toLowerCase() === code.toLowerCase());
  const key = find(lang) ?? find(lang.split('-')[0]);
  return key ? translations[key] : {};
}

/** The branding texts in `lang`: each field's translation where there is one, else the stored text. */
export function brandingTextsIn(
  instance: BrandingTexts & Pick<Instance, 'brandingTranslations'>,
  lang?: string,
): BrandingTexts {
  const overrides = overridesFor(instance.brandingTranslations ?? {}, lang);
  const texts = {} as BrandingTexts;
  for (const field of TRANSLATED_BRANDING_FIELDS) {
    const translated = overrides[field];
    texts[field] = typeof translated === 'string' && translated.trim() !== '' ? translated : instance[field];
  }
  return texts;
}

/** The branding answer of the access spec §3, in its wire names, its texts in `lang` (API.md `?lang=`). */
export function brandingOf(instance: Instance, lang?: string): Branding {
  const texts = brandingTextsIn(instance, lang);
  return {
    ds_backgroundUrl: instance.backgroundUrl,
    ds_logoUrl: instance.logoUrl,
    ds_portalTitle: texts.portalTitle,
    ds_loginHeading: texts.loginHeading,
    ds_loginMessage: texts.loginMessage,
    ds_textMode: instance.textMode,
    ic_forward_login: instance.forwardLogin,
    ic_captcha: instance.captchaEnabled,
    ic_sso: instance.ssoEnabled,
    ic_sign_up_individuals: instance.signUpIndividuals,
    ic_sign_up_business: instance.signUpBusiness,
    ds_individual_signup_link: instance.individualSignupLink,
    ds_business_signup_link: instance.businessSignupLink,
    instance_name: instance.name,
    cd_instance: instance.id,
    subdomain: instance.subdomain,
    program_type: instance.programType,
    languages: instance.languages,
    features: instance.features,
  };
}
