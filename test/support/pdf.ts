import type { Response } from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';

/** supertest keeps a binary answer's bytes in res.body when asked to buffer it. */
export function binary(res: Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

/** The text a PDF shows, its white space folded to single spaces. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  // Control characters: pdfkit's empty ToUnicode entries of marks drawn apart (Vietnamese dot below).
  return text.replace(/\p{Cc}/gu, '').replace(/\s+/g, ' ');
}
