import { parseLoginId } from './login-id.js';

/**
 * The login id a request is about, normalised as sign-in does, so `A@x.org` and `a@x.org` count together
 * (sign-in's email or phone, find-login's loginId, find-user's ds_mail).
 */
export function loginIdOf(body: unknown): string | null {
  const b = (body ?? {}) as Record<string, unknown>;
  const raw = [b.email, b.phone, b.loginId, b.ds_mail].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  if (!raw) return null;
  const id = parseLoginId(raw);
  return id.kind === 'email' ? id.email : id.phone;
}
