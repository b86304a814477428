// Submitted answers are checked against the program's form before anything is written (API.md "Applying").
import { unprocessable } from '../../common/errors/domain.exception.js';
import { draftErrors } from '../../contract/drafts.js';
import { checkAnswers, todayAnywhere } from '../../contract/form-answers.js';
import type { FormField } from '../../contract/programs.js';

/**
 * Throws 422 with one error per field that breaks its constraints and per answer the form does not ask for;
 * a draft's empty fields are not errors yet.
 */
export function assertAnswersHold(
  fields: readonly FormField[],
  answers: Record<string, unknown>,
  { draft = false, now = new Date() }: { draft?: boolean; now?: Date } = {},
): void {
  const all = checkAnswers(fields, answers, todayAnywhere(now));
  const errors = draft ? draftErrors(all) : all;
  if (errors.length > 0) throw unprocessable(errors);
}
