import { brandingTextsIn } from './branding.js';

const instance = {
  portalTitle: 'State Health Exchange',
  loginHeading: 'Welcome',
  loginMessage: 'Sign in to follow your applications.',
  brandingTranslations: {
    es: { portalTitle: 'Intercambio de Salud', loginHeading: 'Bienvenido' },
    'zh-TW': { loginHeading: '歡迎', loginMessage: '登入以查看您的申請。' },
    ko: { loginHeading: '  ' },
  },
};

describe('Translated branding (access spec §7 "Branding by instance name", API.md ?lang=)', () => {
  it('gives the stored texts in English and without a language', () => {
    const stored = {
      portalTitle: 'State Health Exchange',
      loginHeading: 'Welcome',
      loginMessage: 'Sign in to follow your applications.',
    };
    expect(brandingTextsIn(instance)).toEqual(stored);
    expect(brandingTextsIn(instance, 'en')).toEqual(stored);
  });

  it("gives a language's translations and the stored text for each field it lacks", () => {
    expect(brandingTextsIn(instance, 'es')).toEqual({
      portalTitle: 'Intercambio de Salud',
      loginHeading: 'Bienvenido',
      loginMessage: 'Sign in to follow your applications.',
    });
  });

  it('matches a code with a region exactly, in any case', () => {
    expect(brandingTextsIn(instance, 'zh-tw')).toEqual({
      portalTitle: 'State Health Exchange',
      loginHeading: '歡迎',
      loginMessage: '登入以查看您的申請。',
    });
  });

  it('falls back from a regional code to its language', () => {
    expect(brandingTextsIn(instance, 'es-MX').loginHeading).toBe('Bienvenido');
    expect(brandingTextsIn(instance, 'zh-CN').loginHeading).toBe('Welcome');
  });

  it('keeps the stored text for a language without translations and for a blank translation', () => {
    expect(brandingTextsIn(instance, 'vi').loginHeading).toBe('Welcome');
    expect(brandingTextsIn(instance, 'ko').loginHeading).toBe('Welcome');
  });

  it('keeps a stored text that is not set when there is no translation', () => {
    expect(brandingTextsIn({ ...instance, loginMessage: null }, 'es').loginMessage).toBeNull();
  });
});
