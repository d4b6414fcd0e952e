import type { Location } from 'react-router';
import { holdScroll, releaseScrollHold } from './hold-scroll.ts';
import { withScrollPaused } from './scroll-pause.ts';
import { cancelSmoothScroll, smoothScrollTo } from './smooth-scroll.ts';

type Action = 'POP' | 'PUSH' | 'REPLACE';

/** Remembered scroll positions by history entry key, for back/forward. */
const positions = new Map<string, number>();

export function rememberScroll(key: string): void {
  positions.set(key, window.scrollY);
}

function elementForHash(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  const id = decodeURIComponent(hash.slice(1));
  return document.getElementById(id);
}

/**
 * Scrolling after a route change: back/forward restores the remembered position;
 * otherwise to the anchor of the hash (smoothly within the same page), else to the top. A
 * change of the query string only (same path, same hash) does not scroll.
 */
export function scrollAfterNavigation(previous: Location, next: Location, action: Action): void {
  if (previous.pathname === next.pathname && previous.hash === next.hash && previous.search !== next.search) return;
  const restored = action === 'POP' ? positions.get(next.key) : undefined;
  const interrupted = cancelSmoothScroll();
  releaseScrollHold();
  withScrollPaused(() => {
    const target = elementForHash(next.hash);
    if (restored === undefined && target && previous.pathname === next.pathname) {
      const offset = parseInt(getComputedStyle(document.documentElement).scrollPaddingTop, 10) || 0;
      smoothScrollTo(window.scrollY + target.getBoundingClientRect().top - offset);
      return;
    }
    if (restored !== undefined) window.scrollTo(0, restored);
    else if (target) target.scrollIntoView();
    else if (previous.pathname !== next.pathname || !next.hash) window.scrollTo(0, 0);
    else return;
    if (interrupted) holdScroll(restored ?? window.scrollY);
  });
}
