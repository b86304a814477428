// Which uploads a submitted form names: the ids in the answers of the program's file fields.
import type { FormField } from '../../contract/programs.js';

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

/** The file id one answer holds: a FileAnswer's id, or a bare id; anything else holds none. */
function idOf(answer: unknown): number | null {
  if (isId(answer)) return answer;
  const id = (answer as { id?: unknown } | null)?.id;
  return typeof answer === 'object' && isId(id) ? id : null;
}

/**
 * The distinct file ids in the answers of the form's file fields (an answer may be one file or a list of
 * them), in the form's order. Answers of other fields never name files, whatever they hold.
 */
export function fileIdsOfAnswers(fields: readonly FormField[], answers: Record<string, unknown>): number[] {
  const ids = fields
    .filter((field) => field.type === 'file')
    .flatMap((field) => {
      const answer = answers[field.name];
      return Array.isArray(answer) ? answer.map(idOf) : [idOf(answer)];
    })
    .filter((id): id is number => id !== null);
  return [...new Set(ids)];
}
