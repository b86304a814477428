import type { IncomingMessage } from 'node:http';
import { rewriteReadOnlyApi } from './read-only-api.js';

const routed = (method: string, url: string) => rewriteReadOnlyApi({ method, url } as IncomingMessage);

describe('the read-only API routes a read of /api-ro/x as /api/x', () => {
  it.each([
    ['GET', '/api-ro/users/me', '/api/users/me'],
    ['HEAD', '/api-ro/admin/users?range=[0,9]', '/api/admin/users?range=[0,9]'],
    ['OPTIONS', '/api-ro/admin/users', '/api/admin/users'],
    ['GET', '/API-RO/Users/Me', '/api/Users/Me'],
    ['GET', '/api-ro', '/api'],
    ['GET', '/api-ro?x=1', '/api?x=1'],
  ])('%s %s is routed as %s', (method, url, expected) => {
    expect(routed(method, url)).toBe(expected);
  });

  it.each([
    ['POST', '/api-ro/users/login-v2'],
    ['PUT', '/api-ro/admin/users/1'],
    ['DELETE', '/api-ro/admin/api-keys/1'],
  ])('leaves %s %s as it is, for the 405', (method, url) => {
    expect(routed(method, url)).toBe(url);
  });

  it.each(['/api-roster', '/api/users/me', '/admin/api-ro'])('leaves %s alone: not under /api-ro', (url) => {
    expect(routed('GET', url)).toBe(url);
  });
});
