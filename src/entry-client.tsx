import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, createHashRouter, RouterProvider } from 'react-router';
import config from '../site.config.ts';
import { readBootData } from './runtime/boot-data.ts';
import { createRoutes, type InitialRoute } from './runtime/routes.tsx';
import { assertPageModule } from './runtime/page-module.ts';
import { patchRoutesOnNavigation } from './runtime/patch-routes.ts';
import { lookupRoute } from './runtime/route-map.ts';
import { normalizePath } from './runtime/normalize-path.ts';
import { startClientBehaviours } from './runtime/client-behaviours.ts';
import { importChunk } from './runtime/build-files.ts';
import { currentSitePath, documentHref } from './runtime/document-location.ts';

async function loadInitialPage(pathname: string): Promise<InitialRoute> {
  const boot = readBootData();
  // Prerendered HTML names its chunk; the dev server (no prerender) looks it up in the route map.
  const chunk = boot ? boot.chunk : ((await lookupRoute(pathname))?.[0] ?? null);
  if (!chunk) return { path: pathname, notFound: true };
  const path = boot?.path ?? pathname;
  try {
    return { path, module: assertPageModule(await importChunk(chunk), chunk) };
  } catch (error) {
    // Spec §8: a page chunk that fails to load shows the error and a Retry button.
    console.error(`Failed to load the page chunk ${chunk}`, error);
    return { path, failedChunk: chunk, error };
  }
}

async function start() {
  const hash = config.router === 'hash';
  // The hash router's address of the home page is `#/docs/`, not an empty hash (which it reads as `/`).
  if (hash && !location.hash.startsWith('#/')) history.replaceState(null, '', documentHref(config.baseUrl));
  // Spec §2.2: `/x.html` and `/x/index.html` become `/x`.
  if (!hash) {
    const clean = normalizePath(location.pathname, config.trailingSlash);
    if (clean !== location.pathname) history.replaceState(history.state, '', clean + location.search + location.hash);
  }
  const pathname = hash ? normalizePath(currentSitePath(), config.trailingSlash) : location.pathname;
  const initial = await loadInitialPage(pathname);
  const routes = createRoutes(initial);
  const router = (hash ? createHashRouter : createBrowserRouter)(routes, { patchRoutesOnNavigation });
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  const container = document.getElementById('root') as HTMLElement;
  // Hydrate the prerendered HTML when we render what it shows; otherwise render afresh.
  const matchesHtml = initial !== null && !('failedChunk' in initial);
  if (container.hasChildNodes() && readBootData() && matchesHtml) hydrateRoot(container, app);
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  startClientBehaviours(router);
}

void start();
// Offline reading: the service worker registers after load, from a chunk of its own.
window.addEventListener('load', () => void import('./runtime/offline-registration.ts').then((m) => m.registerOfflineWorker()), { once: true });
