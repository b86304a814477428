// The one way the UI talks to the server: JSON over /api, the bearer token, the error shape of API.md, and
// the 401 rules of the access spec §8.
import { ERROR_CODE, type FieldError } from '@server/contract/errors.js';
import { currentLanguage, t } from '../i18n/i18n';
import { INSTANCE } from '../instance';

/** The server's error shape: {statusCode, code, message, errors?, ...extra}. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** The message of one field's error, when the server named the field. */
  fieldMessage(field: string): string | null {
    return this.errors.find((e) => e.field === field)?.message ?? null;
  }
}

/**
 * session: the signed-in session's token (with refresh on code 1); none: anonymous; a string: that token
 * (login, MFA or operation token).
 */
export type Auth = 'session' | 'none' | { bearer: string };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  auth?: Auth;
  query?: Record<string, string | number | undefined>;
  /** Anonymous calls name the instance in the query (the host may not). */
  withInstance?: boolean;
  /** The caller handles a 401 itself (switching accounts answers it with its own message). */
  own401?: boolean;
  /** Extra headers, e.g. the Idempotency-Key of a call that moves money. */
  headers?: Record<string, string>;
}

/** What the session layer lends the client; set once by the session store. */
export interface SessionHooks {
  token(): string | null;
  /** Accept-Language is not sent for Government accounts (access spec §6). */
  isGovernment(): boolean;
  /** Tries POST users/session-refresh; true when a fresh token is in place. */
  refresh(): Promise<boolean>;
  /** The session cannot be refreshed: the expired dialog. */
  expired(): void;
  /** Any other 401 on a signed-in call: signed out with the 120-second message. */
  unauthorized(): void;
}

let hooks: SessionHooks | null = null;
export const connectSession = (sessionHooks: SessionHooks): void => {
  hooks = sessionHooks;
};

function urlOf(path: string, options: RequestOptions): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (options.withInstance && INSTANCE) params.set('instance', INSTANCE);
  const query = params.toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}

async function errorOf(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => null)) as {
    code?: string | number;
    message?: string;
    errors?: FieldError[];
    [key: string]: unknown;
  } | null;
  const { code, message, errors, statusCode: _status, ...extra } = body ?? {};
  return new ApiError(res.status, code ?? res.status, message ?? res.statusText, errors ?? [], extra);
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (!hooks?.isGovernment()) headers['Accept-Language'] = currentLanguage();
  try {
    return await fetch(urlOf(path, options), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, 'network', t('errors.network'));
  }
}

const tokenFor = (auth: Auth): string | null =>
  auth === 'none' ? null : auth === 'session' ? (hooks?.token() ?? null) : auth.bearer;

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const auth = options.auth ?? 'session';
  let res = await send(path, options, tokenFor(auth));
  if (res.status === 401 && auth === 'session' && !options.own401) {
    const error = await errorOf(res);
    if (error.code === ERROR_CODE.tokenExpired) {
      if (await hooks?.refresh()) {
        res = await send(path, options, tokenFor(auth));
      } else {
        hooks?.expired();
        throw error;
      }
    } else if (error.code !== 'loginfailedWarning') {
      // 'Incorrect user and password combination.' belongs to the caller; anything else ends the session.
      hooks?.unauthorized();
      throw error;
    } else {
      throw error;
    }
  }
  if (!res.ok) throw await errorOf(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** What the server answers a request the UI makes without fetch (an upload): its status and body text. */
interface RawAnswer {
  status: number;
  text: string;
}

async function errorOfRaw(answer: RawAnswer): Promise<ApiError> {
  return errorOf(new Response(answer.text || null, { status: answer.status }));
}

/** One multipart POST through XMLHttpRequest, whose upload reports real progress (0 to 1). */
function sendForm(
  path: string,
  form: FormData,
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlOf(path, {}));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (!hooks?.isGovernment()) xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, 'network', t('errors.network')));
    xhr.send(form);
  });
}

/** A signed-in upload (multipart) with its progress; an expired session is refreshed once, as api() does. */
export async function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  let answer = await sendForm(path, form, tokenFor('session'), onProgress);
  if (answer.status === 401 && (await errorOfRaw(answer)).code === ERROR_CODE.tokenExpired) {
    if (!(await hooks?.refresh())) hooks?.expired();
    else answer = await sendForm(path, form, tokenFor('session'), onProgress);
  }
  if (answer.status < 200 || answer.status >= 300) throw await errorOfRaw(answer);
  return JSON.parse(answer.text) as T;
}

/** A signed-in GET of bytes (a file to save or show): the browser cannot add the bearer token to a link. */
export async function apiBlob(path: string): Promise<Blob> {
  let res = await send(path, {}, tokenFor('session'));
  if (res.status === 401 && (await hooks?.refresh())) res = await send(path, {}, tokenFor('session'));
  if (!res.ok) throw await errorOf(res);
  return res.blob();
}
