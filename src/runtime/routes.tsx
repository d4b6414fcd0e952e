import type { RouteObject } from 'react-router';
import { Layout } from '../theme/Layout.tsx';
import { NotFound } from '../theme/NotFound.tsx';
import { PageContent } from '../theme/PageContent.tsx';
import { RouteCrashScreen } from '../theme/CrashScreen.tsx';
import { PageLoadError } from '../theme/PageLoadError.tsx';
import { assertPageModule, type PageModule } from './page-module.ts';
import { routeId } from './route-id.ts';
import { knownOffline, reportPreloadFailure } from './preload-failure.ts';
import { OfflineNotice } from '../theme/OfflineNotice.tsx';
import { importChunk } from './build-files.ts';

export interface PageHandle {
  page: PageModule;
}

function resolved(mod: PageModule): Pick<RouteObject, 'Component' | 'handle'> {
  return { Component: PageContent, handle: { page: mod } satisfies PageHandle };
}

/** Render errors in any route show the crash screen inside the layout. */
const ErrorBoundary = RouteCrashScreen;

/** A route whose page module is already loaded (prerender, and the page being hydrated). */
export function loadedPageRoute(path: string, mod: PageModule): RouteObject {
  return { id: routeId(path), path, ErrorBoundary, ...resolved(mod) };
}

/**
 * A route whose page chunk loads on navigation. The data router keeps the old page on screen
 * until `lazy` resolves; if the chunk cannot be loaded, the target page is loaded in full.
 */
export function lazyPageRoute(path: string, chunk: string): RouteObject {
  return {
    id: routeId(path),
    path,
    ErrorBoundary,
    lazy: async () => {
      try {
        return resolved(assertPageModule(await importChunk(chunk), chunk));
      } catch (error) {
        if (knownOffline()) return offlinePageRoute(path);
        return reportPreloadFailure(path, error);
      }
    },
  };
}

/** A page that cannot load because the device is offline: the notice, inside the layout. */
export function offlinePageRoute(path: string): Pick<RouteObject, 'Component'> {
  return { Component: () => <OfflineNotice path={path} /> };
}

export const ROOT_ROUTE_ID = 'root';

/** What the first render shows: a loaded page, the not-found page at a known path, or nothing yet (dev). */
export type InitialRoute =
  | { path: string; module: PageModule }
  | { path: string; notFound: true }
  | { path: string; failedChunk: string; error: unknown }
  | null;

function firstRoute(initial: NonNullable<InitialRoute>): RouteObject {
  if ('module' in initial) return loadedPageRoute(initial.path, initial.module);
  if ('failedChunk' in initial) {
    const { failedChunk, error } = initial;
    return { id: routeId(initial.path), path: initial.path, ErrorBoundary, Component: () => <PageLoadError chunk={failedChunk} error={error} /> };
  }
  return { id: routeId(initial.path), path: initial.path, Component: NotFound, ErrorBoundary };
}

/**
 * The route tree: a layout around every page, with the not-found page as the final catch-all.
 * The first render gets an exact route for its own path: were it to match only the catch-all,
 * the router would hold the first render back to discover routes and hydration would mismatch.
 */
export function createRoutes(initial: InitialRoute): RouteObject[] {
  const first: RouteObject[] = initial ? [firstRoute(initial)] : [];
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: Layout,
      ErrorBoundary,
      children: [...first, { id: 'not-found', path: '*', Component: NotFound, ErrorBoundary }],
    },
  ];
}
