import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Answers smaller than this (bytes) are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * What is compressed: text, JSON and XML, as @fastify/compress's own rule, less CSV and server-sent events.
 * CSV exports stream with backpressure so that a reader who stops holds the query back; a compressor in
 * between would hold their first rows until its buffer fills (docs/decisions.md "Compression").
 */
const COMPRESSIBLE = /^text\/(?!event-stream|csv)|[+/]json(?:;|$)|[+/]text(?:;|$)|[+/]xml(?:;|$)/u;

/**
 * Brotli or gzip, as the client accepts, for answers of COMPRESS_THRESHOLD bytes or more. The built UIs'
 * files are compressed at build time and opt out (ui-routes.ts). Request bodies are inflated by the body
 * parsers (body-parsers.ts), whose size limit counts the inflated bytes, so the plugin leaves them alone.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}
