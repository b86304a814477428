// Third-party programs (programs spec §3 "Instance resource"): applied to on someone else's site.

/** cd_application_type of a program whose application lives at its apply URL. */
export const EXTERNAL_APPLICATION_TYPE = 1;

export interface ThirdPartyInput {
  applicationType: number;
  applyUrl: string | null;
}

// 'host:8080/x' is a host and port, not a scheme.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * The host name an apply URL leads to, lower-cased: null for a path on our site ('/apply') and for
 * non-web URLs. A URL written without its scheme ('www.benefits.gov/apply') still names a host.
 */
function hostOf(url: string): string | null {
  if (url.startsWith('/')) return null;
  try {
    const parsed = new URL(HAS_SCHEME.test(url) ? url : `https://${url}`);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** A host is ours when it is one of our hosts or a sub-domain of one (springfield.porchlight.example). */
const isOwnHost = (host: string, ownHosts: readonly string[]) =>
  ownHosts.some((own) => {
    const ours = own.toLowerCase();
    return host === ours || host.endsWith(`.${ours}`);
  });

/**
 * Application type 1 with an apply URL off our own hosts. A program without an apply URL has nowhere else to
 * send the applicant, so it is not third party.
 */
export function isThirdPartyProgram(program: ThirdPartyInput, ownHosts: readonly string[]): boolean {
  if (program.applicationType !== EXTERNAL_APPLICATION_TYPE || !program.applyUrl?.trim()) return false;
  const host = hostOf(program.applyUrl.trim());
  return host !== null && !isOwnHost(host, ownHosts);
}

/**
 * The hosts that are ours for a request: the one it came to, the domain under the instance's sub-domain
 * (springfield.porchlight.example → porchlight.example, where the other instances live too) and the
 * instance's portal.
 */
export function ownHostsFor(
  requestHost: string,
  instance: { subdomain: string; portalUrl: string | null },
): string[] {
  const host = requestHost.toLowerCase();
  const hosts = host ? [host] : [];
  const prefix = `${instance.subdomain.toLowerCase()}.`;
  if (host.startsWith(prefix) && host.length > prefix.length) hosts.push(host.slice(prefix.length));
  const portal = instance.portalUrl ? hostOf(instance.portalUrl.trim()) : null;
  if (portal) hosts.push(portal);
  return hosts;
}
