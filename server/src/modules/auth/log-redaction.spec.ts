import { redactRequestSecrets, redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('masks the reset token of validate-token', () => {
    expect(redactUrl('/api/validate-token/abc-DEF_123')).toBe('/api/validate-token/[Redacted]');
  });

  it('masks token, auth, login and code query parameters and keeps the others', () => {
    expect(
      redactUrl('/instance-redirect?instance=springfield&login=L.x&auth=A.y&account-type=Business'),
    ).toBe(
      '/instance-redirect?instance=springfield&login=%5BRedacted%5D&auth=%5BRedacted%5D&account-type=Business',
    );
    expect(redactUrl('/resetpassword?token=secret')).toBe('/resetpassword?token=%5BRedacted%5D');
  });

  it('leaves a URL without secrets as it was', () => {
    expect(redactUrl('/api/languages?instance=healthexchange')).toBe(
      '/api/languages?instance=healthexchange',
    );
  });
});

describe('redactRequestSecrets', () => {
  it('masks the url and the parsed query of a logged request', () => {
    const logged = redactRequestSecrets({
      method: 'GET',
      url: '/create-login?token=t0k3n',
      query: { token: 't0k3n', lang: 'es' },
    });
    expect(logged).toEqual({
      method: 'GET',
      url: '/create-login?token=%5BRedacted%5D',
      query: { token: '[Redacted]', lang: 'es' },
    });
  });
});

describe('as the req serializer of pino-http', () => {
  it('keeps the token of a validate-token request out of the log line', async () => {
    const { pinoHttp } = await import('pino-http');
    const http = await import('node:http');
    const lines: string[] = [];
    const logger = pinoHttp(
      { serializers: { req: redactRequestSecrets } },
      { write: (l: string) => lines.push(l) },
    );
    const server = http.createServer((req, res) => {
      logger(req, res);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await fetch(`http://127.0.0.1:${port}/api/validate-token/s3cr3t-t0k3n?token=again`);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(lines.join('')).toContain('/api/validate-token/[Redacted]');
    expect(lines.join('')).not.toContain('s3cr3t-t0k3n');
    expect(lines.join('')).not.toContain('again');
  });
});
