import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A weak ETag of a body: its byte length and SHA-1, the form the API has always sent. */
export function weakEtag(body: string | Buffer): string {
  const length = typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.length;
  if (length === 0) return 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"';
  const hash = createHash('sha1').update(body).digest('base64').substring(0, 27);
  return `W/"${length.toString(16)}-${hash}"`;
}

const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/;

/** Whether the client's copy is still good (RFC 9110 If-None-Match, weak comparison). */
function fresh(req: FastifyRequest, etag: string): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (!noneMatch) return false;
  const cacheControl = req.headers['cache-control'];
  if (cacheControl && NO_CACHE.test(cacheControl)) return false;
  if (noneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return noneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** A text body's Content-Type names its charset, UTF-8 (what it is sent in). */
function withUtf8Charset(type: string): string {
  const [mediaType, ...params] = type.split(';');
  const kept = params.map((p) => p.trim()).filter((p) => p && !/^charset\s*=/i.test(p));
  return [mediaType.trim(), ...kept, 'charset=utf-8'].join('; ');
}

/**
 * What the API has always done to a body sent whole (not a stream), as Express did:
 * - a text body's Content-Type says charset=utf-8;
 * - it carries a weak ETag, and a GET or HEAD whose If-None-Match holds it is answered 304 with no body,
 *   for clients and caches that revalidate. Files have their own ETag and Last-Modified.
 */
export function registerSendRules(app: FastifyInstance): void {
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof payload === 'string' && typeof type === 'string' && !/;\s*charset=utf-8$/i.test(type))
      reply.header('content-type', withUtf8Charset(type));
    if (reply.hasHeader('etag')) return payload;
    const etag = weakEtag(payload);
    reply.header('etag', etag);
    const status = reply.statusCode;
    const cacheable = (status >= 200 && status < 300) || status === 304;
    if ((req.method === 'GET' || req.method === 'HEAD') && cacheable && fresh(req, etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      return '';
    }
    return payload;
  });
}
