// The validation center's checks (programs spec §1, §5; issue 4 "Validation center"): pure, so the
// admin UI can preview a rule against an application's answers.
import type { ValidationMessageKey } from '../../contract/validations.js';
import type { ValidationOutcome } from './entities/validation-result.entity.js';
import type { ValidationRuleKind } from './entities/validation-rule.entity.js';

export const VALIDATION_RULE_KINDS: readonly ValidationRuleKind[] = [
  'required_answer',
  'income_under',
  'duplicate_applicant',
  'document_attached',
  'eligibility',
];

export interface RuleInput {
  name: string;
  kind: ValidationRuleKind;
  config: Record<string, unknown>;
  /** The outcome when the check does not hold. */
  severity: 'warning' | 'failed';
  /** Shown when the check does not hold. */
  message: string;
}

export interface ApplicationInput {
  answers: Record<string, unknown>;
}

/** Facts the evaluator cannot read from the application itself. */
export interface RuleContext {
  /** Other applications to the same program by the same applicant user or under the same name. */
  duplicateCount: number;
  /** The labels of the program's eligibility criteria the answers do not meet. */
  unmetCriteria: string[];
}

export interface RuleOutcome {
  outcome: ValidationOutcome;
  /** In English (reports, exports); our own messages also by key and values, for the UIs' languages. */
  message: string;
  messageKey: ValidationMessageKey | null;
  messageParams: Record<string, string | number> | null;
}

type Params = Record<string, string | number>;

const ours = (outcome: ValidationOutcome, key: ValidationMessageKey, params: Params, message: string) => ({
  outcome,
  message,
  messageKey: key,
  messageParams: params,
});
const passed = (key: ValidationMessageKey, params: Params, message: string): RuleOutcome =>
  ours('passed', key, params, message);
const broken = (rule: RuleInput, message = rule.message): RuleOutcome => ({
  outcome: rule.severity,
  message,
  messageKey: null,
  messageParams: null,
});
// A rule saved without its parameters cannot say yes or no; it asks for attention instead of failing people.
const misconfigured = (rule: RuleInput, setting: 'field' | 'threshold'): RuleOutcome =>
  ours(
    'warning',
    setting === 'field' ? 'missingField' : 'missingThreshold',
    { rule: rule.name },
    `The rule ${rule.name} is missing its ${setting} setting`,
  );

const isAnswered = (value: unknown): boolean => {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
};

/** A number, or a numeric string such as "24,500.50" or "$24500"; null otherwise. */
function amountOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.trim().replace(/^\$/, '').replaceAll(',', '');
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}

const FILE_KEYS = ['fileId', 'id', 'url', 'path', 'alias'] as const;

const isFileId = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() !== '') ||
  (typeof value === 'number' && Number.isInteger(value) && value > 0);

/** A file reference as the upload calls return it: an id or URL, an object naming one, or a list of these. */
function isFileReference(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isFileReference);
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return FILE_KEYS.some((key) => isFileId(record[key]));
  }
  return isFileId(value);
}

const fieldOf = (config: Record<string, unknown>): string | null =>
  typeof config.field === 'string' && config.field.trim() !== '' ? config.field : null;

/** One rule against one application: passed, or the rule's severity with its message. */
export function evaluateRule(
  rule: RuleInput,
  application: ApplicationInput,
  context: RuleContext,
): RuleOutcome {
  switch (rule.kind) {
    case 'required_answer': {
      const field = fieldOf(rule.config);
      if (!field) return misconfigured(rule, 'field');
      return isAnswered(application.answers[field])
        ? passed('answered', { field }, `${field} is answered`)
        : broken(rule);
    }
    case 'income_under': {
      const field = fieldOf(rule.config);
      if (!field) return misconfigured(rule, 'field');
      const threshold = amountOf(rule.config.threshold);
      if (threshold === null) return misconfigured(rule, 'threshold');
      const income = amountOf(application.answers[field]);
      return income !== null && income < threshold
        ? passed('incomeUnder', { field, income, threshold }, `${field} ${income} is under ${threshold}`)
        : broken(rule);
    }
    case 'duplicate_applicant':
      return context.duplicateCount === 0
        ? passed('noDuplicate', {}, 'No other application by this applicant')
        : broken(rule);
    case 'document_attached': {
      const field = fieldOf(rule.config);
      if (!field) return misconfigured(rule, 'field');
      return isFileReference(application.answers[field])
        ? passed('attached', { field }, `${field} is attached`)
        : broken(rule);
    }
    case 'eligibility':
      return context.unmetCriteria.length === 0
        ? passed('eligible', {}, 'Meets the eligibility criteria')
        : broken(rule, `${rule.message}: ${context.unmetCriteria.join('; ')}`);
  }
}
