import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { DomainException } from './domain.exception.js';

/**
 * The answer to a request the database could not serve because it cannot be reached (API.md "Hardening"),
 * with any fields a call adds (the health check names the database).
 */
export const databaseUnavailable = (extra?: Record<string, unknown>) =>
  new DomainException(
    503,
    'databaseUnavailable',
    'The database is unavailable; try again in a moment',
    undefined,
    extra,
  );

/**
 * PostgreSQL ending or refusing sessions: 57P01 admin shutdown (a fast stop, pg_terminate_backend),
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up or shutting down), 53300 too many
 * connections. Class 08 (connection exception) is matched apart.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** The socket to the database refused, reset, cut or not routed. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * The driver's own words for a lost connection (pg) and the pool's for a connection it could not get in
 * connectionTimeoutMillis (pg-pool): these errors carry no code.
 */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

interface MaybeDriverError {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

function isUnavailableError(error: MaybeDriverError): boolean {
  const { code, message } = error;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_CODES.has(code))
      return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((words) => words.test(message));
}

/**
 * Whether an error means the database cannot be reached right now (restarting, stopped, its connection
 * dropped), rather than a fault of the request or of the code. Looks at the error, the driver's error a
 * failed query wraps, and the attempts of a connection to several addresses (AggregateError); not at an
 * error's `cause`, so a failed call to another service (fetch's cause ECONNREFUSED) is not taken for one.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  // TypeORM releases a transaction's runner when its connection reports an error between two statements
  // (the session was ended); the transaction's next statement or its COMMIT then fails with this. Our code
  // only runs managed transactions, which never use a runner after releasing it themselves.
  if (error instanceof QueryRunnerAlreadyReleasedError) return true;
  const driverError = error instanceof QueryFailedError ? (error.driverError as MaybeDriverError) : undefined;
  const candidates = [error as MaybeDriverError, ...(driverError ? [driverError] : [])];
  const attempts = candidates.flatMap((candidate) =>
    Array.isArray(candidate.errors) ? (candidate.errors as MaybeDriverError[]) : [],
  );
  return [...candidates, ...attempts].some(
    (candidate) => typeof candidate === 'object' && candidate !== null && isUnavailableError(candidate),
  );
}
