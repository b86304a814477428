import { INSTANCE_FEATURES } from '../../contract/instance-features.js';
// The rules of setting up an instance (`porchlight instance create`), as pure functions: the sub-domain,
// the name, the program type, the language list and the branding fields.

import type { FieldError } from '../../common/errors/domain.exception.js';
import { ERROR_CODE } from '../../contract/errors.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages.js';
import { brandingResource } from './branding.resource.js';
import type { Instance, ProgramType } from './entities/instance.entity.js';

export const PROGRAM_TYPES: readonly ProgramType[] = ['marketplace', 'workflow', 'other'];

/** A DNS label (RFC 1035, RFC 1123) holds at most 63 characters. */
export const SUBDOMAIN_MAX_LENGTH = 63;
export const NAME_MAX_LENGTH = 200;

/** Host names are case-insensitive and the server looks sub-domains up lower-cased (instanceNameOf). */
export const normalSubdomain = (raw: string): string => raw.trim().toLowerCase();

/**
 * Why a (normalised) sub-domain cannot name an instance, or null. It must be one DNS label; an all-digit
 * label is refused too, because the server reads a host starting with one as an address, not an instance,
 * and `instance show 42` reads it as an id.
 */
export function subdomainProblem(subdomain: string): FieldError | null {
  const problem = (code: string, message: string): FieldError => ({ field: 'subdomain', code, message });
  if (subdomain === '') return problem(ERROR_CODE.fieldRequired, 'The sub-domain is required');
  if (subdomain.length > SUBDOMAIN_MAX_LENGTH) {
    return problem('subdomainTooLong', `The sub-domain must be at most ${SUBDOMAIN_MAX_LENGTH} characters`);
  }
  if (!/^[a-z0-9-]+$/.test(subdomain)) {
    return problem(
      'invalidSubdomain',
      'The sub-domain may contain only the letters a to z, digits and hyphens',
    );
  }
  if (subdomain.startsWith('-') || subdomain.endsWith('-')) {
    return problem('invalidSubdomain', 'The sub-domain must start and end with a letter or a digit');
  }
  if (/^\d+$/.test(subdomain)) return problem('invalidSubdomain', 'The sub-domain must contain a letter');
  return null;
}

/** Instance ids are PostgreSQL integers. */
export const INSTANCE_ID_MAX = 2_147_483_647;

export function instanceIdProblem(id: number): FieldError | null {
  return Number.isInteger(id) && id >= 1 && id <= INSTANCE_ID_MAX
    ? null
    : {
        field: 'id',
        code: 'invalidInstanceId',
        message: `The id must be a whole number from 1 to ${INSTANCE_ID_MAX}`,
      };
}

export function nameProblem(name: string): FieldError | null {
  if (name.trim() === '')
    return { field: 'name', code: ERROR_CODE.fieldRequired, message: 'The name is required' };
  if (name.trim().length > NAME_MAX_LENGTH) {
    return {
      field: 'name',
      code: 'fieldMaxLength',
      message: `The name must be at most ${NAME_MAX_LENGTH} characters`,
    };
  }
  return null;
}

export function programTypeProblem(programType: string): FieldError | null {
  return (PROGRAM_TYPES as readonly string[]).includes(programType)
    ? null
    : {
        field: 'programType',
        code: 'invalidProgramType',
        message: `The program type must be one of: ${PROGRAM_TYPES.join(', ')}`,
      };
}

/** A comma-separated flag: 'es, vi,,ko' → ['es', 'vi', 'ko']. */
export const splitCommaList = (raw: string): string[] =>
  raw
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');

/** The instance features named, or the field error naming the first unknown one (a typo must not pass). */
export function featuresProblem(features: readonly string[]): FieldError | null {
  const unknown = features.find((feature) => !(INSTANCE_FEATURES as readonly string[]).includes(feature));
  if (unknown === undefined) return null;
  return {
    field: 'features',
    code: 'unknownFeature',
    message: `Unknown instance feature ${unknown}; the features are ${INSTANCE_FEATURES.join(', ')}`,
  };
}

export interface LanguageChoice {
  /** The instance's codes in the spelling of the language list, or null: the whole list. */
  languages: string[] | null;
  /** English when offered, else the first language offered. */
  defaultLanguage: string;
}

/**
 * The languages an instance offers, from codes of the language list (any case, duplicates dropped, in the
 * order given); no codes offers the whole list.
 */
export function chooseLanguages(codes: readonly string[]): LanguageChoice | FieldError {
  const byCode = new Map(LANGUAGES.map((l) => [l.code.toLowerCase(), l.code]));
  const unknown = codes.filter((code) => !byCode.has(code.toLowerCase()));
  if (unknown.length > 0) {
    return {
      field: 'languages',
      code: 'unknownLanguage',
      message: `Unknown language code${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (the codes: ${LANGUAGES.map((l) => l.code).join(', ')})`,
    };
  }
  const languages = [...new Set(codes.map((code) => byCode.get(code.toLowerCase()) as string))];
  if (languages.length === 0) return { languages: null, defaultLanguage: DEFAULT_LANGUAGE };
  return {
    languages,
    defaultLanguage: languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : languages[0],
  };
}

/**
 * The branding fields an instance is set up with: the fields of the branding answer (access spec §3) that
 * its administrators may edit, in their wire names. The instance name and id come from their own flags.
 */
export const BRANDING_FIELDS: readonly { name: string; property: keyof Instance }[] = brandingResource.fields
  .filter((field) => !field.readOnly)
  .map((field) => ({ name: field.name, property: (field.property ?? field.name) as keyof Instance }));

/** The keys of a branding document that are not branding fields, named in one error. */
export function unknownBrandingFields(branding: Record<string, unknown>): FieldError | null {
  const known = new Set(BRANDING_FIELDS.map((field) => field.name));
  const unknown = Object.keys(branding).filter((key) => !known.has(key));
  if (unknown.length === 0) return null;
  return {
    field: 'branding',
    code: 'unknownBrandingField',
    message: `Unknown branding field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (the branding fields: ${[...known].join(', ')})`,
  };
}

/**
 * Every setting of an instance, for `porchlight instance show`: its columns, with the branding fields
 * gathered under `branding` in their wire names, so that part can be saved as a branding file again.
 */
export function instanceSettings(instance: Instance): Record<string, unknown> {
  const brandingProperties = new Set<string>(BRANDING_FIELDS.map((field) => field.property));
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(instance)) {
    if (!brandingProperties.has(key)) settings[key] = value;
    else if (!('branding' in settings)) {
      settings.branding = Object.fromEntries(BRANDING_FIELDS.map((f) => [f.name, instance[f.property]]));
    }
  }
  return settings;
}
