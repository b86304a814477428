import { ourHostsFor, ssoRedirectUrl, ssoTargetOf } from './sso-link.js';

const hosts = {
  protocol: 'http',
  host: 'springfield.localhost:3000',
  currentSubdomain: 'springfield',
  subdomains: ['springfield', 'riverton', 'healthexchange'],
  portalUrls: [null, 'https://benefits.example.gov/portal'],
};

const target = (nextUrl: string, over: Partial<typeof hosts> = {}) =>
  ssoTargetOf(nextUrl, { ...hosts, ...over })?.toString() ?? null;

describe('Single sign-on link targets (no open redirect)', () => {
  it("knows our hosts: the request's, its domain, each instance's sub-domain of it, and the portals", () => {
    expect([...ourHostsFor(hosts)].sort()).toEqual(
      [
        'benefits.example.gov',
        'healthexchange.localhost:3000',
        'localhost:3000',
        'riverton.localhost:3000',
        'springfield.localhost:3000',
      ].sort(),
    );
  });

  it("leads to the caller's own host, another instance's sub-domain or an instance's portal", () => {
    expect(target('http://springfield.localhost:3000/auth')).toBe('http://springfield.localhost:3000/auth');
    expect(target('http://riverton.localhost:3000/auth?x=1')).toBe('http://riverton.localhost:3000/auth?x=1');
    expect(target('https://benefits.example.gov/auth')).toBe('https://benefits.example.gov/auth');
  });

  it('reads a path as one on the host the request came to', () => {
    expect(target('/auth')).toBe('http://springfield.localhost:3000/auth');
    expect(target('/auth', { host: '127.0.0.1:3000', currentSubdomain: 'springfield' })).toBe(
      'http://127.0.0.1:3000/auth',
    );
  });

  it('refuses other sites, look-alike hosts, other ports, unknown sub-domains and protocol-relative paths', () => {
    expect(target('https://evil.example/auth')).toBeNull();
    expect(target('http://springfield.localhost:3000.evil.example/auth')).toBeNull();
    expect(target('http://springfield.localhost:4000/auth')).toBeNull();
    expect(target('http://nowhere.localhost:3000/auth')).toBeNull();
    expect(target('//evil.example/auth')).toBeNull();
    expect(target('/\\evil.example/auth')).toBeNull();
  });

  it('refuses other schemes, credentials in the address and what is not an address', () => {
    expect(target('javascript:alert(1)')).toBeNull();
    expect(target('ftp://springfield.localhost:3000/auth')).toBeNull();
    expect(target('http://user:pass@springfield.localhost:3000/auth')).toBeNull();
    expect(target('not a url')).toBeNull();
  });

  it('puts the one-time token in the token parameter the auto-login page reads', () => {
    const url = ssoTargetOf('http://riverton.localhost:3000/auth?next=%2Fresources', hosts) as URL;
    expect(ssoRedirectUrl(url, 'abc-123')).toBe(
      'http://riverton.localhost:3000/auth?next=%2Fresources&token=abc-123',
    );
  });
});
