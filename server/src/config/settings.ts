import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength, validateSync } from 'class-validator';

const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** Every setting of the product, with its rule, default and meaning. The README's settings table is this class in words. */
export class Settings {
  /** HTTP port of the server (API, admin UI at /admin, community UI at /). */
  @Transform(({ value }) => (value === undefined || value === '' ? 3000 : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  /** PostgreSQL server; unset means the embedded database. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  DATABASE_URL?: string;

  /** Where the embedded database and the generated secret live. */
  @Transform(({ value }) => (value === undefined || value === '' ? '.data' : value))
  @IsString()
  PORCHLIGHT_DATA_DIR = '.data';

  /** What a new, empty database is seeded with on start. */
  @Transform(emptyToUndefined)
  @IsIn(['demo', 'none'])
  PORCHLIGHT_SEED: 'demo' | 'none' = 'demo';

  /** Where messages go: the outbox table, or SMTP. */
  @Transform(emptyToUndefined)
  @IsIn(['outbox', 'smtp'])
  PORCHLIGHT_DELIVERY: 'outbox' | 'smtp' = 'outbox';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  SMTP_URL?: string;

  /** Bot check: off, test (the token chooses the score) or recaptcha. */
  @Transform(emptyToUndefined)
  @IsIn(['off', 'test', 'recaptcha'])
  PORCHLIGHT_CAPTCHA: 'off' | 'test' | 'recaptcha' = 'off';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  RECAPTCHA_SECRET?: string;

  /** Marketplace purchases: local tokens minted by the CLI, or the Azure SaaS fulfillment API. */
  @Transform(emptyToUndefined)
  @IsIn(['local', 'azure'])
  PORCHLIGHT_MARKETPLACE: 'local' | 'azure' = 'local';

  /** Signs tokens; generated and kept in the data folder when unset. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32)
  PORCHLIGHT_SECRET?: string;

  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  @Transform(emptyToUndefined)
  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' = 'info';
}

export class SettingsError extends Error {}

/** Reads and validates the settings; an invalid value stops the start with every problem named. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const known = Object.keys(new Settings());
  const raw = Object.fromEntries(
    [...known, 'DATABASE_URL', 'SMTP_URL', 'RECAPTCHA_SECRET', 'PORCHLIGHT_SECRET'].map((k) => [k, env[k]]),
  );
  const settings = plainToInstance(Settings, raw, { exposeDefaultValues: true });
  const errors = validateSync(settings, { forbidUnknownValues: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`);
    throw new SettingsError(`Invalid settings:\n  ${lines.join('\n  ')}`);
  }
  if (settings.PORCHLIGHT_DELIVERY === 'smtp' && !settings.SMTP_URL) {
    throw new SettingsError('Invalid settings:\n  SMTP_URL: required when PORCHLIGHT_DELIVERY is smtp');
  }
  if (settings.PORCHLIGHT_CAPTCHA === 'recaptcha' && !settings.RECAPTCHA_SECRET) {
    throw new SettingsError(
      'Invalid settings:\n  RECAPTCHA_SECRET: required when PORCHLIGHT_CAPTCHA is recaptcha',
    );
  }
  settings.PORCHLIGHT_DATA_DIR = path.resolve(settings.PORCHLIGHT_DATA_DIR);
  return settings;
}

/** The token-signing secret: the setting, or one generated once and kept in the data folder. */
export function resolveSecret(settings: Settings): string {
  if (settings.PORCHLIGHT_SECRET) return settings.PORCHLIGHT_SECRET;
  const file = path.join(settings.PORCHLIGHT_DATA_DIR, 'secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(settings.PORCHLIGHT_DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
