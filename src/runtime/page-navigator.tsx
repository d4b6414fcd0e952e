import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { parsePath, Router, UNSAFE_createBrowserHistory, UNSAFE_createHashHistory, type Location, type NavigationType, type To } from 'react-router';
import { CurrentPageContext, type PageState } from './current-page.tsx';
import { loadPageState } from './load-page.ts';
import { knownOffline, reportPreloadFailure } from './preload-failure.ts';
import { createRouteProgress } from './route-progress.ts';
import { rememberScroll, scrollAfterNavigation } from './scroll-on-navigate.ts';
import { onUserScroll } from './scroll-pause.ts';

/**
 * Client navigation on React Router's declarative `<Router>` (no data router: it is about 18 KB
 * gzip of first-load JS this site does not need). The navigator owns the order of events
 *: on a change of path it preloads the next page's chunk while the old page stays
 * on screen and the address unchanged (progress bar after 200 ms), then writes the address and
 * swaps the page in one render, then scrolls; if the chunk cannot be loaded the target page is
 * loaded in full. Back/forward change the address first (the browser does), then the same.
 */
export type PageHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

export function createPageHistory(mode: 'history' | 'hash'): PageHistory {
  // v5Compat: listeners hear PUSH and REPLACE as well as POP (as React Router's own routers do).
  return (mode === 'hash' ? UNSAFE_createHashHistory : UNSAFE_createBrowserHistory)({ v5Compat: true });
}

interface Shown {
  location: Location;
  action: NavigationType;
  page: PageState;
}

export function PageNavigator({ history, initialPage, children }: { history: PageHistory; initialPage: PageState; children: ReactNode }) {
  const [shown, setShown] = useState<Shown>(() => ({ location: history.location, action: history.action, page: initialPage }));
  const shownRef = useRef(shown);
  const [progress] = useState(() => createRouteProgress());

  // Link clicks and navigate() come here (the Router's navigator) before the address changes.
  const go = useRef<(action: 'push' | 'replace', to: To, state: unknown) => void>(() => {});
  const navigator = useMemo(
    () => ({
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: (to: To, state?: unknown) => go.current('push', to, state),
      replace: (to: To, state?: unknown) => go.current('replace', to, state),
    }),
    [history],
  );

  useLayoutEffect(() => {
    // Only the latest navigation may swap the page: an older chunk arriving late is dropped.
    let latest = 0;
    // The page loaded for an address about to be written.
    let prepared: { pathname: string; page: PageState } | null = null;
    const load = (pathname: string, then: (page: PageState) => void) => {
      const id = ++latest;
      progress.begin();
      loadPageState(pathname).then(
        (page) => {
          if (id === latest) then(page);
        },
        (error: unknown) => {
          if (id !== latest) return;
          // A full page load would end on the browser's own offline page.
          if (knownOffline()) {
            then({ kind: 'offline' });
            return;
          }
          try {
            reportPreloadFailure(pathname, error);
          } catch {
            // It throws to stop a router waiting on it; here the browser is already leaving.
          }
        },
      );
    };
    go.current = (action, to, state) => {
      const target = typeof to === 'string' ? parsePath(to) : to;
      const pathname = target.pathname ?? shownRef.current.location.pathname;
      latest++;
      prepared = null;
      // Same page, another anchor or query: nothing to load.
      if (pathname === shownRef.current.location.pathname) history[action](to, state);
      else
        load(pathname, (page) => {
          prepared = { pathname, page };
          history[action](to, state);
        });
    };
    const unlisten = history.listen(({ action, location }) => {
      const show = (page: PageState) => startTransition(() => setShown({ location, action, page }));
      const ready = prepared?.pathname === location.pathname ? prepared.page : null;
      prepared = null;
      if (ready) show(ready);
      else if (location.pathname === shownRef.current.location.pathname) {
        latest++;
        progress.end();
        show(shownRef.current.page);
      } else load(location.pathname, show);
    });
    return () => {
      unlisten();
      go.current = () => {};
    };
  }, [history, progress]);

  // The entry whose page is on screen. It changes only when the scroll after a navigation runs:
  // until then, scroll events (say, the tail of a smooth scroll when Back is pressed mid-way)
  // still belong to the entry being left, and must not become the position Back returns to.
  const onScreen = useRef(shown.location);
  useEffect(() => onUserScroll(() => rememberScroll(onScreen.current.key)), []);

  useEffect(() => {
    const previous = shownRef.current;
    shownRef.current = shown;
    if (previous === shown) return;
    progress.end();
    if (previous.location.key === shown.location.key) return;
    // After React has committed (and the browser laid out) the new page.
    requestAnimationFrame(() => {
      onScreen.current = shown.location;
      scrollAfterNavigation(previous.location, shown.location, shown.action);
    });
  }, [shown, progress]);

  return (
    <Router location={shown.location} navigationType={shown.action} navigator={navigator}>
      <CurrentPageContext.Provider value={shown.page}>{children}</CurrentPageContext.Provider>
    </Router>
  );
}
