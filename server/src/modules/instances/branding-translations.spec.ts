import {
  brandingTranslationErrors,
  brandingTranslationValues,
  mergeBrandingTranslations,
  translatableLanguages,
} from './branding-translations.js';

const OFFERED = ['es', 'vi', 'ko', 'en', 'zh-TW'];
const LANGUAGES = translatableLanguages(OFFERED);

describe('which languages the branding texts may be translated into (access spec §3)', () => {
  it("the instance's languages but English, whose texts are the branding itself", () => {
    expect(LANGUAGES).toEqual(['es', 'vi', 'ko', 'zh-TW']);
  });

  it('every language of the list but English where the instance names none', () => {
    const all = translatableLanguages(null);
    expect(all).toContain('es');
    expect(all).toContain('ar');
    expect(all).not.toContain('en');
  });
});

describe('the translation rules', () => {
  it('takes texts of translatable languages, an empty or null text, and null for a whole language', () => {
    expect(
      brandingTranslationErrors(
        {
          es: { ds_portalTitle: 'Intercambio', ds_loginHeading: '', ds_loginMessage: null },
          'zh-TW': null,
        },
        LANGUAGES,
      ),
    ).toEqual([]);
  });

  it('refuses English, a language the instance does not offer and an unknown code', () => {
    expect(
      brandingTranslationErrors({ en: {}, fr: {}, xx: {} }, LANGUAGES).map((e) => [e.field, e.code]),
    ).toEqual([
      ['translations.en', 'languageNotTranslatable'],
      ['translations.fr', 'languageNotTranslatable'],
      ['translations.xx', 'languageNotTranslatable'],
    ]);
    expect(brandingTranslationErrors({ fr: {} }, LANGUAGES)[0].message).toBe(
      'fr is not a language of this instance other than English',
    );
  });

  it('refuses fields that are not translated, texts that are not text, and shapes that are not objects', () => {
    expect(
      brandingTranslationErrors({ es: { ds_logoUrl: 'x', ds_portalTitle: 7 }, vi: 'Xin chào' }, LANGUAGES),
    ).toEqual([
      {
        field: 'translations.es.ds_logoUrl',
        code: 'unknownField',
        message: 'The field translations.es.ds_logoUrl is not allowed',
      },
      {
        field: 'translations.es.ds_portalTitle',
        code: 'mustBeString',
        message: 'The field Portal title must be text',
      },
      { field: 'translations.vi', code: 'mustBeJson', message: 'The texts of vi must be an object' },
    ]);
    expect(brandingTranslationErrors(['es'], LANGUAGES)[0]).toMatchObject({
      field: 'translations',
      code: 'mustBeJson',
    });
  });

  it('caps the title and heading at 200 characters and the message at 2000, and refuses NUL', () => {
    expect(
      brandingTranslationErrors(
        {
          es: {
            ds_portalTitle: 't'.repeat(201),
            ds_loginHeading: 'h'.repeat(200),
            ds_loginMessage: 'm'.repeat(2001),
          },
          ko: { ds_loginHeading: 'a\u0000b' },
        },
        LANGUAGES,
      ),
    ).toEqual([
      {
        field: 'translations.es.ds_portalTitle',
        code: 'fieldMaxLength',
        message: 'Portal title must be at most 200 characters',
      },
      {
        field: 'translations.es.ds_loginMessage',
        code: 'fieldMaxLength',
        message: 'Login message must be at most 2000 characters',
      },
      {
        field: 'translations.ko.ds_loginHeading',
        code: 'invalidCharacters',
        message: 'Login heading contains a NUL character',
      },
    ]);
  });
});

describe('storing an edit', () => {
  const stored = {
    es: { portalTitle: 'Intercambio', loginHeading: 'Bienvenido' },
    vi: { portalTitle: 'Sàn' },
    fr: { portalTitle: 'Bourse' },
  };

  it('replaces the texts of each language sent, trimmed, empty ones left out; others stay', () => {
    expect(
      mergeBrandingTranslations(stored, {
        es: {
          ds_portalTitle: '  Intercambio Estatal ',
          ds_loginHeading: '',
          ds_loginMessage: 'Inicie sesión',
        },
      }),
    ).toEqual({
      es: { portalTitle: 'Intercambio Estatal', loginMessage: 'Inicie sesión' },
      vi: { portalTitle: 'Sàn' },
      fr: { portalTitle: 'Bourse' },
    });
  });

  it('removes a language sent as null or with no text left', () => {
    expect(mergeBrandingTranslations(stored, { es: null, vi: { ds_portalTitle: '  ' } })).toEqual({
      fr: { portalTitle: 'Bourse' },
    });
    expect(mergeBrandingTranslations(null, { ko: { ds_loginHeading: '환영합니다' } })).toEqual({
      ko: { loginHeading: '환영합니다' },
    });
  });

  it("shows the translatable languages' texts in wire names, whatever else is stored", () => {
    expect(brandingTranslationValues({ ...stored, ko: 'broken' } as never, OFFERED)).toEqual({
      languages: ['es', 'vi', 'ko', 'zh-TW'],
      translations: {
        es: { ds_portalTitle: 'Intercambio', ds_loginHeading: 'Bienvenido' },
        vi: { ds_portalTitle: 'Sàn' },
      },
    });
  });
});
