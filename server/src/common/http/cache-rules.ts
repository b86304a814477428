import { RouteConfig } from '@nestjs/platform-fastify';
import etag from 'etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { isApiPath } from './ui-routes.js';

interface CacheConfig {
  /** Seconds a browser may use the answer before asking again; 0 asks each time. */
  cacheSeconds?: number;
}

/**
 * A public answer the same for every caller (branding, languages): kept `seconds` by browsers and shared
 * caches, then revalidated with its ETag (304 when unchanged). Other API answers are never stored.
 */
export const Cacheable = (seconds: number) => RouteConfig({ cacheSeconds: seconds } satisfies CacheConfig);

const cacheControlOf = (seconds: number) => (seconds > 0 ? `public, max-age=${seconds}` : 'public, no-cache');

/**
 * Cache-Control of every API answer: `no-store` (they hold people's data and change with every write),
 * unless the route is Cacheable and the answer a 200; those also carry a weak ETag of their body, and a
 * request whose If-None-Match holds it gets 304 with no body. Runs before compression, on the JSON text.
 */
export function registerCacheRules(app: FastifyInstance): void {
  app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isApiPath(req.url)) return payload;
    const { cacheSeconds } = (reply.routeOptions.config ?? {}) as CacheConfig;
    if (cacheSeconds === undefined || reply.statusCode !== 200 || typeof payload !== 'string') {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    }
    const tag = etag(payload, { weak: true });
    reply.header('cache-control', cacheControlOf(cacheSeconds)).header('etag', tag);
    if (!fresh(req.headers, { etag: tag })) return payload;
    reply.code(304);
    return '';
  });
}
