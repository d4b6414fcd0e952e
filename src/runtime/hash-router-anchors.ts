import type { createHashRouter } from 'react-router';
import { scrollToAnchor } from './search-navigation.ts';

type DataRouter = ReturnType<typeof createHashRouter>;

/** The in-page anchor an `href` points to, or null for anything else (site paths are `#/…`). */
export function inPageAnchor(href: string | null): string | null {
  if (!href || !href.startsWith('#') || href.startsWith('#/') || href === '#') return null;
  return href;
}

/**
 * With the hash router the URL hash holds the route, so a plain in-page link (`href="#id"`:
 * heading anchors, the table of contents, the skip link) would replace the route with `id`.
 * Such clicks become router navigations to the same page with that anchor, which scroll like
 * any other (spec §2.2); a link to a focusable target (the skip link's `main`) also moves focus.
 * A first load with an anchor (`#/docs/x#heading`) scrolls to it, as the browser would.
 */
export function startHashRouterAnchors(router: DataRouter): void {
  // The browser only scrolls to a real URL fragment; here the anchor sits inside the route.
  const initial = router.state.location.hash;
  if (initial.length > 1) scrollToAnchor(initial.slice(1));
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const anchor = inPageAnchor(link?.getAttribute('href') ?? null);
    if (!anchor) return;
    event.preventDefault();
    const { pathname, search } = router.state.location;
    void router.navigate({ pathname, search, hash: anchor });
    const target = document.getElementById(decodeURIComponent(anchor.slice(1)));
    if (target && (target.hasAttribute('tabindex') || target.tagName === 'MAIN')) {
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }
  });
}
