import type { OpenAPIObject } from '@nestjs/swagger';
import { API_KEY_PREFIX } from '../../contract/api-keys.js';

/** The security scheme an API key is sent by. */
export const API_KEY_SCHEME = 'apiKey';

export const API_KEY_SECURITY_SCHEME = {
  type: 'http' as const,
  scheme: 'bearer',
  bearerFormat: `${API_KEY_PREFIX}…`,
  description:
    "An API key (POST /api/admin/api-keys), sent as `Authorization: Bearer plk_…`. It works on its own instance's " +
    'admin API (/api/admin/...) only, except the api-keys routes; a request naming another instance (host or ' +
    '`instance`) is refused 403 apiKeyOtherInstance. A revoked key answers 401 apiKeyRevoked, an expired one 401 ' +
    'apiKeyExpired. Every use is logged with the key’s name (GET /api/admin/api-keys/{id}/uses).',
};

/** The admin paths a key opens: every operation there takes a session token or an API key. */
export function describeApiKeyUse(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/admin/') || path.startsWith('/api/admin/api-keys')) continue;
    for (const operation of Object.values(item)) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      operation.security = [...(operation.security ?? [{ bearer: [] }]), { [API_KEY_SCHEME]: [] }];
    }
  }
  return document;
}
