import type { RouteObject } from 'react-router';
import { Layout } from '../theme/Layout.tsx';
import { NotFound } from '../theme/NotFound.tsx';
import { PageContent } from '../theme/PageContent.tsx';
import { assertPageModule, type PageModule } from './page-module.ts';
import { routeId } from './route-id.ts';
import { reportPreloadFailure } from './preload-failure.ts';

export interface PageHandle {
  page: PageModule;
}

function resolved(mod: PageModule): Pick<RouteObject, 'Component' | 'handle'> {
  return { Component: PageContent, handle: { page: mod } satisfies PageHandle };
}

/** A route whose page module is already loaded (prerender, and the page being hydrated). */
export function loadedPageRoute(path: string, mod: PageModule): RouteObject {
  return { id: routeId(path), path, ...resolved(mod) };
}

/**
 * A route whose page chunk loads on navigation. The data router keeps the old page on screen
 * until `lazy` resolves; if the chunk cannot be loaded, the target page is loaded in full.
 */
export function lazyPageRoute(path: string, chunk: string): RouteObject {
  return {
    id: routeId(path),
    path,
    lazy: async () => {
      try {
        return resolved(assertPageModule(await import(/* @vite-ignore */ chunk), chunk));
      } catch (error) {
        return reportPreloadFailure(path, error);
      }
    },
  };
}

export const ROOT_ROUTE_ID = 'root';

/** The route tree: a layout around every page, with the not-found page as the final catch-all. */
export function createRoutes(initial: { path: string; module: PageModule } | null): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: Layout,
      children: [...(initial ? [loadedPageRoute(initial.path, initial.module)] : []), { id: 'not-found', path: '*', Component: NotFound }],
    },
  ];
}
