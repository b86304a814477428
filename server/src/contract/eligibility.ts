// Eligibility criteria as rules over an applicant's answers and profile (API.md "Program application setup",
// issue 25): one evaluator for the server (GET/POST eligibility, refusing a submission) and the community
// UI's screener, and the check administrators' criteria pass when saved. Imports only the contract folder.

import type { FieldError } from './errors.js';
import { answerNumber, isIsoDate } from './form-answers.js';
import type { FormField } from './programs.js';

export const ELIGIBILITY_OPERATORS = ['=', '≠', '<', '≤', '>', '≥', 'in', 'present'] as const;
export type EligibilityOperator = (typeof ELIGIBILITY_OPERATORS)[number];

export type EligibilityValue = string | number | boolean | (string | number)[] | null;

/**
 * A criterion: the label applicants read and the rule that decides it. A criterion stored before rules
 * existed has field and operator null: shown, never checked (docs/decisions.md "Eligibility rules").
 */
export interface EligibilityCriterion {
  label: string;
  description?: string;
  field?: string | null;
  operator?: EligibilityOperator | null;
  value?: EligibilityValue;
}

/**
 * What the rules read: the answers first, then the applicant's profile for a field the answers leave empty.
 * Profiles are not built yet (issue 25 builds on them); until then the server passes an empty profile.
 */
export interface EligibilityFacts {
  answers: Record<string, unknown>;
  profile?: Record<string, unknown>;
}

/** met: the rule holds; unmet: it does not; unanswered: nothing to judge yet; unchecked: a label only. */
export type EligibilityReason = 'met' | 'unmet' | 'unanswered' | 'unchecked';

export interface EligibilityResult {
  label: string;
  /** null for a criterion without a rule. */
  met: boolean | null;
  reason: EligibilityReason;
  field: string | null;
  message: string;
}

/** POST /api/eligibility and GET /api/eligibility?programId=. */
export interface EligibilityAnswer {
  eligible: boolean;
  results: EligibilityResult[];
}

/** GET /api/eligibility-error?programId=. */
export interface EligibilityErrorText {
  programId: number;
  message: string;
  /** false: the program sets no text and message is the default one (a UI may say it in its language). */
  programText: boolean;
}

/** English words of each reason (the community UI words them in its catalogues by reason). */
export const ELIGIBILITY_MESSAGES: Record<EligibilityReason, string> = {
  met: 'Meets: {label}',
  unmet: 'Does not meet: {label}',
  unanswered: 'Not answered yet: {label}',
  unchecked: 'Not checked automatically: {label}',
};

/** The text of the ineligible when the program sets none (settings.Eligibility.IneligibleMessage). */
export const DEFAULT_INELIGIBLE_MESSAGE = 'You do not meet the eligibility criteria of {program}';

/** 422 notEligible: the submission's message, naming the unmet criteria. */
export const NOT_ELIGIBLE_MESSAGE = 'You do not meet the eligibility criteria: {criteria}';

/** Nothing given: no value, blank text or an empty list (an unticked box, false, is an answer). */
const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The fact a rule reads: the answer, or else the profile's value of the same name. */
export function factOf(facts: EligibilityFacts, field: string): unknown {
  const answer = facts.answers[field];
  return isBlank(answer) ? facts.profile?.[field] : answer;
}

const text = (value: unknown): string => String(value).trim().toLocaleLowerCase('en');

/** Two values compared as numbers, as ISO dates, or else as text (case ignored); null when not comparable. */
function compare(fact: unknown, wanted: unknown): number | null {
  const a = answerNumber(fact);
  const b = answerNumber(wanted);
  if (a !== null && b !== null) return a - b;
  if (isIsoDate(fact) && isIsoDate(wanted)) return fact.localeCompare(wanted);
  if (typeof fact === 'object' || typeof wanted === 'object') return null;
  return text(fact) === text(wanted) ? 0 : null;
}

const ORDER_TESTS: Partial<Record<EligibilityOperator, (difference: number) => boolean>> = {
  '<': (d) => d < 0,
  '≤': (d) => d <= 0,
  '>': (d) => d > 0,
  '≥': (d) => d >= 0,
};

/** The values of an `in` rule: a list, or a comma-separated text. */
export const listOf = (value: EligibilityValue | undefined): (string | number)[] =>
  Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : value === null || value === undefined
        ? []
        : [String(value)];

