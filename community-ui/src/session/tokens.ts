// Where tokens live (access spec §9): local storage and cookies, for the session and the login token.

const STORE = { session: 'porchlight.session_token', login: 'porchlight.login_token' } as const;
const COOKIE = { session: 'session_token', login: 'login_token' } as const;

export type TokenKind = keyof typeof STORE;

export const readToken = (kind: TokenKind): string | null => localStorage.getItem(STORE[kind]);

function setCookie(name: string, value: string, extra = ''): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // The Cookie Store API is not in every browser a phone may run; a plain cookie is.
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = `${name}=${value}; path=/; SameSite=Strict${extra}${secure}`;
}

export function writeToken(kind: TokenKind, token: string | null): void {
  if (token) {
    localStorage.setItem(STORE[kind], token);
    setCookie(COOKIE[kind], token);
  } else {
    localStorage.removeItem(STORE[kind]);
    setCookie(COOKIE[kind], '', '; max-age=0');
  }
}

/** Seconds since the epoch when a JWT stops working, read from its payload (no verification here). */
export function expiryOf(token: string): number | null {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const { exp } = JSON.parse(atob(payload)) as { exp?: number };
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}
