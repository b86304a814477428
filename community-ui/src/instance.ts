// Which instance this page belongs to: the host's sub-domain (springfield.localhost), else the `?instance=`
// parameter, which the browser session keeps for the pages that follow.

const FALLBACK_KEY = 'porchlight.instance';

/** springfield.localhost or springfield.example.gov name an instance; localhost or an address do not. */
export function instanceOfHost(hostname: string): string | null {
  const labels = hostname.split('.');
  return labels.length >= 2 && !/^\d+$/.test(labels[0]) ? labels[0].toLowerCase() : null;
}

function readInstance(): string | null {
  const fromQuery = new URLSearchParams(window.location.search).get('instance')?.trim().toLowerCase();
  if (fromQuery) sessionStorage.setItem(FALLBACK_KEY, fromQuery);
  return instanceOfHost(window.location.hostname) ?? fromQuery ?? sessionStorage.getItem(FALLBACK_KEY);
}

/** Read once: a page belongs to one instance until the browser goes to another address. */
export const INSTANCE: string | null = readInstance();

/** Whether the instance comes from the host (then links to other instances change the host). */
const fromHost = instanceOfHost(window.location.hostname) !== null;

/** The absolute address of `path` on another instance: its sub-domain, or this host naming it. */
export function addressOnInstance(subdomain: string, path: string): string {
  const url = new URL(path, window.location.origin);
  if (fromHost) {
    const [, ...rest] = window.location.hostname.split('.');
    url.hostname = [subdomain, ...rest].join('.');
  } else {
    url.searchParams.set('instance', subdomain);
  }
  return url.toString();
}
