import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS } from '../../contract/api-keys.js';

/** A new key: the prefix and 256 random bits. Shown once; only its hash is kept. */
export const newApiKey = (): string => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * What is stored of a key: its sha256. The key is 256 random bits, so a fast hash is as strong as a slow one
 * and lets every request find its key by an index.
 */
export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export const shownPart = (key: string): string => key.slice(0, API_KEY_SHOWN_CHARS);
