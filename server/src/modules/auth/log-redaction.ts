/**
 * What a logged request URL must not show: the reset token in validate-token's path, and tokens the UI
 * pages carry in their query (reset and create-login links, the switch redirect's login and auth).
 */
const SECRET_PATH = /(\/validate-token\/)[^/?#]+/g;
const SECRET_QUERY_PARAMS = new Set(['token', 'auth', 'login', 'code', 'ds_token']);
const REDACTED = '[Redacted]';

export function redactUrl(url: string): string {
  const [path, query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(SECRET_PATH, `$1${REDACTED}`);
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_QUERY_PARAMS.has(key)) params.set(key, REDACTED);
  return `${safePath}?${params}`;
}

interface LoggedRequest {
  url?: string;
  query?: unknown;
  params?: unknown;
}

const redactRecord = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, SECRET_QUERY_PARAMS.has(k) ? REDACTED : v]),
      )
    : value;

/**
 * A pino `req` serializer: the request as pino-http logs it, with those secrets masked. Route parameters are
 * left out: the (masked) url says the same, and the router puts unmatched paths' segments there verbatim.
 */
export function redactRequestSecrets<T extends LoggedRequest>(req: T): Omit<T, 'params'> {
  const { params: _params, ...rest } = req;
  return {
    ...rest,
    ...(typeof req.url === 'string' ? { url: redactUrl(req.url) } : {}),
    ...('query' in req ? { query: redactRecord(req.query) } : {}),
  };
}
