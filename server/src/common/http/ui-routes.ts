import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf, splitUrl } from './url-parts.js';

/** A built single-page UI: served under `base` ('' for the root) from `dist`. */
export interface BuiltUi {
  base: string;
  dist: string;
}

const ONE_HOUR_MS = 3_600_000;
const ONE_YEAR_MS = 31_536_000_000;
const UP_PATH = /(?:^|[\\/])\.\.(?:[\\/]|$)/;

export const isApiPath = (url: string) => /^\/api(\/|\?|$)/.test(url);

/** What a path under a UI's base names in its dist folder, with the rules of a static file server. */
async function lookUp(
  dist: string,
  rel: string,
): Promise<{ kind: 'file'; file: string } | { kind: 'dir' | 'none' }> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return { kind: 'none' };
  }
  if (decoded.includes('\0')) return { kind: 'none' };
  const relative = decoded ? path.normalize(`.${path.sep}${decoded}`) : '';
  if (UP_PATH.test(relative)) return { kind: 'none' };
  // Dot files are never served.
  if (relative.split(path.sep).some((part) => part.length > 1 && part.startsWith('.')))
    return { kind: 'none' };
  try {
    const stats = await stat(path.join(dist, relative));
    if (stats.isDirectory()) return { kind: 'dir' };
    // A file named with a trailing slash is not that file.
    if (!stats.isFile() || decoded.endsWith('/')) return { kind: 'none' };
    return { kind: 'file', file: relative };
  } catch {
    return { kind: 'none' };
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A folder asked for without its trailing slash: 301 to the slashed path, as a static file server does. */
function redirectToFolder(reply: FastifyReply, pathname: string, search: string) {
  const location = `${`${pathname}/`.replace(/^\/+/, '/')}${search}`;
  const doc = `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Redirecting</title>\n</head>\n<body>\n<pre>Redirecting to ${escapeHtml(location)}</pre>\n</body>\n</html>\n`;
  // Written as a static file server writes it, past the reply's own rules for a body (no ETag).
  reply.hijack();
  reply.raw.writeHead(301, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Length': Buffer.byteLength(doc),
    'Content-Security-Policy': "default-src 'none'",
    'X-Content-Type-Options': 'nosniff',
    Location: location,
  });
  reply.raw.end(doc);
}

/** The UI a path is under: the admin UI's base first, the root last. */
const uiOf = (uis: readonly BuiltUi[], pathname: string) =>
  uis.find(({ base }) => {
    const lower = pathname.toLowerCase();
    return !base || lower === base || lower.startsWith(`${base}/`);
  });

/**
 * For a GET or HEAD of a UI page whose URL the router refused (a malformed %-escape): routes it anew as the
 * UI's root, which answers its index.html like any other client-side route, and says so.
 */
export function rerouteToUiIndex(
  app: FastifyInstance,
  uis: readonly BuiltUi[],
  req: FastifyRequest,
  reply: FastifyReply,
): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.url)) return false;
  const ui = uiOf(uis, pathOf(req.url));
  if (!ui) return false;
  req.raw.url = `${ui.base}/`;
  app.routing(req.raw, reply.raw);
  return true;
}

/** Scripts are text/javascript (RFC 9239), as they have always been served, compressed or not. */
async function scriptType(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (/^application\/javascript\b/i.test(String(reply.getHeader('content-type'))))
    reply.header('content-type', 'text/javascript; charset=utf-8');
  return payload;
}

/** Vite names every file under assets/ by a hash of its content, so one such name never changes. */
const cachingOf = (file: string) =>
  file.startsWith(`assets${path.sep}`) ? { maxAge: ONE_YEAR_MS, immutable: true } : { maxAge: ONE_HOUR_MS };

/** The index page is checked again on every load (its ETag), so a new build's files are found at once. */
function sendIndex(reply: FastifyReply, dist: string) {
  reply.header('cache-control', 'no-cache');
  return reply.sendFile('index.html', dist, { cacheControl: false });
}

/**
 * Serves the built UIs: a file of the UI's dist, or, for any other path under its base, its index.html
 * (client-side routes). Paths under /api are never looked up on disk: they are the API's, and one no route
 * matched answers the API's 404 error. Files are sent as the build compressed them (.br, .gz beside each)
 * when the client accepts it, never compressed again on the fly; hashed assets are kept for good.
 */
export function mountUis(app: FastifyInstance, uis: readonly BuiltUi[]): void {
  if (uis.length === 0) return;
  // sendFile only: the routes below decide what is served.
  app.register(fastifyStatic, { root: uis[0].dist, serve: false, index: false, preCompressed: true });
  for (const { base, dist } of uis) {
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      if (isApiPath(req.url)) return reply.callNotFound();
      const { pathname, search } = splitUrl(req.url);
      const found = await lookUp(dist, pathname.slice(base.length));
      if (found.kind === 'file' && found.file !== 'index.html')
        return reply.sendFile(found.file, dist, cachingOf(found.file));
      if (found.kind === 'dir' && !pathname.endsWith('/')) return redirectToFolder(reply, pathname, search);
      return sendIndex(reply, dist);
    };
    const options = { compress: false, onSend: scriptType } as const;
    if (base) app.get(base, options, handler);
    app.get(`${base}/*`, options, handler);
  }
}
