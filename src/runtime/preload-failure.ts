import { loadDocument } from './document-location.ts';

/**
 * When a route's content cannot be preloaded, log a warning and reload — here,
 * load the target page in full, which the server answers with its prerendered HTML.
 */
export function reportPreloadFailure(path: string, error: unknown): never {
  console.warn(`Failed to preload the route ${path}; reloading the page.`, error);
  loadDocument(path);
  // Keep the router waiting while the browser leaves the page.
  throw new Error(`Reloading ${path}`);
}

/**
 * True when the browser knows it has no connection (navigator.onLine can be wrong only the
 * other way). Then a failed chunk is not followed by a full page load, which would end on the
 * browser's own error page: the app shows its offline notice instead.
 */
export function knownOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
