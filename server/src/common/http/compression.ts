import fastifyCompress from '@fastify/compress';
import { type NestFastifyApplication, RouteConfig } from '@nestjs/platform-fastify';

/** Answers smaller than this (bytes) are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** What is compressed: text, JSON and XML, as @fastify/compress's own rule, less binary files. */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]text(?:;|$)|[+/]xml(?:;|$)/u;

/**
 * A route whose answer is sent as it is, never compressed: the CSV exports, which stream with backpressure
 * so that a reader who stops holds the query back, and whose first rows a compressor would hold until its
 * buffer fills (docs/decisions.md "Compression").
 */
export const Uncompressed = () => RouteConfig({ uncompressed: true });

/**
 * Brotli or gzip, as the client accepts, for answers of COMPRESS_THRESHOLD bytes or more. The built UIs'
 * files are compressed at build time and opt out (ui-routes.ts). Request bodies are inflated by the body
 * parsers (body-parsers.ts), whose size limit counts the inflated bytes, so the plugin leaves them alone.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  // Before the plugin's own onRoute hook, which reads the route's `compress` option.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      if ((route.config as { uncompressed?: boolean } | undefined)?.uncompressed) route.compress = false;
    });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}
