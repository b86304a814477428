import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import {
  ArrayNotEmpty,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateBy,
  validateSync,
} from 'class-validator';

const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

const numberOr =
  (fallback: number) =>
  ({ value }: { value: unknown }) =>
    value === undefined || value === '' ? fallback : Number(value);

/** smtp[s]://[user:pass@]host[:port][?from=address]: what the SMTP delivery can connect to. */
export function isSmtpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

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

  /** A streaming replica of DATABASE_URL's database: the read-only API (/api-ro) and report exports read from it. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  DATABASE_REPLICA_URL?: string;

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

  /** The mail server of PORCHLIGHT_DELIVERY=smtp. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @ValidateBy({
    name: 'isSmtpUrl',
    validator: {
      validate: isSmtpUrl,
      defaultMessage: () => 'must be smtp[s]://[user:pass@]host[:port][?from=address]',
    },
  })
  SMTP_URL?: string;

  /** Where text messages and calls go: the outbox (local), or Twilio with the TWILIO_* settings. */
  @Transform(emptyToUndefined)
  @IsIn(['local', 'twilio'])
  PORCHLIGHT_TELEPHONY: 'local' | 'twilio' = 'local';

  /** PORCHLIGHT_TELEPHONY=twilio: the account's SID and auth token (which also signs Twilio's webhooks). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  TWILIO_ACCOUNT_SID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  TWILIO_AUTH_TOKEN?: string;

  /** PORCHLIGHT_TELEPHONY=twilio: the number texts and calls come from (+1...). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  TWILIO_FROM_NUMBER?: string;

  /** PORCHLIGHT_TELEPHONY=twilio: another origin for Twilio's REST API (a regional proxy, a test server). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  TWILIO_API_URL?: string;

  /** Bot check: off, test (the token chooses the score) or recaptcha. */
  @Transform(emptyToUndefined)
  @IsIn(['off', 'test', 'recaptcha'])
  PORCHLIGHT_CAPTCHA: 'off' | 'test' | 'recaptcha' = 'off';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  RECAPTCHA_SECRET?: string;

  /** The public reCAPTCHA site key the community UI loads the widget with (PORCHLIGHT_CAPTCHA=recaptcha). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  RECAPTCHA_SITE_KEY?: string;

  /**
   * Requests a minute from one address to each rate-limited call (sign-in, recovery, code sending, sign-up).
   * Generous enough for an office behind one address; lockout protects each login id on top of it.
   */
  @Transform(numberOr(100))
  @IsInt()
  @Min(1)
  PORCHLIGHT_RATE_LIMIT_ADDRESS = 100;

  /** Sign-in and find-login requests a minute for one login id, whatever the address. */
  @Transform(numberOr(20))
  @IsInt()
  @Min(1)
  PORCHLIGHT_RATE_LIMIT_LOGIN_ID = 20;

  /** Realms that may ask for an external open-auth token (comma-separated); `forms` is the forms engine. */
  @Transform(({ value }) =>
    String(value === undefined || value === '' ? 'forms' : value)
      .split(',')
      .map((realm) => realm.trim())
      .filter(Boolean),
  )
  @ArrayNotEmpty()
  @Matches(/^[a-z][a-z0-9-]{0,62}$/, { each: true, message: 'each realm must be a lower-case name' })
  PORCHLIGHT_EXTERNAL_AUTH_REALMS: string[] = ['forms'];

  /**
   * Where programs' external forms (settings.FormURL) may be framed from, as CSP frame-src sources
   * (comma-separated): `https:` for any secure site (the default), or origins such as https://forms.example.org.
   */
  @Transform(({ value }) =>
    String(value === undefined || value === '' ? 'https:' : value)
      .split(',')
      .map((source) => source.trim())
      .filter(Boolean),
  )
  @ArrayNotEmpty()
  @Matches(/^(https?:|https?:\/\/[a-z0-9.-]+(:\d{1,5})?)$/i, {
    each: true,
    message: 'each source must be https:, http: or an origin such as https://forms.example.org',
  })
  PORCHLIGHT_FORM_FRAME_SOURCES: string[] = ['https:'];

  /** Marketplace purchases: local tokens minted by the CLI, or the Azure SaaS fulfillment API. */
  @Transform(emptyToUndefined)
  @IsIn(['local', 'azure'])
  PORCHLIGHT_MARKETPLACE: 'local' | 'azure' = 'local';

  /** PORCHLIGHT_MARKETPLACE=azure: the Microsoft Entra tenant and app registration of the SaaS offer. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  AZURE_MARKETPLACE_TENANT_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  AZURE_MARKETPLACE_CLIENT_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  AZURE_MARKETPLACE_CLIENT_SECRET?: string;

  /** Where uploaded files live: under the data folder (local) or in an S3-compatible store (s3). */
  @Transform(emptyToUndefined)
  @IsIn(['local', 's3'])
  PORCHLIGHT_STORAGE: 'local' | 's3' = 'local';

  /** The largest upload accepted, in megabytes (1 MB = 1,048,576 bytes). */
  @Transform(numberOr(25))
  @IsInt()
  @Min(1)
  @Max(1024)
  PORCHLIGHT_MAX_UPLOAD_MB = 25;

  /** PORCHLIGHT_STORAGE=s3: the store's endpoint URL (unset: AWS's own for S3_REGION). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_ENDPOINT?: string;

  /** PORCHLIGHT_STORAGE=s3: the region the client signs for. */
  @Transform(({ value }) => (value === undefined || value === '' ? 'us-east-1' : value))
  @IsString()
  S3_REGION = 'us-east-1';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_BUCKET?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  /** Payments: the local ledger that behaves as a processor (test numbers in README), Stripe or PayPal. */
  @Transform(emptyToUndefined)
  @IsIn(['local', 'stripe', 'paypal'])
  PORCHLIGHT_PAYMENTS: 'local' | 'stripe' | 'paypal' = 'local';

  /** PORCHLIGHT_PAYMENTS=local: how long after a charge the local processor settles it, in ms. */
  @Transform(numberOr(2000))
  @IsInt()
  @Min(0)
  @Max(3_600_000)
  PORCHLIGHT_PAYMENTS_SETTLE_MS = 2000;

  /**
   * Whether this process works the job queue (jobs module: notification deliveries). off: it only enqueues;
   * another process with on sends (a process being drained, or a test holding jobs across a restart).
   */
  @Transform(emptyToUndefined)
  @IsIn(['on', 'off'])
  PORCHLIGHT_JOBS: 'on' | 'off' = 'on';

  /** Server processes sharing the port (node:cluster); `auto` is one per core. Above 1 needs DATABASE_URL. */
  @Transform(({ value }) =>
    value === undefined || value === '' ? 1 : value === 'auto' ? availableParallelism() : Number(value),
  )
  @IsInt()
  @Min(1)
  @Max(64)
  PORCHLIGHT_WORKERS = 1;

  /** How often an idle job queue worker looks for jobs, in ms (pg-boss allows no less than 500). */
  @Transform(numberOr(1000))
  @IsInt()
  @Min(500)
  @Max(60_000)
  PORCHLIGHT_JOBS_POLL_MS = 1000;

  /** Seconds before a failed notification delivery is tried again, doubling (with jitter) each time. */
  @Transform(numberOr(30))
  @IsInt()
  @Min(1)
  @Max(3600)
  PORCHLIGHT_NOTIFY_RETRY_SECONDS = 30;

  /** PORCHLIGHT_PAYMENTS=stripe: the secret API key (sk_test_... or sk_live_...). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  STRIPE_SECRET_KEY?: string;

  /** PORCHLIGHT_PAYMENTS=stripe: the webhook endpoint's signing secret (whsec_...), for /api/payments/webhooks/stripe. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  STRIPE_WEBHOOK_SECRET?: string;

  /** PORCHLIGHT_PAYMENTS=paypal: the REST app's client id and secret, and sandbox or live. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  PAYPAL_CLIENT_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  PAYPAL_CLIENT_SECRET?: string;

  @Transform(emptyToUndefined)
  @IsIn(['sandbox', 'live'])
  PAYPAL_ENVIRONMENT: 'sandbox' | 'live' = 'sandbox';

  /** The AI tools: local (no model: retrieval over the instance's programs and templates) or openai. */
  @Transform(emptyToUndefined)
  @IsIn(['local', 'openai'])
  PORCHLIGHT_AI: 'local' | 'openai' = 'local';

  /** PORCHLIGHT_AI=openai: the OpenAI-compatible API's base URL (…/v1); unset means OpenAI's own. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  AI_URL?: string;

  /** PORCHLIGHT_AI=openai: the API key sent as the bearer token. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  AI_KEY?: string;

  /** PORCHLIGHT_AI=openai: the chat model every tool asks. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  AI_MODEL?: string;

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

/** What the azure marketplace provider needs to reach the SaaS fulfillment API. */
export const AZURE_MARKETPLACE_SETTINGS = [
  'AZURE_MARKETPLACE_TENANT_ID',
  'AZURE_MARKETPLACE_CLIENT_ID',
  'AZURE_MARKETPLACE_CLIENT_SECRET',
] as const;

