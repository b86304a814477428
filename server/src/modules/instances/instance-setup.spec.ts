import { LANGUAGES } from '../i18n/languages.js';
import { brandingOf } from './branding.js';
import type { Instance } from './entities/instance.entity.js';
import {
  BRANDING_FIELDS,
  chooseLanguages,
  instanceIdProblem,
  instanceSettings,
  nameProblem,
  normalSubdomain,
  programTypeProblem,
  splitCommaList,
  subdomainProblem,
  unknownBrandingFields,
} from './instance-setup.js';

const messageOf = (subdomain: string) => subdomainProblem(normalSubdomain(subdomain))?.message ?? null;

describe('An instance sub-domain is one DNS label', () => {
  it('takes lower-case letters, digits and inner hyphens, up to 63 characters', () => {
    for (const ok of ['springfield', 'city-of-x', 'x', 'd2', '2nd-city', 'a'.repeat(63)]) {
      expect(messageOf(ok)).toBeNull();
    }
  });

  it('is read lower-cased and trimmed, as hosts are', () => {
    expect(normalSubdomain('  Lakeside ')).toBe('lakeside');
    expect(messageOf('Lakeside')).toBeNull();
  });

  it('is required', () => {
    expect(messageOf('  ')).toBe('The sub-domain is required');
  });

  it('holds at most 63 characters', () => {
    expect(messageOf('a'.repeat(64))).toBe('The sub-domain must be at most 63 characters');
  });

  it('refuses dots, spaces, underscores and other letters than a to z', () => {
    for (const bad of ['city.gov', 'my city', 'my_city', 'café']) {
      expect(messageOf(bad)).toBe('The sub-domain may contain only the letters a to z, digits and hyphens');
    }
  });

  it('starts and ends with a letter or a digit', () => {
    for (const bad of ['-city', 'city-', '-']) {
      expect(messageOf(bad)).toBe('The sub-domain must start and end with a letter or a digit');
    }
  });

  it('holds a letter, so it is never read as an address or an instance id', () => {
    expect(messageOf('123')).toBe('The sub-domain must contain a letter');
  });
});

describe('An instance name, program type and id', () => {
  it('needs a name of at most 200 characters', () => {
    expect(nameProblem(' ')?.message).toBe('The name is required');
    expect(nameProblem('x'.repeat(201))?.message).toBe('The name must be at most 200 characters');
    expect(nameProblem('City of Lakeside')).toBeNull();
  });

  it('takes the program types marketplace, workflow and other', () => {
    for (const type of ['marketplace', 'workflow', 'other']) expect(programTypeProblem(type)).toBeNull();
    expect(programTypeProblem('shop')?.message).toBe(
      'The program type must be one of: marketplace, workflow, other',
    );
  });

  it('takes a PostgreSQL integer id from 1', () => {
    expect(instanceIdProblem(1)).toBeNull();
    expect(instanceIdProblem(2_147_483_647)).toBeNull();
    for (const bad of [0, -1, 1.5, 2_147_483_648]) {
      expect(instanceIdProblem(bad)?.message).toBe('The id must be a whole number from 1 to 2147483647');
    }
  });
});

describe('The languages an instance offers come from the language list', () => {
  it('reads a comma-separated list', () => {
    expect(splitCommaList(' es, vi,,ko ')).toEqual(['es', 'vi', 'ko']);
  });

  it('keeps the codes in the list spelling and the order given, without duplicates', () => {
    expect(chooseLanguages(['ES', 'vi', 'zh-tw', 'es'])).toEqual({
      languages: ['es', 'vi', 'zh-TW'],
      defaultLanguage: 'es',
    });
  });

  it('defaults to English when it is offered, else to the first language', () => {
    expect(chooseLanguages(['es', 'en'])).toEqual({ languages: ['es', 'en'], defaultLanguage: 'en' });
  });

  it('offers the whole list when no code is given', () => {
    expect(chooseLanguages([])).toEqual({ languages: null, defaultLanguage: 'en' });
  });

  it('names every unknown code and lists the known ones', () => {
    expect(chooseLanguages(['es', 'tlh', 'xx'])).toEqual({
      field: 'languages',
      code: 'unknownLanguage',
      message: `Unknown language codes: tlh, xx (the codes: ${LANGUAGES.map((l) => l.code).join(', ')})`,
    });
  });
});

const BRANDING_NAMES = [
  'ds_portalTitle',
  'ds_loginHeading',
  'ds_loginMessage',
  'ds_logoUrl',
  'ds_backgroundUrl',
  'ds_textMode',
  'ic_forward_login',
  'ic_captcha',
  'ic_sso',
  'ic_sign_up_individuals',
  'ic_sign_up_business',
  'ds_individual_signup_link',
  'ds_business_signup_link',
];

describe('A branding file holds the branding fields of the access spec §3', () => {
  it('are the branding answer without the instance name and id, which have flags of their own', () => {
    expect(BRANDING_FIELDS.map((f) => f.name)).toEqual(BRANDING_NAMES);
    const answer = Object.keys(brandingOf({} as Instance));
    for (const name of BRANDING_NAMES) expect(answer).toContain(name);
  });

  it('refuses unknown keys, naming each of them', () => {
    expect(unknownBrandingFields({ ds_portalTitle: 'x', colour: 'red', instance_name: 'y' })).toEqual({
      field: 'branding',
      code: 'unknownBrandingField',
      message: `Unknown branding fields: colour, instance_name (the branding fields: ${BRANDING_NAMES.join(', ')})`,
    });
    expect(unknownBrandingFields({ ds_portalTitle: 'x', ic_captcha: true })).toBeNull();
  });
});

describe('Instance settings as shown to operators', () => {
  it('gather the branding fields under branding, in their wire names, and keep every other column', () => {
    const instance = {
      id: 7,
      subdomain: 'lakeside',
      name: 'Lakeside',
      backgroundUrl: null,
      logoUrl: 'https://lakeside.example/logo.svg',
      portalTitle: 'Lakeside programs',
      loginHeading: null,
      loginMessage: null,
      textMode: 'bright',
      forwardLogin: false,
      captchaEnabled: true,
      ssoEnabled: false,
      signUpIndividuals: true,
      signUpBusiness: false,
      individualSignupLink: null,
      businessSignupLink: null,
      contactInfo: { email: 'help@lakeside.example' },
      languages: ['en', 'es'],
    } as unknown as Instance;
    const settings = instanceSettings(instance);
    expect(Object.keys(settings)).toEqual([
      'id',
      'subdomain',
      'name',
      'branding',
      'contactInfo',
      'languages',
    ]);
    expect(settings.branding).toEqual({
      ds_portalTitle: 'Lakeside programs',
      ds_loginHeading: null,
      ds_loginMessage: null,
      ds_logoUrl: 'https://lakeside.example/logo.svg',
      ds_backgroundUrl: null,
      ds_textMode: 'bright',
      ic_forward_login: false,
      ic_captcha: true,
      ic_sso: false,
      ic_sign_up_individuals: true,
      ic_sign_up_business: false,
      ds_individual_signup_link: null,
      ds_business_signup_link: null,
    });
  });
});
