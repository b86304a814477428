import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff.js';

/** A font the PDFs draw with: one subset file of one family at one weight, parsed once. */
export interface Face {
  /** Unique per file: the name pdfkit registers it under. */
  key: string;
  font: fontkit.Font;
}

export type Weight = 400 | 700;

/**
 * The families, in the order a character looks for its glyph: Noto Sans (Latin, Vietnamese, Cyrillic,
 * Greek, ...), Noto Sans Arabic, then the CJK families, Traditional Chinese before Korean so that Han
 * characters take their zh-TW forms and Hangul the Korean font. Each is a @fontsource package: subsets of a
 * few hundred glyphs, each with the Unicode ranges it covers (unicode.json), loaded when first needed.
 */
const FAMILIES = ['noto-sans', 'noto-sans-arabic', 'noto-sans-tc', 'noto-sans-kr'] as const;

interface Subset {
  family: string;
  /** The subset's name in the file names: "latin", "vietnamese", "[12]" → "12". */
  name: string;
  ranges: [number, number][];
}

const require = createRequire(import.meta.url);

/** "U+0600-06FF,U+200C" → [[0x600, 0x6ff], [0x200c, 0x200c]]. */
export function parseUnicodeRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from, 16);
    return [start, to === undefined ? start : Number.parseInt(to, 16)];
  });
}

function familyDir(family: string): string {
  return path.dirname(require.resolve(`@fontsource/${family}/unicode.json`));
}

let subsets: Subset[] | undefined;

/** Every subset of every family, in the order they are tried. Read once. */
function allSubsets(): Subset[] {
  subsets ??= FAMILIES.flatMap((family) => {
    const ranges = JSON.parse(readFileSync(path.join(familyDir(family), 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    return Object.entries(ranges).map(([name, text]) => ({
      family,
      name: name.replace(/^\[(\d+)\]$/, '$1'),
      ranges: parseUnicodeRanges(text),
    }));
  });
  return subsets;
}

/** Faces by file, parsed on first use and kept for the life of the process (a few ms each, once). */
const faces = new Map<string, Face>();
/** The face of each code point already looked up, per weight; null when no family has it. */
const chosen = new Map<string, Face | null>();

function loadFace(subset: Subset, weight: Weight): Face {
  const file = `${subset.family}-${subset.name}-${weight}-normal.woff`;
  let face = faces.get(file);
  if (!face) {
    const bytes = readFileSync(path.join(familyDir(subset.family), 'files', file));
    const font = fontkit.create(woffToSfnt(bytes));
    if (!('layout' in font)) throw new Error(`${file} is a font collection`);
    face = { key: `${subset.family}-${subset.name}-${weight}`, font };
    faces.set(file, face);
  }
  return face;
}

const covers = (subset: Subset, codePoint: number) =>
  subset.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** The first face (family order, then subset order) whose subset covers the code point and has its glyph. */
export function faceFor(codePoint: number, weight: Weight): Face | null {
  const key = `${weight}:${codePoint}`;
  const known = chosen.get(key);
  if (known !== undefined) return known;
  let found: Face | null = null;
  for (const subset of allSubsets()) {
    if (!covers(subset, codePoint)) continue;
    const face = loadFace(subset, weight);
    if (face.font.hasGlyphForCodePoint(codePoint)) {
      found = face;
      break;
    }
  }
  chosen.set(key, found);
  return found;
}

/** The face of text no family covers (drawn as the font's missing-glyph box): Noto Sans Latin. */
export function baseFace(weight: Weight): Face {
  const latin = allSubsets().find((s) => s.family === 'noto-sans' && s.name === 'latin');
  if (!latin) throw new Error('@fontsource/noto-sans has no latin subset');
  return loadFace(latin, weight);
}

/** Width of text set in a face at a size, in points. */
export function widthOf(face: Face, text: string, size: number): number {
  if (text === '') return 0;
  return (face.font.layout(text).advanceWidth / face.font.unitsPerEm) * size;
}
