import { plainToInstance, Transform } from 'class-transformer';
import { IsInt, Min, validateSync } from 'class-validator';
import { SettingsError } from '../../config/settings.js';
import { parseLoginId } from './login-id.js';

const toNumber =
  (fallback: number) =>
  ({ value }: { value: unknown }) =>
    value === undefined || value === '' ? fallback : Number(value);

/**
 * Rate limits of the sign-in, recovery, code-sending and sign-up calls (per minute). The defaults let an
 * office behind one address work; lockout after failed passwords protects each login id on top of them.
 */
export class AbuseLimits {
  /** Requests a minute from one address to each limited call. */
  @Transform(toNumber(100))
  @IsInt()
  @Min(1)
  PORCHLIGHT_RATE_LIMIT_ADDRESS = 100;

  /** Sign-in and find-login requests a minute for one login id, whatever the address. */
  @Transform(toNumber(20))
  @IsInt()
  @Min(1)
  PORCHLIGHT_RATE_LIMIT_LOGIN_ID = 20;
}

/** Reads the limits; an invalid value stops the start, like every other setting. */
export function loadAbuseLimits(env: NodeJS.ProcessEnv = process.env): AbuseLimits {
  const raw = Object.fromEntries(Object.keys(new AbuseLimits()).map((k) => [k, env[k]]));
  const limits = plainToInstance(AbuseLimits, raw, { exposeDefaultValues: true });
  const errors = validateSync(limits);
  if (errors.length > 0) {
    const lines = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`);
    throw new SettingsError(`Invalid settings:\n  ${lines.join('\n  ')}`);
  }
  return limits;
}

/** The login id a request is about, normalised as sign-in does, so `A@x.org` and `a@x.org` count together. */
export function loginIdOf(body: unknown): string | null {
  const b = (body ?? {}) as Record<string, unknown>;
  const raw = [b.email, b.phone, b.loginId].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  if (!raw) return null;
  const id = parseLoginId(raw);
  return id.kind === 'email' ? id.email : id.phone;
}
