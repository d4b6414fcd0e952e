/**
 * Opening a search hit: client-side navigation to the page, then a scroll to the heading once
 * it is on screen. Algolia hits carry absolute URLs; those of this site become router paths.
 */
import type { NavigateFunction } from 'react-router';
import config from '../../site.config.ts';
import { applyTrailingSlash } from '../shared/normalize-path.ts';
import { currentSitePath } from './document-location.ts';

/** The in-app path of a hit URL, or null when it points to another site. */
export function sitePathOf(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const target = new URL(url);
    const site = new URL(config.url);
    const here = typeof location === 'undefined' ? null : location.origin;
    if (target.origin === site.origin || target.origin === here) return target.pathname + target.search + target.hash;
  } catch {
    // not a URL: treat as external
  }
  return null;
}

/** Scrolls to the element with id `anchor` once it exists (the page may still be loading). */
export function scrollToAnchor(anchor: string, timeoutMs = 3000): void {
  const id = decodeURIComponent(anchor);
  const started = performance.now();
  const attempt = () => {
    const el = document.getElementById(id);
    if (el) el.scrollIntoView({ block: 'start' });
    else if (performance.now() - started < timeoutMs) requestAnimationFrame(attempt);
  };
  attempt();
}

/** Navigates to a hit: router navigation within the site, a full load elsewhere. */
export async function openHit(navigate: NavigateFunction, url: string): Promise<void> {
  const path = sitePathOf(url);
  if (path === null) {
    location.assign(url);
    return;
  }
  const hashAt = path.indexOf('#');
  const anchor = hashAt >= 0 ? path.slice(hashAt + 1) : '';
  const target = applyTrailingSlash(path, config.trailingSlash);
  const samePage = (hashAt >= 0 ? target.slice(0, target.indexOf('#')) : target) === currentSitePath();
  await navigate(target);
  if (anchor) scrollToAnchor(anchor);
  else if (!samePage) window.scrollTo(0, 0);
}
