/**
 * The browser address ↔ site path, for the few places that bypass the router (plain anchors,
 * full page loads, history writes). With the hash router the site path lives in the URL hash
 * (`index.html#/docs/x`); otherwise it is the URL path itself.
 */
import config from '../../site.config.ts';

const hashRouter = () => config.router === 'hash';

/** The href of a site path for a plain `<a>` element. */
export function documentHref(path: string): string {
  return hashRouter() ? `#${path}` : path;
}

/** Writes a site path (with query) into the address bar without a navigation, keeping the anchor. */
export function replaceDocumentUrl(pathWithQuery: string): void {
  // With the hash router the whole site path sits in the hash; the search page has no anchors.
  history.replaceState(history.state, '', hashRouter() ? documentHref(pathWithQuery) : pathWithQuery + location.hash);
}

/** The site path the browser is showing (without query and in-page anchor). */
export function currentSitePath(): string {
  if (!hashRouter()) return location.pathname;
  return location.hash.slice(1).split(/[?#]/)[0] || config.baseUrl;
}

/** Loads a site path as a new document: a full page load, which also retries every chunk. */
export function loadDocument(path: string): void {
  if (!hashRouter()) {
    window.location.assign(path);
    return;
  }
  // Only the hash would change, which reloads nothing: set it, then reload.
  history.replaceState(null, '', documentHref(path));
  window.location.reload();
}
