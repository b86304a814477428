import { createHash } from 'node:crypto';
import { badRequest, conflict } from '../../common/errors/domain.exception.js';
import { ERROR_CODE } from '../../contract/errors.js';

/** Keys as Stripe takes them: 1 to 255 visible characters. */
const KEY = /^[\x21-\x7e]{1,255}$/;

/** The Idempotency-Key header, required on every call that moves money (400 without it). */
export function requireIdempotencyKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY.test(key)) {
    throw badRequest(
      ERROR_CODE.idempotencyKeyRequired,
      'An Idempotency-Key header (1 to 255 visible characters) is required for a call that moves money',
    );
  }
  return key;
}

/** What a key was first used for: the call and its body. A key sent again with another request is refused. */
export const fingerprintOf = (call: string, body: unknown): string =>
  createHash('sha256')
    .update(`${call}\n${JSON.stringify(body)}`)
    .digest('hex');

/** Thrown inside the claiming transaction when another request holds the key: its answer is replayed. */
export class KeyTaken extends Error {}

export const keyReused = () =>
  conflict(ERROR_CODE.idempotencyKeyReused, 'This Idempotency-Key was used for another request');