/** What the s3 storage needs; the endpoint is optional (AWS's own). */
export const S3_SETTINGS = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** What the PayPal adapter needs. */
export const PAYPAL_SETTINGS = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'] as const;

/** What the Twilio telephony adapter needs. */
export const TWILIO_SETTINGS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const;

/** What the openai AI adapter needs (AI_URL is optional: OpenAI's own). */
export const AI_SETTINGS = ['AI_KEY', 'AI_MODEL'] as const;

/** Settings another one's value makes required: every one missing is named. */
function requireWith(
  settings: Settings,
  when: boolean,
  condition: string,
  names: readonly (keyof Settings)[],
): void {
  const missing = names.filter((name) => !settings[name]);
  if (when && missing.length > 0) {
    const lines = missing.map((name) => `${name}: required when ${condition}`);
    throw new SettingsError(`Invalid settings:\n  ${lines.join('\n  ')}`);
  }
}

/** Reads and validates the settings; an invalid value stops the start with every problem named. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const known = Object.keys(new Settings());
  const raw = Object.fromEntries(
    [
      ...known,
      'DATABASE_URL',
      'DATABASE_REPLICA_URL',
      'SMTP_URL',
      'RECAPTCHA_SECRET',
      'RECAPTCHA_SITE_KEY',
      'PORCHLIGHT_SECRET',
      ...AZURE_MARKETPLACE_SETTINGS,
      'S3_ENDPOINT',
      ...S3_SETTINGS,
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      ...PAYPAL_SETTINGS,
      ...TWILIO_SETTINGS,
      'TWILIO_API_URL',
      'AI_URL',
      ...AI_SETTINGS,
    ].map((k) => [k, env[k]]),
  );
  const settings = plainToInstance(Settings, raw, { exposeDefaultValues: true });
  const errors = validateSync(settings, { forbidUnknownValues: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`);
    throw new SettingsError(`Invalid settings:\n  ${lines.join('\n  ')}`);
  }
  requireWith(
    settings,
    settings.PORCHLIGHT_WORKERS > 1 || settings.DATABASE_REPLICA_URL !== undefined,
    'PORCHLIGHT_WORKERS is above 1 or DATABASE_REPLICA_URL is set (the embedded database serves one process)',
    ['DATABASE_URL'],
  );
  requireWith(settings, settings.PORCHLIGHT_DELIVERY === 'smtp', 'PORCHLIGHT_DELIVERY is smtp', ['SMTP_URL']);
  requireWith(settings, settings.PORCHLIGHT_CAPTCHA === 'recaptcha', 'PORCHLIGHT_CAPTCHA is recaptcha', [
    'RECAPTCHA_SECRET',
    'RECAPTCHA_SITE_KEY',
  ]);
  requireWith(
    settings,
    settings.PORCHLIGHT_MARKETPLACE === 'azure',
    'PORCHLIGHT_MARKETPLACE is azure',
    AZURE_MARKETPLACE_SETTINGS,
  );
  requireWith(settings, settings.PORCHLIGHT_STORAGE === 's3', 'PORCHLIGHT_STORAGE is s3', S3_SETTINGS);
  requireWith(settings, settings.PORCHLIGHT_PAYMENTS === 'stripe', 'PORCHLIGHT_PAYMENTS is stripe', [
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
  ]);
  requireWith(
    settings,
    settings.PORCHLIGHT_PAYMENTS === 'paypal',
    'PORCHLIGHT_PAYMENTS is paypal',
    PAYPAL_SETTINGS,
  );
  requireWith(
    settings,
    settings.PORCHLIGHT_TELEPHONY === 'twilio',
    'PORCHLIGHT_TELEPHONY is twilio',
    TWILIO_SETTINGS,
  );
  requireWith(settings, settings.PORCHLIGHT_AI === 'openai', 'PORCHLIGHT_AI is openai', AI_SETTINGS);
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