/** Whether a fact satisfies the operator and value; `present` wants something given, an unticked box is not. */
export function holds(
  operator: EligibilityOperator,
  fact: unknown,
  value: EligibilityValue | undefined,
): boolean {
  switch (operator) {
    case 'present':
      return !isBlank(fact) && fact !== false;
    case '=':
      return compare(fact, value) === 0;
    case '≠':
      return compare(fact, value) !== 0;
    case 'in':
      return listOf(value).some((v) => compare(fact, v) === 0);
    default: {
      const difference = compare(fact, value);
      return (
        difference !== null && typeof value !== 'boolean' && ORDER_TESTS[operator]?.(difference) === true
      );
    }
  }
}

const worded = (reason: EligibilityReason, label: string) =>
  ELIGIBILITY_MESSAGES[reason].replace('{label}', label);

/** One criterion against the facts. A blank fact is unanswered (except for `present`, which it fails). */
export function evaluateCriterion(
  criterion: EligibilityCriterion,
  facts: EligibilityFacts,
): EligibilityResult {
  const { label } = criterion;
  const field = criterion.field ?? null;
  const result = (reason: EligibilityReason, met: boolean | null) => ({
    label,
    met,
    reason,
    field,
    message: worded(reason, label),
  });
  if (!field || !criterion.operator) return result('unchecked', null);
  const fact = factOf(facts, field);
  if (criterion.operator !== 'present' && isBlank(fact)) return result('unanswered', false);
  const met = holds(criterion.operator, fact, criterion.value);
  return result(met ? 'met' : 'unmet', met);
}

/** Every criterion against the facts: eligible when no rule fails (criteria without a rule never do). */
export function evaluateEligibility(
  criteria: readonly EligibilityCriterion[],
  facts: EligibilityFacts,
): EligibilityAnswer {
  const results = criteria.map((c) => evaluateCriterion(c, facts));
  return { eligible: results.every((r) => r.met !== false), results };
}

/** The fields the rules read, in the form's order, each once: the screener asks just these. */
export function criteriaFields(
  criteria: readonly EligibilityCriterion[],
  form: readonly FormField[],
): FormField[] {
  const read = new Set(criteria.filter((c) => c.field && c.operator).map((c) => c.field));
  return form.filter((f) => read.has(f.name));
}

/** The fields a rule may read besides the form's: the profile's, once profiles exist (none yet). */
export const PROFILE_FIELDS: readonly string[] = [];

const VALUE_FREE: readonly EligibilityOperator[] = ['present'];

/**
 * Criteria as an administrator saves them: each needs a label; a rule names a field of the form (or the
 * profile), one of the operators, and a value unless the operator is `present` (a list for `in`). Errors
 * name their paths (eligibilityCriteria.1.field).
 */
export function eligibilityCriteriaErrors(value: unknown, form: readonly FormField[]): FieldError[] {
  const base = 'eligibilityCriteria';
  if (!Array.isArray(value))
    return [{ field: base, code: 'fieldJson', message: 'The criteria must be a list' }];
  const fields = new Set([...form.map((f) => f.name), ...PROFILE_FIELDS]);
  const errors: FieldError[] = [];
  value.forEach((raw, i) => {
    const at = (part: string, code: string, message: string) =>
      errors.push({ field: `${base}.${i}.${part}`, code, message });
    const c = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    if (typeof c.label !== 'string' || c.label.trim() === '')
      at('label', 'fieldRequired', 'The label is required');
    const ruleless = (c.field ?? null) === null && (c.operator ?? null) === null;
    if (ruleless) return;
    if (typeof c.field !== 'string' || !fields.has(c.field)) {
      at('field', 'unknownField', `The field ${String(c.field ?? '')} is not on the form`);
    }
    if (!ELIGIBILITY_OPERATORS.includes(c.operator as EligibilityOperator)) {
      at('operator', 'unknownOperator', `The operator must be one of ${ELIGIBILITY_OPERATORS.join(' ')}`);
    } else if (
      !VALUE_FREE.includes(c.operator as EligibilityOperator) &&
      listOf(c.value as EligibilityValue).length === 0
    ) {
      at('value', 'fieldRequired', 'The value is required');
    }
  });
  return errors;
}
