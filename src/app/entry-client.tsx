import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import config from '../../site.config.ts';
import { readBootData } from '../shared/boot-data.ts';
import { assertPageModule, type SidebarItem } from '../shared/page-module.ts';
import { firstPageContent } from '../theme/first-page-content.tsx';
import { lookupRoute } from '../runtime/route-map.ts';
import { normalizePath } from '../shared/normalize-path.ts';
import { startClientBehaviours } from '../runtime/client-behaviours.ts';
import { importChunk } from '../runtime/build-files.ts';
import { currentSitePath, documentHref } from '../runtime/document-location.ts';
import type { PageState } from '../runtime/current-page.tsx';
import { createPageHistory, PageNavigator } from '../runtime/page-navigator.tsx';
import { Layout } from '../theme/Layout.tsx';
import { LAYOUT_IDS } from '../shared/layout-ids.ts';
import { decodePathSafely } from '../shared/url-path.ts';

async function loadInitialPage(pathname: string): Promise<PageState> {
  const boot = readBootData();
  // Prerendered HTML names its chunk; the dev server (no prerender) looks it up in the route map.
  const chunk = boot ? boot.chunk : ((await lookupRoute(pathname))?.[0] ?? null);
  if (!chunk) return { kind: 'not-found' };
  // A chunk that fails to load shows the error and a Retry button, which loads the page chunk
  // (it imports the sidebar too), so either failure recovers the same way.
  const failed = (what: string, url: string, error: unknown): PageState => {
    console.error(`Failed to load the ${what} ${url}`, error);
    return { kind: 'failed', chunk, error };
  };
  // A prerendered doc page: the shell hydrates from the boot data and its sidebar chunk; the
  // page chunk (the content) loads after it.
  if (boot?.page) {
    const { route, toc, sidebarChunk } = boot.page;
    let sidebar: SidebarItem[] | null = null;
    if (sidebarChunk) {
      try {
        sidebar = ((await importChunk(sidebarChunk)) as { default: SidebarItem[] }).default;
      } catch (error) {
        return failed('sidebar chunk', sidebarChunk, error);
      }
    }
    return { kind: 'page', module: { route, toc, sidebar, default: firstPageContent(chunk) } };
  }
  try {
    return { kind: 'page', module: assertPageModule(await importChunk(chunk), chunk) };
  } catch (error) {
    return failed('page chunk', chunk, error);
  }
}

/**
 * Resolves once the browser has painted the prerendered page, so hydration, a long task on a
 * phone, never delays the first paint. A hidden tab paints nothing (and runs no frames): no wait.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function start() {
  const hash = config.router === 'hash';
  // The hash router's address of the home page is `#/docs/`, not an empty hash (which it reads as `/`).
  if (hash && !location.hash.startsWith('#/')) history.replaceState(null, '', documentHref(config.baseUrl));
  // `/x.html` and `/x/index.html` become `/x`.
  if (!hash) {
    const clean = normalizePath(location.pathname, config.trailingSlash);
    if (clean !== location.pathname) history.replaceState(history.state, '', clean + location.search + location.hash);
  }
  // Routes are matched decoded: an encoded path as the first route's pattern would match nothing.
  const pathname = decodePathSafely(hash ? normalizePath(currentSitePath(), config.trailingSlash) : location.pathname);
  const [initial] = await Promise.all([loadInitialPage(pathname), afterFirstPaint()]);
  const pageHistory = createPageHistory(config.router);
  const app = (
    <StrictMode>
      <PageNavigator history={pageHistory} initialPage={initial}>
        <Layout />
      </PageNavigator>
    </StrictMode>
  );
  const container = document.getElementById(LAYOUT_IDS.appRoot) as HTMLElement;
  // Hydrate the prerendered HTML when we render what it shows; otherwise render afresh.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (a long component page is hundreds of ms on a phone).
  if (container.hasChildNodes() && readBootData() && initial.kind !== 'failed') startTransition(() => void hydrateRoot(container, app));
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  startClientBehaviours(pageHistory);
}

void start();
// Offline reading: the service worker registers after load, from a chunk of its own. The entry
// starts after the first paint (src/node/build/deferred-scripts.ts), so load may be over already.
const registerOffline = () => void import('../runtime/offline-registration.ts').then((m) => m.registerOfflineWorker());
if (document.readyState === 'complete') registerOffline();
else window.addEventListener('load', registerOffline, { once: true });
