// Submitted answers are checked against the program's form before anything is written (API.md "Applying").
import { unprocessable } from '../../common/errors/domain.exception.js';
import { checkAnswers, todayAnywhere } from '../../contract/form-answers.js';
import type { FormField } from '../../contract/programs.js';

/** Throws 422 with one error per field that breaks its constraints and per answer the form does not ask for. */
export function assertAnswersHold(
  fields: readonly FormField[],
  answers: Record<string, unknown>,
  now = new Date(),
): void {
  const errors = checkAnswers(fields, answers, todayAnywhere(now));
  if (errors.length > 0) throw unprocessable(errors);
}
