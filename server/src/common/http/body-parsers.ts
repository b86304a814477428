import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';

/**
 * The request bodies the API reads: JSON and urlencoded forms, up to `limit` bytes (after decompression).
 * The rules are those the API has always had (body-parser's): a body of another type is not read and the
 * route sees no body, gzip/deflate/br bodies are inflated, JSON must be an object or array (an empty body
 * is `{}`), a form is flat (`a[b]=1` is the key "a[b]"). A refused body is an error with the body-parser
 * `type` (entity.too.large, entity.parse.failed, charset.unsupported, encoding.unsupported,
 * request.aborted) that error-body.ts turns into the error shape.
 */
export function registerBodyParsers(app: FastifyInstance, limit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', (req: FastifyRequest, payload: IncomingMessage) =>
    readBody(req, payload, limit, jsonCharset).then(parseJson),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    (req: FastifyRequest, payload: IncomingMessage) =>
      readBody(req, payload, limit, formCharset).then(({ text, charset }) => parseForm(text, charset)),
  );
  // Any other type: the body is left unread and the route sees none, as before (not a 415).
  app.addContentTypeParser('*', (_req: FastifyRequest, _payload: IncomingMessage, done) =>
    done(null, undefined),
  );
}

export class BodyError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

const jsonCharset = (charset: string) => charset.startsWith('utf-');
const formCharset = (charset: string) => charset === 'utf-8' || charset === 'iso-8859-1';

function charsetOf(contentType: string | undefined): string {
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  return (match?.[1] ?? match?.[2] ?? 'utf-8').toLowerCase();
}

function decompression(encoding: string): Transform | null {
  switch (encoding) {
    case 'identity':
      return null;
    case 'deflate':
      return zlib.createInflate();
    case 'gzip':
      return zlib.createGunzip();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      throw new BodyError(415, 'encoding.unsupported', `unsupported content encoding "${encoding}"`);
  }
}

function decode(body: Buffer, charset: string): string {
  if (charset === 'utf-8' || charset === 'utf8') return body.toString('utf8');
  if (charset === 'iso-8859-1') return body.toString('latin1');
  try {
    return new TextDecoder(charset, { fatal: false }).decode(body);
  } catch {
    throw new BodyError(415, 'charset.unsupported', `unsupported charset "${charset.toUpperCase()}"`);
  }
}

/**
 * The body's bytes, inflated, up to `limit`. Listens rather than iterating: an iterator that stops early
 * destroys its stream, and a destroyed request closes the connection before the error is answered.
 */
function collect(payload: IncomingMessage, inflate: Transform | null, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const source = inflate ?? payload;
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const fail = (error: BodyError) => {
      if (settled) return;
      settled = true;
      source.removeAllListeners('data');
      if (inflate) {
        payload.unpipe(inflate);
        inflate.on('error', () => {});
        inflate.destroy();
      }
      // Read off the rest, so the answer reaches a client still sending.
      payload.resume();
      reject(error);
    };
    source.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) fail(new BodyError(413, 'entity.too.large', 'request entity too large'));
      else chunks.push(chunk);
    });
    source.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks));
    });
    // A corrupt compressed body.
    source.on('error', (error) => fail(new BodyError(400, 'entity.parse.failed', error.message)));
    payload.on('aborted', () => fail(new BodyError(400, 'request.aborted', 'request aborted')));
    if (inflate) payload.pipe(inflate);
  });
}

/** Reads the whole body, inflated, within the limit; the request is read to its end even when refused. */
async function readBody(
  req: FastifyRequest,
  payload: IncomingMessage,
  limit: number,
  validCharset: (charset: string) => boolean,
): Promise<{ text: string; charset: string }> {
  const charset = charsetOf(req.headers['content-type']);
  if (!validCharset(charset)) {
    payload.resume();
    throw new BodyError(415, 'charset.unsupported', `unsupported charset "${charset.toUpperCase()}"`);
  }
  let inflate: Transform | null;
  try {
    inflate = decompression(String(req.headers['content-encoding'] ?? 'identity').toLowerCase());
  } catch (error) {
    payload.resume();
    throw error;
  }
  const declared = Number(req.headers['content-length']);
  if (!inflate && Number.isFinite(declared) && declared > limit) {
    payload.resume();
    throw new BodyError(413, 'entity.too.large', 'request entity too large');
  }
  const chunks = await collect(payload, inflate, limit);
  return { text: decode(chunks, charset), charset };
}

function parseJson({ text }: { text: string }): unknown {
  if (text.length === 0) return {};
  const first = /\S/.exec(text)?.[0];
  if (first !== '{' && first !== '[')
    throw new BodyError(400, 'entity.parse.failed', 'JSON body must be an object or an array');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BodyError(400, 'entity.parse.failed', (error as Error).message);
  }
}

const PARAMETER_LIMIT = 1000;

function parseForm(text: string, charset: string): unknown {
  if (text.length === 0) return {};
  let count = 1;
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) count += 1;
  if (count > PARAMETER_LIMIT) throw new BodyError(413, 'parameters.too.many', 'too many parameters');
  return qs.parse(text, {
    allowPrototypes: true,
    arrayLimit: count,
    depth: 0,
    charset: charset as 'utf-8' | 'iso-8859-1',
    parameterLimit: PARAMETER_LIMIT,
    strictDepth: true,
  });
}
