// Which uploads a submitted form names: the ids in the answers of the program's file fields.
import { fileIdOf } from '../../contract/form-answers.js';
import type { FormField } from '../../contract/programs.js';

/**
 * The distinct file ids in the answers of the form's file fields (an answer may be one file or a list of
 * them), in the form's order. Answers of other fields never name files, whatever they hold.
 */
export function fileIdsOfAnswers(fields: readonly FormField[], answers: Record<string, unknown>): number[] {
  const ids = fields
    .filter((field) => field.type === 'file')
    .flatMap((field) => {
      const answer = answers[field.name];
      return Array.isArray(answer) ? answer.map(fileIdOf) : [fileIdOf(answer)];
    })
    .filter((id): id is number => id !== null);
  return [...new Set(ids)];
}
