import { API_KEY_PATH, apiKeyUsable, isApiKey } from './api-keys.js';

describe('API keys', () => {
  const now = new Date('2026-11-27T08:00:00Z');

  it('tells a key from a session token by its prefix', () => {
    expect(isApiKey('plk_abc')).toBe(true);
    expect(isApiKey('eyJhbGciOiJIUzI1NiJ9.x.y')).toBe(false);
  });

  it('is usable until revoked or until the instant it expires', () => {
    expect(apiKeyUsable({ expiresAt: null, revokedAt: null }, now)).toBe(true);
    expect(apiKeyUsable({ expiresAt: new Date('2026-11-27T08:00:01Z'), revokedAt: null }, now)).toBe(true);
    expect(apiKeyUsable({ expiresAt: now, revokedAt: null }, now)).toBe(false);
    expect(apiKeyUsable({ expiresAt: null, revokedAt: new Date('2026-11-01') }, now)).toBe(false);
  });

  it('opens the admin API only, on /api and /api-ro', () => {
    expect(API_KEY_PATH.test('/api/admin/programs')).toBe(true);
    expect(API_KEY_PATH.test('/api-ro/admin/programs?x=1')).toBe(true);
    expect(API_KEY_PATH.test('/api/users/me')).toBe(false);
    expect(API_KEY_PATH.test('/api/administrators')).toBe(false);
  });
});
