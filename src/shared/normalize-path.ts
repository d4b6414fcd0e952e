/**
 * Paths ending in `.html` or `/index.html` are normalised to the clean path.
 * `/docs/test/page1.html` → `/docs/test/page1`, `/docs/test/page1/index.html` → `/docs/test/page1`,
 * `/docs/index.html` → `/docs/`. A version root keeps its slash; other paths lose a trailing one
 * unless `trailingSlash` is true.
 */
export function normalizePath(pathname: string, trailingSlash?: boolean): string {
  let path = pathname;
  if (path.endsWith('/index.html')) path = path.slice(0, -'index.html'.length);
  else if (path.endsWith('.html')) path = path.slice(0, -'.html'.length);
  path = path.replace(/\/{2,}/g, '/');
  if (isVersionRoot(path)) return path.endsWith('/') ? path : path + '/';
  if (trailingSlash === true) return path.endsWith('/') ? path : path + '/';
  if (trailingSlash === false && path.length > 1 && path.endsWith('/')) return path.slice(0, -1);
  return path;
}

/** `/docs/` and `/docs/v7/` are directory-like roots and always end in a slash. */
function isVersionRoot(path: string): boolean {
  return /^\/docs(\/v\d+)?\/?$/.test(path);
}

/** Applies trailing-slash handling to an href; `#anchor` hrefs are left untouched. */
export function applyTrailingSlash(href: string, trailingSlash: boolean | undefined): string {
  if (href.startsWith('#') || trailingSlash === undefined) return href;
  const match = /^([^?#]*)(.*)$/.exec(href);
  if (!match) return href;
  const [, path, rest] = match;
  if (path === '') return href;
  return normalizePath(path, trailingSlash) + rest;
}
