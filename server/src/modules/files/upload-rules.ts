// What an upload may be (API.md "Files and documents"): the type its content shows, from the allow-list.
import { ALLOWED_UPLOAD_TYPES, FILE_ERROR } from '../../contract/files.js';

/** What file-type found in the first bytes, if anything. */
export interface DetectedType {
  ext: string;
  mime: string;
}

/** Why an upload is refused, as its answer says it. */
export interface Refusal {
  ok: false;
  status: 413 | 415 | 422;
  code: string;
  message: string;
}

export type Judgement = { ok: true; contentType: string } | Refusal;

/** How many first bytes the type is judged by (file-type's own sample size). */
export const SAMPLE_BYTES = 4100;

const ALLOWED_NAMES = 'PDF, PNG, JPEG, GIF, WebP, CSV, plain text, Word (.docx) or Excel (.xlsx)';
const BINARY = new Map<string, string>(
  Object.entries(ALLOWED_UPLOAD_TYPES).filter(([ext]) => ext !== 'csv' && ext !== 'txt'),
);
/** Names a text file may carry: anything else (photo.png, page.html) is a text posing as something else. */
const TEXT_EXTENSIONS = new Set(['', 'csv', 'txt', 'text']);
const IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

const refused = (name: string, why: string): Refusal => ({
  ok: false,
  status: 415,
  code: FILE_ERROR.fileTypeNotAllowed,
  message: `The file ${name} cannot be uploaded: ${why}. Allowed types are ${ALLOWED_NAMES}.`,
});

/** Text by its bytes: valid UTF-8 (a character cut at the sample's end allowed), no NUL. */
function isText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** Markup a browser would run or render (HTML, SVG, XML), whatever the file is called. */
const isMarkup = (head: Buffer) => /^\s*</.test(head.toString('utf8').replace(/^\uFEFF/, ''));

/**
 * The content type of an upload, judged by its first bytes and never by its name or the sender's header:
 * a binary type of the allow-list as detected, or text (CSV when named .csv) that is not markup and is not
 * named as another type.
 */
export function judgeContent(detected: DetectedType | undefined, head: Buffer, name: string): Judgement {
  if (head.length === 0) {
    return { ok: false, status: 422, code: FILE_ERROR.fileEmpty, message: `The file ${name} is empty` };
  }
  if (detected) {
    const type = BINARY.get(detected.ext);
    return type
      ? { ok: true, contentType: type }
      : refused(name, `its content is ${detected.ext.toUpperCase()}`);
  }
  if (!isText(head)) return refused(name, 'its content is not a known type');
  if (isMarkup(head)) return refused(name, 'its content is markup (HTML, SVG or XML)');
  const ext = extensionOf(name);
  if (!TEXT_EXTENSIONS.has(ext)) return refused(name, `its content is text, not .${ext}`);
  return { ok: true, contentType: ext === 'csv' ? ALLOWED_UPLOAD_TYPES.csv : ALLOWED_UPLOAD_TYPES.txt };
}

/** An allowed type as a person names it: PDF, XLSX, plain text. */
const typeName = (contentType: string) =>
  contentType === ALLOWED_UPLOAD_TYPES.txt
    ? 'plain text'
    : (
        Object.entries(ALLOWED_UPLOAD_TYPES).find(([, type]) => type === contentType)?.[0] ?? contentType
      ).toUpperCase();

/**
 * A judgement narrowed to the types one call takes (the CSV uploads take CSV only): an allowed upload of
 * another type is refused as uploads of a type not allowed are.
 */
export function judgeAs(judged: Judgement, types: readonly string[], name: string, takes: string): Judgement {
  if (!judged.ok || types.includes(judged.contentType)) return judged;
  return {
    ok: false,
    status: 415,
    code: FILE_ERROR.fileTypeNotAllowed,
    message: `The file ${name} cannot be uploaded here: its content is ${typeName(judged.contentType)}, and this upload takes ${takes}.`,
  };
}

/** Only pictures: for user pictures and business logos. */
export const isImage = (contentType: string) => IMAGES.has(contentType);

/** Shown inline by view-file: images, PDF and text; the rest are downloads. */
export const viewsInline = (contentType: string) =>
  isImage(contentType) || contentType === 'application/pdf' || contentType.startsWith('text/');

/** The name kept for a file: its last path segment, without control characters, at most 255 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(0, 255);
}

/** The 413 of an upload over the cap. */
export const tooLarge = (maxBytes: number): Refusal => ({
  ok: false,
  status: 413,
  code: FILE_ERROR.fileTooLarge,
  message: `The file is larger than ${Math.round(maxBytes / 1048576)} MB, the most an upload may be`,
});
