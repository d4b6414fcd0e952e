/**
 * Offline reading (the `offline` site config switch): one rule for the build, which writes the
 * service worker, and the client, which registers it. Never with the hash router: that build is
 * opened from file://, where service workers do not exist.
 */
export function offlineEnabled(config: { offline?: boolean; router: 'history' | 'hash' }): boolean {
  return config.offline !== false && config.router !== 'hash';
}

/** The service worker's file, under the base URL (its scope is the base URL). */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The page the service worker answers with when offline and a page was never visited. */
export const OFFLINE_PAGE_FILE = 'offline.html';

/** What the build hands the worker, in `self.__DOCS_OFFLINE__`. */
export interface OfflineManifest {
  /** Precached with Workbox (cache-first, updated with each build): the shell and the offline page. */
  precache: Array<{ url: string; revision: string | null }>;
  /** Fetched when the worker installs, then network-first: the current version's route map and search index. */
  data: string[];
  /** The base URL of the docs (the worker's scope). */
  base: string;
}

/** The offline notice, one wording for the in-app notice and the worker's offline page. */
export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_MESSAGE =
  'This page has not been opened on this device before, so there is no copy of it to show. Pages you have already read, and search, still work without a connection.';
