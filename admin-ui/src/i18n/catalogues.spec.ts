import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '../../../server/src/modules/i18n/languages.js';
import { catalogueProblems } from '../../../server/src/modules/i18n/plurals.js';
import { en } from './en.js';

const translated = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');

describe('every language the selector offers has a complete admin catalogue', () => {
  it('the selector offers languages besides English', () => {
    expect(translated.length).toBeGreaterThan(40);
  });

  it.each(translated)(
    '[%s] has every key of English, its placeholders and its plural forms',
    async (code) => {
      const { default: catalogue } = await import(new URL(`./${code}.ts`, import.meta.url).href);
      expect(catalogueProblems(en, catalogue, code, /%\{(\w+)\}/g)).toEqual([]);
    },
  );
});
