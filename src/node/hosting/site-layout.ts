import type { SiteConfig } from '../../shared/config-schema.ts';
import { loadMovedPages, type MovedPage } from './moved-pages.ts';

/**
 * The facts about a build's URL layout that every server we ship needs, taken from the site
 * config: where `/` goes, which folders keep their trailing slash, where each version's 404 page
 * is. The nginx file, the static-host files and `npm start` are all rendered from this.
 */
export interface SiteLayout {
  /** Where a request for `/` is sent (null when the site lives at the web root). */
  entry: string | null;
  /** Whether `.html`, `/index.html` and trailing-slash forms redirect to the clean path. */
  cleanUrls: boolean;
  /** Folder-like paths that are pages and keep their slash (`/docs/`, `/docs/v7/`), longest first. */
  roots: string[];
  /** The site's trailing-slash setting; `true` is not supported by these servers yet. */
  trailingSlash: false | undefined;
  /** The 404 page of each version folder, longest prefix first; the last entry is the catch-all `/`. */
  notFound: Array<{ prefix: string; page: string }>;
  /** Old addresses answered with a 301 to their page here (data/redirects.json), under the base URL. */
  moved: MovedPage[];
}

/** The layout of a normal (history-router) build of `config`. */
export function siteLayout(config: Pick<SiteConfig, 'baseUrl' | 'trailingSlash' | 'router' | 'versions'>): SiteLayout {
  if (config.trailingSlash === true) {
    throw new Error(
      'trailingSlash: true is not supported by the hosting files yet (src/node/hosting/): the redirect rules assume clean paths without a slash.',
    );
  }
  if (config.router === 'hash') return hashRouterLayout();
  const roots = [...new Set([config.baseUrl, ...config.versions.local.map((v) => v.path)])].filter((p) => p !== '/').sort((a, b) => b.length - a.length);
  const current = config.versions.local.find((v) => v.name === config.versions.current);
  const notFound = config.versions.local
    .filter((v) => v !== current)
    .map((v) => ({ prefix: v.path, page: `${v.path}404.html` }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  notFound.push({ prefix: '/', page: '/404.html' });
  // The old site lived under /docs/ too; a build at another base URL has no old addresses.
  const moved = loadMovedPages().filter((m) => m.from.startsWith(config.baseUrl) && m.to.startsWith(config.baseUrl));
  return { entry: config.baseUrl === '/' ? null : config.baseUrl, cleanUrls: true, roots, trailingSlash: config.trailingSlash, notFound, moved };
}

/** The hash-router build: one index.html at the web root, routes in the URL hash, no 404 page. */
export function hashRouterLayout(): SiteLayout {
  return { entry: null, cleanUrls: false, roots: [], trailingSlash: undefined, notFound: [], moved: [] };
}
