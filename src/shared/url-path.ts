/**
 * Routes are named after content files, so a path may hold any character (`/docs/café`).
 * Wherever a path becomes a URL (sitemap, canonical link, link hrefs) it is percent-encoded,
 * segment by segment; wherever a URL is compared with a route it is decoded first.
 */

/** `decodeURIComponent` that leaves a malformed escape (a lone `%`) as it is. */
export function decodePathSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** `/docs/café` → `/docs/caf%C3%A9`; an already encoded path comes back unchanged. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(decodePathSafely(segment)))
    .join('/');
}

/** Encodes the path of an href, keeping its `?query` and `#hash` as they are. */
export function encodeHrefPath(href: string): string {
  const match = /^([^?#]*)(.*)$/s.exec(href);
  return match ? encodePath(match[1]) + match[2] : href;
}
