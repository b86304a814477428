/** Exit codes of every command. */
export const EXIT = {
  ok: 0,
  /** The command ran and failed: refused input, a database problem, a bad seed file. */
  failed: 1,
  /** The command line itself is wrong: a missing or malformed flag, an unknown command. */
  usage: 2,
  /** The user interrupted a prompt. */
  interrupted: 130,
} as const;

/** A wrong command line; reported with exit code 2. */
export class UsageError extends Error {}
