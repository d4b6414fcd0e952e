import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { lookupRoute } from './route-map.ts';
import { lazyPageRoute, offlinePageRoute, ROOT_ROUTE_ID } from './routes.tsx';
import { routeId } from './route-id.ts';
import { knownOffline, reportPreloadFailure } from './preload-failure.ts';

/**
 * Adds the route of a page the first time the router is asked for it, from the lazily
 * fetched per-version route map. Unknown paths stay on the catch-all (not-found page).
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const pathname = path.split(/[?#]/)[0];
  let files: string[] | null;
  try {
    files = await lookupRoute(pathname);
  } catch (error) {
    // Offline before this version's route map was saved: the notice, not the browser's error page.
    if (knownOffline()) {
      patch(ROOT_ROUTE_ID, [{ id: routeId(pathname), path: pathname, ...offlinePageRoute(pathname) }]);
      return;
    }
    reportPreloadFailure(pathname, error);
  }
  if (files) patch(ROOT_ROUTE_ID, [lazyPageRoute(pathname, files[0])]);
};
