import type { IncomingMessage, ServerResponse } from 'node:http';
import bodyParser from 'body-parser';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors/domain.exception.js';
import { bodyShapeError, MAX_BODY_KEYS } from './body-shape.js';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
type Done = (error: Error | null, body?: unknown) => void;

/**
 * body-parser, which read the API's bodies on Express, as a Fastify content-type parser: it reads the raw
 * request and leaves the body on it. body-parser reads no response. A body nested too deep or holding too
 * many keys is refused here, before validation (400 invalidBody).
 */
const parsedBy =
  (parse: Middleware) =>
  (_req: FastifyRequest, payload: IncomingMessage, done: Done): void =>
    parse(payload, undefined as unknown as ServerResponse, (error) => {
      if (error) return done(error as Error);
      const body = (payload as IncomingMessage & { body?: unknown }).body;
      const refused = bodyShapeError(body);
      done(refused ? badRequest('invalidBody', refused) : null, body);
    });

/** Where a processor signs the exact bytes it sent: their webhooks keep them (`rawBody`) to check it. */
const WEBHOOKS = '/api/payments/webhooks/';

const keepWebhookBytes = (req: IncomingMessage, _res: ServerResponse, bytes: Buffer) => {
  if (req.url?.startsWith(WEBHOOKS)) (req as RawBodied).rawBody = bytes;
};

/** A request whose body's bytes were kept (webhooks only). */
export type RawBodied = IncomingMessage & { rawBody?: Buffer };

/**
 * The request bodies the API reads, by body-parser's rules as before: JSON (an object or an array; an empty
 * body is `{}`) and flat urlencoded forms, up to `limit` bytes after inflating gzip, deflate or br. A refused
 * body is body-parser's error, with its status and `type` (entity.too.large, entity.parse.failed,
 * charset.unsupported, encoding.unsupported, request.aborted, parameters.too.many), which error-body.ts
 * turns into the error shape. A body of any other type is left unread and the route sees none (not a 415).
 */
export function registerBodyParsers(app: FastifyInstance, limit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    parsedBy(bodyParser.json({ limit, verify: keepWebhookBytes })),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    parsedBy(bodyParser.urlencoded({ limit, extended: false, parameterLimit: MAX_BODY_KEYS })),
  );
  app.addContentTypeParser('*', (_req: FastifyRequest, _payload: IncomingMessage, done: Done) =>
    done(null, undefined),
  );
}
