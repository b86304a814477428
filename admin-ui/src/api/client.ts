// Every call of the admin UI goes through here: the bearer token, one refresh when the session token has
// expired (401 with code 1, API.md "Tokens"), and the server's one error shape turned into ApiError.
import { ERROR_CODE, type ErrorBody, type FieldError } from '@server/contract/errors.js';
import { HttpError } from 'react-admin';

const TOKEN_KEY = 'porchlight.admin.session';

export const sessionToken = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

export type { ErrorBody, FieldError };

/**
 * An HttpError (so react-admin's notifications and forms understand it) that also keeps the server's code.
 * Field errors are handed to react-admin forms as `body.errors` keyed by field.
 */
export class ApiError extends HttpError {
  readonly code: string | number | undefined;
  readonly fieldErrors: FieldError[];

  constructor(status: number, body: Partial<ErrorBody> | undefined) {
    const fieldErrors = body?.errors ?? [];
    super(body?.message ?? `Request failed (${status})`, status, {
      ...body,
      errors: Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])),
    });
    // HttpError resets the prototype to its own, which would make `instanceof ApiError` false.
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
    this.code = body?.code;
    this.fieldErrors = fieldErrors;
  }
}

export const isExpiredToken = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code === ERROR_CODE.tokenExpired;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  json: T;
}

export interface ApiRequest {
  method?: string;
  body?: unknown;
  /** A token other than the session's (the login token during sign-in). */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function send<T>(path: string, request: ApiRequest, token: string | null): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  // react-admin's data provider hands over bodies it already serialised.
  const body =
    request.body === undefined || typeof request.body === 'string'
      ? request.body
      : JSON.stringify(request.body);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, {
    method: request.method ?? 'GET',
    headers,
    body,
    signal: request.signal,
  });
  const json = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, json as Partial<ErrorBody> | undefined);
  return { status: response.status, headers: response.headers, json: json as T };
}

let refreshing: Promise<string> | null = null;

/** One refresh at a time: concurrent calls that all meet the expired token wait for the same new one. */
export function refreshSession(): Promise<string> {
  refreshing ??= (async () => {
    try {
      const { json } = await send<{ token: string }>(
        '/api/users/session-refresh',
        { method: 'POST' },
        sessionToken.get(),
      );
      sessionToken.set(json.token);
      return json.token;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** A call with the session token (or `request.token`), refreshed and retried once if it had expired. */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const explicit = request.token !== undefined;
  const token = explicit ? request.token : sessionToken.get();
  try {
    return await send<T>(path, request, token ?? null);
  } catch (error) {
    if (explicit || !isExpiredToken(error)) throw error;
    return send<T>(path, request, await refreshSession());
  }
}

export const apiJson = async <T>(path: string, request: ApiRequest = {}): Promise<T> =>
  (await api<T>(path, request)).json;

/** A query string from defined values only. */
export function query(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A call's raw answer (bytes to show or save), with the session token refreshed once as api() does. */
export async function apiResponse(path: string, request: ApiRequest = {}): Promise<Response> {
  const call = (token: string | null) => {
    const headers: Record<string, string> = { ...request.headers };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    return fetch(path, { method: request.method ?? 'GET', headers, body, signal: request.signal });
  };
  let response = await call(sessionToken.get());
  const failed = async (r: Response) => new ApiError(r.status, (await readBody(r)) as Partial<ErrorBody>);
  if (response.status === 401) {
    const error = await failed(response.clone());
    if (!isExpiredToken(error)) throw error;
    response = await call(await refreshSession());
  }
  if (!response.ok) throw await failed(response);
  return response;
}

/** One multipart POST through XMLHttpRequest, whose upload reports real progress (0 to 1). */
function sendForm(path: string, form: FormData, onProgress: (fraction: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = sessionToken.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    // No answer at all (status 0): the screen says so in its own words.
    xhr.onerror = () => reject(new ApiError(0, undefined));
    xhr.send(form);
  });
}

/** A multipart upload with its progress; an expired session is refreshed once and the upload sent again. */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  let answer = await sendForm(path, form, onProgress);
  if (answer.status === 401 && isExpiredToken(new ApiError(401, answer.body as Partial<ErrorBody>))) {
    await refreshSession();
    answer = await sendForm(path, form, onProgress);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError(answer.status, answer.body as Partial<ErrorBody> | undefined);
  }
  return answer.body as T;
}
