import bidiModule, { type Bidi } from 'bidi-js';
import { baseFace, type Face, faceFor, type Weight, widthOf } from './fonts.js';

// bidi-js is a UMD bundle: Node's default import is its factory itself, while its types describe an ES module
// whose default export is the factory. Either way, the factory.
const bidiFactory = ((bidiModule as unknown as { default?: () => Bidi }).default ??
  bidiModule) as unknown as () => Bidi;
const bidi = bidiFactory();

/** A piece of a line ready to draw: one face, in the order the reader sees it (left to right). */
export interface Piece {
  text: string;
  face: Face;
  width: number;
}

/** One line of a paragraph: its pieces left to right, its width, and whether it reads right to left. */
export interface Line {
  pieces: Piece[];
  width: number;
  rtl: boolean;
}

export interface LayoutOptions {
  size: number;
  /** The widest a line may be, in points. */
  width: number;
  weight?: Weight;
}

/** Characters a line may break between even without a space: CJK ideographs, kana, Hangul, full-width forms. */
const CJK = '\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF';
const TOKEN = new RegExp(`[${CJK}]\\s*|[^\\s${CJK}]+\\s*|\\s+`, 'gu');
/** Scripts fontkit lays out right to left (it reverses their glyphs itself). */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const MARK = /\p{M}/u;

/** Text as it is drawn: NFC (precomposed Vietnamese letters), no control characters, tabs as spaces. */
export function cleanText(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      // C0/C1 controls (but the line feed) and the bidi embedding controls, which the levels already say.
      .replace(/(?!\n)[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, '')
  );
}

/**
 * The text between two indices cut into runs of one face, in logical order: each character takes the face
 * of the run it continues when that face has its glyph (a space inside Arabic stays Arabic), else the first
 * family that has it; combining marks stay with their letter.
 */
export function faceRuns(text: string, weight: Weight, start = 0, end = text.length) {
  const runs: { start: number; end: number; face: Face }[] = [];
  let i = start;
  while (i < end) {
    const codePoint = text.codePointAt(i) ?? 0;
    const length = codePoint > 0xffff ? 2 : 1;
    const last = runs.at(-1);
    const char = text.slice(i, i + length);
    const keep = last !== undefined && (MARK.test(char) || last.face.font.hasGlyphForCodePoint(codePoint));
    if (keep) last.end = i + length;
    else {
      const face = faceFor(codePoint, weight) ?? baseFace(weight);
      if (last && last.face === face) last.end = i + length;
      else runs.push({ start: i, end: i + length, face });
    }
    i += length;
  }
  return runs;
}

const reverseCodePoints = (text: string) => [...text].reverse().join('');

/**
 * The pieces of one line (text[start, end)) in visual order: the bidi algorithm's levels (computed for the
 * whole paragraph), runs of one level reordered by rule L2, each run cut by face. A right-to-left run's
 * pieces go right to left; the Arabic shaper reverses the glyphs of a piece in an RTL script, and the
 * mirrored characters and pieces of neutrals only are turned here.
 */
