import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

/** SHA-256 of a high-entropy token (operation tokens, reset links): enough to find it without keeping it. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A random token for links and single operations: 32 bytes, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/**
 * Keyed hashes for low-entropy secrets (the 6-digit codes): HMAC-SHA256 under a key derived from the app
 * secret, so a copy of the table alone cannot be brute-forced. The key is the HS256 signature of a fixed
 * label (an HMAC of the secret), reached through the JwtService that already holds the secret.
 */
@Injectable()
export class SecretDigest {
  private readonly key: Buffer;

  constructor(jwt: JwtService) {
    const labelled = jwt.sign({ purpose: 'porchlight:one-time-codes' }, { noTimestamp: true });
    this.key = createHash('sha256').update(labelled).digest();
  }

  hmac(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('hex');
  }

  /** Constant-time comparison of a value with a stored hmac. */
  matches(value: string, stored: string): boolean {
    const a = Buffer.from(this.hmac(value), 'hex');
    const b = Buffer.from(stored, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
