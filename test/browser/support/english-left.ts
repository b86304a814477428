import { flattenCatalogue, PLURAL_SEPARATOR } from '../../../server/src/modules/i18n/plurals';

/** The wording pieces of a catalogue value: its plural forms split at its placeholders, trimmed. */
const piecesOf = (text: string, placeholder: RegExp): string[] =>
  text
    .split(PLURAL_SEPARATOR.trim())
    .flatMap((form) => form.split(placeholder))
    .map((piece) => piece.trim());

/** A piece that can only be English wording: two words or more, ten letters or more. */
const isWording = (piece: string) => /\w+\s+\w+/.test(piece) && piece.replace(/[^A-Za-z]/g, '').length >= 10;

/**
 * The English wording a translated page still shows: each piece of an English catalogue value that the
 * translation of that key does not share, found in the page's text (data such as program names is not in
 * the catalogue, so it is not flagged).
 */
export function englishLeft(
  pageText: string,
  english: object,
  translated: object,
  placeholder: RegExp,
): string[] {
  const ours = flattenCatalogue(translated);
  const text = pageText.replace(/\s+/g, ' ');
  return Object.entries(flattenCatalogue(english)).flatMap(([key, value]) => {
    if (typeof value !== 'string') return [];
    const kept = String(ours[key] ?? '');
    return piecesOf(value, placeholder)
      .filter((piece) => isWording(piece) && !kept.includes(piece) && text.includes(piece))
      .map((piece) => `${key}: “${piece}”`);
  });
}
