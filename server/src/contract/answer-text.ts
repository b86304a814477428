// How an application's answer reads as text, wherever it is shown (the staff record, the snapshot PDF).

/** What an empty answer shows. */
export const NO_ANSWER = '—';

/** The words and number format of the page the answer is shown on. */
export interface AnswerWords {
  yes: string;
  no: string;
  number?: (value: number) => string;
}

/**
 * An answer as text: "—" when empty, yes or no, numbers in the page's format, lists joined, a file answer
 * by its name; any other structured answer as it came (JSON).
 */
export function answerText(value: unknown, words: AnswerWords): string {
  if (value === null || value === undefined || value === '') return NO_ANSWER;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number')
    return words.number && Number.isFinite(value) ? words.number(value) : String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => answerText(item, words)).filter((text) => text !== NO_ANSWER);
    return items.length > 0 ? items.join(', ') : NO_ANSWER;
  }
  const named = (value as { name?: unknown }).name;
  return typeof named === 'string' && named !== '' ? named : JSON.stringify(value);
}
