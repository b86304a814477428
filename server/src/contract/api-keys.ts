// API keys (API.md "Integrations and scale"): the wire shapes and the pure rules the server and the admin UI
// share. The contract folder imports only its own files.

/** Every key starts so: a bearer token that does, is a key (session tokens are JWTs, `eyJ…`). */
export const API_KEY_PREFIX = 'plk_';

/** Characters of a key shown in lists (its prefix and the first of its secret). */
export const API_KEY_SHOWN_CHARS = 10;

export const API_KEY_NAME_MAX = 100;

export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** An API key as lists answer it: never the key, nor its hash. */
export interface ApiKeyWire {
  id: number;
  name: string;
  /** The government role number the key acts with. */
  role: number;
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

/** The answer to creating a key: the key itself, this once. */
export interface CreatedApiKeyWire extends ApiKeyWire {
  key: string;
}

/** One audited request made with a key: `accepted`, or the error code it was refused with. */
export interface ApiKeyUseWire {
  id: number;
  keyName: string;
  method: string;
  path: string;
  outcome: string;
  createdAt: string;
}

/** Whether a key may still be used at `now` (a key expires at the instant of expiresAt). */
export function apiKeyUsable(key: { expiresAt: Date | null; revokedAt: Date | null }, now: Date): boolean {
  return key.revokedAt === null && (key.expiresAt === null || key.expiresAt.getTime() > now.getTime());
}

/** The paths a key may call: its instance's admin API (on /api, and on the read-only /api-ro). */
export const API_KEY_PATH = /^\/api(?:-ro)?\/admin\//;
