// A small router on the History API: the location as an external store, navigation with state, links.
import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

export interface Location {
  pathname: string;
  search: string;
  /** What the previous screen handed over (tokens, the chosen account); kept by the browser's history. */
  state: unknown;
}

const listeners = new Set<() => void>();
let current: Location = read();

function read(): Location {
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    state: (window.history.state as { usr?: unknown } | null)?.usr ?? null,
  };
}

function publish(): void {
  current = read();
  for (const listener of listeners) listener();
}

window.addEventListener('popstate', publish);

export function navigate(to: string, options: { replace?: boolean; state?: unknown } = {}): void {
  const entry = { usr: options.state ?? null };
  if (options.replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  window.scrollTo(0, 0);
  publish();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLocation = (): Location =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );

export const useQuery = (): URLSearchParams => new URLSearchParams(useLocation().search);

/** `/resources/:id` against `/resources/12` gives {id: '12'}; a trailing `*` takes the rest. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i] === '*') return params;
    if (i >= have.length) return null;
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(have[i]);
    else if (want[i] !== have[i]) return null;
  }
  return want.length === have.length ? params : null;
}

/** Only paths of this site are followed after sign-in: never another origin (`//evil`, `https:`). */
export const isLocalPath = (path: string | null | undefined): path is string =>
  !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; state?: unknown };

export function Link({ to, state, onClick, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    navigate(to, { state });
  };
  return <a href={to} onClick={follow} {...rest} />;
}
