import { scrollToAnchor } from './search-navigation.ts';
import { isPlainClick } from './plain-click.ts';
import type { PageHistory } from './page-navigator.tsx';

/** The in-page anchor an `href` points to, or null for anything else (site paths are `#/…`). */
export function inPageAnchor(href: string | null): string | null {
  if (!href || !href.startsWith('#') || href.startsWith('#/') || href === '#') return null;
  return href;
}

/**
 * Plain in-page links (`href="#id"`: heading anchors, the table of contents, the skip link)
 * become router navigations to the same page with that anchor, which scroll like any other
 *; a link to a focusable target (the skip link's `main`) also moves focus.
 * - With the hash router the URL hash holds the route, so the browser's own handling would
 *   replace the route with `id`. A first load with an anchor (`#/docs/x#heading`) scrolls to
 *   it here, as the browser would for a real fragment.
 * - With the history router the browser's fragment navigation would add a history entry
 *   without a router key, the same "default" key as the first page loaded, so the scroll
 *   position remembered for one would be restored for the other on Back.
 */
export function startInPageAnchors(history: PageHistory, mode: 'history' | 'hash'): void {
  if (mode === 'hash') {
    // The browser only scrolls to a real URL fragment; here the anchor sits inside the route.
    const initial = history.location.hash;
    if (initial.length > 1) scrollToAnchor(initial.slice(1));
  }
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const anchor = inPageAnchor(link?.getAttribute('href') ?? null);
    if (!anchor) return;
    event.preventDefault();
    const { pathname, search } = history.location;
    history.push({ pathname, search, hash: anchor });
    const target = document.getElementById(decodeURIComponent(anchor.slice(1)));
    if (target && (target.hasAttribute('tabindex') || target.tagName === 'MAIN')) {
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }
  });
}
