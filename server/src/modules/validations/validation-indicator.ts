// Validation indicator on a work-queue row (programs spec §5 and §9).

import type { ValidationSummary } from '../../contract/queue.js';

export type { ValidationSummary };

export type ValidationIndicator = 'red' | 'amber' | 'green' | 'grey';

/** The worst outcome wins; nothing is shown when no check ran. */
export function validationIndicator({
  total,
  warning,
  failed,
  passed,
}: ValidationSummary): ValidationIndicator | null {
  if (total === 0) return null;
  if (failed > 0) return 'red';
  if (warning > 0) return 'amber';
  if (passed > 0) return 'green';
  return 'grey';
}

/** '1 warning, 2 failed, 3 passed'. */
export const validationTooltip = ({ warning, failed, passed }: ValidationSummary): string =>
  `${warning} ${warning === 1 ? 'warning' : 'warnings'}, ${failed} failed, ${passed} passed`;
