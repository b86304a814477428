// Wire shapes of the validation center (API.md "The work queue": validations).
// The contract folder imports only its own files: the server and both UIs import these.
import type { ValidationSummary } from './queue.js';

export type ValidationOutcome = 'passed' | 'warning' | 'failed';

/** The validation messages of our own, by the key the UIs' catalogues word them under. */
export const VALIDATION_MESSAGE_KEYS = [
  'answered',
  'incomeUnder',
  'noDuplicate',
  'attached',
  'eligible',
  'missingField',
  'missingThreshold',
] as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** One rule's result for an application. */
export interface ValidationResult {
  id: number;
  ruleId: number;
  ruleName: string;
  kind: string;
  severity: 'warning' | 'failed';
  outcome: ValidationOutcome;
  /** In English; a rule's own message as its administrator wrote it. */
  message: string;
  /** Our own messages (a rule that held, a rule set up wrong): their catalogue key and values, else null. */
  messageKey: ValidationMessageKey | null;
  messageParams: Record<string, string | number> | null;
  /** ISO time the rule last ran. */
  ranAt: string;
}

/** GET /api/admin/applications/:id/validations. */
export interface ValidationReport extends ValidationSummary {
  results: ValidationResult[];
}
