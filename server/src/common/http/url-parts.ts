/** A request URL's path and its query (with its '?', or ''), split at the first '?'. */
export function splitUrl(url: string): { pathname: string; search: string } {
  const queryAt = url.indexOf('?');
  return queryAt < 0
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, queryAt), search: url.slice(queryAt) };
}

/** A request URL's path, without its query. */
export const pathOf = (url: string): string => splitUrl(url).pathname;