function visualPieces(
  text: string,
  embedding: ReturnType<typeof bidi.getEmbeddingLevels>,
  start: number,
  end: number,
  size: number,
  weight: Weight,
): Piece[] {
  const { levels } = embedding;
  const mirrored = bidi.getMirroredCharactersMap(text, levels, start, end - 1);
  const levelRuns: { start: number; end: number; level: number }[] = [];
  for (let i = start; i < end; i++) {
    const last = levelRuns.at(-1);
    if (last && last.level === levels[i]) last.end = i + 1;
    else levelRuns.push({ start: i, end: i + 1, level: levels[i] });
  }
  // L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or higher.
  const highest = Math.max(0, ...levelRuns.map((r) => r.level));
  const lowestOdd = Math.min(...levelRuns.map((r) => (r.level % 2 === 1 ? r.level : highest + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < levelRuns.length; ) {
      if (levelRuns[i].level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < levelRuns.length && levelRuns[j].level >= level) j++;
      levelRuns.splice(i, j - i, ...levelRuns.slice(i, j).reverse());
      i = j;
    }
  }
  return levelRuns.flatMap((run) => {
    const rtl = run.level % 2 === 1;
    const pieces = faceRuns(text, weight, run.start, run.end).map(({ start: s, end: e, face }) => {
      let piece = '';
      for (let i = s; i < e; i++) piece += (rtl ? mirrored.get(i) : undefined) ?? text[i];
      if (rtl && !RTL_SCRIPT.test(piece)) piece = reverseCodePoints(piece);
      return { text: piece, face, width: widthOf(face, piece, size) };
    });
    return rtl ? pieces.reverse() : pieces;
  });
}

/** The width of text[start, end) set in its faces. */
function measure(text: string, start: number, end: number, size: number, weight: Weight): number {
  return faceRuns(text, weight, start, end).reduce(
    (sum, r) => sum + widthOf(r.face, text.slice(r.start, r.end), size),
    0,
  );
}

/** Line breaks of one paragraph: [start, end) of each line, greedy, a word too long for a line cut by characters. */
function breakLines(text: string, size: number, width: number, weight: Weight): [number, number][] {
  const lines: [number, number][] = [];
  let lineStart = 0;
  let lineWidth = 0;
  for (const match of text.matchAll(TOKEN)) {
    const tokenStart = match.index ?? 0;
    const token = match[0];
    const trimmedEnd = tokenStart + token.trimEnd().length;
    const inked = measure(text, tokenStart, trimmedEnd, size, weight);
    if (tokenStart > lineStart && lineWidth + inked > width) {
      lines.push([lineStart, tokenStart]);
      lineStart = tokenStart;
      lineWidth = 0;
    }
    if (inked > width) {
      // A word wider than a line (a long address or link): as many characters as fit on each line.
      let at = tokenStart;
      while (at < trimmedEnd) {
        let cut = at;
        let used = 0;
        while (cut < trimmedEnd) {
          const step = (text.codePointAt(cut) ?? 0) > 0xffff ? 2 : 1;
          const w = measure(text, cut, cut + step, size, weight);
          if (cut > at && used + w > width) break;
          used += w;
          cut += step;
        }
        if (cut >= trimmedEnd) {
          lineStart = at;
          lineWidth = used;
          break;
        }
        lines.push([at, cut]);
        at = cut;
      }
      lineWidth += measure(text, trimmedEnd, tokenStart + token.length, size, weight);
      continue;
    }
    lineWidth += measure(text, tokenStart, tokenStart + token.length, size, weight);
  }
  lines.push([lineStart, text.length]);
  return lines;
}

/**
 * Text laid out in lines of at most `width` points: paragraphs at line feeds, words wrapped, each line's
 * pieces in visual order with their faces. A paragraph's direction is that of its first strong character
 * (an Arabic name reads right to left).
 */
export function layoutText(text: string, { size, width, weight = 400 }: LayoutOptions): Line[] {
  return cleanText(text)
    .split('\n')
    .flatMap((paragraph) => {
      if (paragraph.trim() === '') return [{ pieces: [], width: 0, rtl: false }];
      const embedding = bidi.getEmbeddingLevels(paragraph, 'auto');
      const rtl = (embedding.paragraphs[0]?.level ?? 0) % 2 === 1;
      return breakLines(paragraph, size, width, weight).map(([start, end]) => {
        // Rule L1: the spaces that end a line are not drawn (they would sit at its far end).
        const trimmed = start + paragraph.slice(start, end).trimEnd().length;
        const pieces = visualPieces(paragraph, embedding, start, trimmed, size, weight);
        return { pieces, width: pieces.reduce((sum, p) => sum + p.width, 0), rtl };
      });
    });
}
