/**
 * The service worker (built by src/node/build/service-worker.ts with esbuild; never imported by the
 * app). Workbox does the caching:
 * - the shell (entry scripts, styles, the offline page) is precached and replaced whole by the
 *   next build's worker;
 * - pages are network-first, so online readers always get the current build, offline readers
 *   the copy from their last visit;
 * - hashed build files (page chunks) are cache-first as they are visited: a name never changes
 *   content, so a cached chunk cannot be stale;
 * - route maps and search indexes keep their names across builds, so they are network-first:
 *   a page of the new build never reads the old build's route map. The current version's are
 *   fetched at install, so search and navigation work offline after the first visit;
 * - a page never visited, offline, gets the site's offline page instead of the browser's error.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { warmStrategyCache } from 'workbox-recipes';
import { clientsClaim } from 'workbox-core';
import { OFFLINE_PAGE_FILE, type OfflineManifest } from '../shared/offline.ts';

// The app's tsconfig has the DOM library, not the worker one: the little used here, typed here.
declare const self: { __DOCS_OFFLINE__: OfflineManifest; skipWaiting(): Promise<void> };

const { precache, data, base } = self.__DOCS_OFFLINE__;

// A new build's worker takes over at once; old precaches go. Pages of the old build that are
// still open keep working: their chunks are in the runtime cache or on the network, and a
// missing one makes the app load the page afresh (src/runtime/preload-failure.ts).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(precache);

const inScope = (url: URL) => url.origin === location.origin && url.pathname.startsWith(base);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && inScope(url),
  new NetworkFirst({ cacheName: 'docs-pages', plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
);

registerRoute(
  ({ url }) => inScope(url) && url.pathname.startsWith(`${base}assets/`),
  new CacheFirst({ cacheName: 'docs-assets', plugins: [new ExpirationPlugin({ maxEntries: 1000 })] }),
);

const dataStrategy = new NetworkFirst({ cacheName: 'docs-data' });
registerRoute(({ url }) => inScope(url) && /\/(__route-map\/[^/]+|search-index-[^/]+)\.json$/.test(url.pathname), dataStrategy);
warmStrategyCache({ urls: data, strategy: dataStrategy });

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return (await matchPrecache(`${base}${OFFLINE_PAGE_FILE}`)) ?? Response.error();
  return Response.error();
});
