import { loadDocument } from './document-location.ts';

/**
 * Spec §2.2/§8: when a route's content cannot be preloaded, log a warning and reload — here,
 * load the target page in full, which the server answers with its prerendered HTML.
 */
export function reportPreloadFailure(path: string, error: unknown): never {
  console.warn(`Failed to preload the route ${path}; reloading the page.`, error);
  loadDocument(path);
  // Keep the router waiting while the browser leaves the page.
  throw new Error(`Reloading ${path}`);
}
