// Wire shapes of the validation center (API.md "The work queue": validations).
// The contract folder imports only its own files: the server and both UIs import these.
import type { ValidationSummary } from './queue.js';

export type ValidationOutcome = 'passed' | 'warning' | 'failed';

/** One rule's result for an application. */
export interface ValidationResult {
  id: number;
  ruleId: number;
  ruleName: string;
  kind: string;
  severity: 'warning' | 'failed';
  outcome: ValidationOutcome;
  message: string;
  /** ISO time the rule last ran. */
  ranAt: string;
}

/** GET /api/admin/applications/:id/validations. */
export interface ValidationReport extends ValidationSummary {
  results: ValidationResult[];
}
