// Single sign-on links (access spec §2 "Auto-login", §7): where a link may send the browser.

/** What decides which hosts are ours for one request. */
export interface OurHosts {
  /** The request's scheme and Host header (host and port), as the browser reached us. */
  protocol: string;
  host: string;
  /** The sub-domain of the caller's instance, and those of every instance. */
  currentSubdomain: string;
  subdomains: readonly string[];
  /** Instances' own portal addresses. */
  portalUrls: readonly (string | null)[];
}

const hostOfUrl = (url: string): string | null => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * Our hosts (with their ports): the one the request came to, the domain under the caller's sub-domain
 * (springfield.localhost:3000 → localhost:3000), every instance's sub-domain of it, and instances' portals.
 */
export function ourHostsFor(hosts: OurHosts): Set<string> {
  const host = hosts.host.toLowerCase();
  const prefix = `${hosts.currentSubdomain.toLowerCase()}.`;
  const base = host.startsWith(prefix) && host.length > prefix.length ? host.slice(prefix.length) : host;
  const ours = new Set([host, base, ...hosts.subdomains.map((s) => `${s.toLowerCase()}.${base}`)]);
  for (const portal of hosts.portalUrls) {
    const portalHost = portal ? hostOfUrl(portal) : null;
    if (portalHost) ours.add(portalHost);
  }
  return ours;
}

/**
 * The absolute address a single sign-on link may lead to, or null: a path on this site, or an http(s)
 * address on one of our hosts without credentials in it. Anything else would hand a sign-on token to
 * another site (an open redirect).
 */
export function ssoTargetOf(nextUrl: string, hosts: OurHosts): URL | null {
  const raw = nextUrl.trim();
  // '//evil.example' and '/\evil.example' are other hosts to a browser, not paths.
  const isPath = raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\');
  let url: URL;
  try {
    url = isPath ? new URL(raw, `${hosts.protocol}://${hosts.host}`) : new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return ourHostsFor(hosts).has(url.host.toLowerCase()) ? url : null;
}

/** The link itself: the target with the one-time token the auto-login page (/auth) reads. */
export function ssoRedirectUrl(target: URL, token: string): string {
  const url = new URL(target);
  url.searchParams.set('token', token);
  return url.toString();
}
