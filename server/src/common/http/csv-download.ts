import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers a CSV download that `write` streams into: text/csv; charset=utf-8 as an attachment named
 * `filename`. Fastify pipes the body to the client as it is written, its headers going out with the first
 * rows; the route should be @Uncompressed, so a reader who stops holds the query back.
 */
export async function sendCsv(
  res: FastifyReply,
  filename: string,
  write: (out: Writable) => Promise<unknown>,
): Promise<void> {
  const body = new PassThrough();
  res
    .status(200)
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
  try {
    await write(body);
  } catch (error) {
    // The reader went away (Fastify destroyed the body), or the query failed: a body that fails before its
    // first rows is answered as the error, one that fails after them is cut off (Fastify does either).
    if (!body.destroyed) body.destroy(error as Error);
  }
}
