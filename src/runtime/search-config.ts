/**
 * Which search engine the site uses and where its files are. The local index is the default;
 * Algolia DocSearch is used when `search.algolia` is set in site.config.ts or the build runs
 * with DOCS_ALGOLIA_APP_ID, DOCS_ALGOLIA_API_KEY and DOCS_ALGOLIA_INDEX_NAME in its environment.
 */
import config from '../../site.config.ts';
import type { SiteConfig } from '../shared/config-schema.ts';
import { versionOfPath } from './versions.ts';
import { assetUrl } from './build-files.ts';

export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Filter results to the version being read (`version:v8` facet). */
  contextualSearch: boolean;
}

type Env = Record<string, string | boolean | undefined>;

/** Algolia settings from the site config, else from DOCS_ALGOLIA_* variables, else none. */
export function resolveAlgolia(site: Pick<SiteConfig, 'search'>, env: Env): AlgoliaSettings | undefined {
  if (site.search.algolia) return site.search.algolia;
  const appId = env.DOCS_ALGOLIA_APP_ID;
  const apiKey = env.DOCS_ALGOLIA_API_KEY;
  const indexName = env.DOCS_ALGOLIA_INDEX_NAME;
  if (typeof appId !== 'string' || typeof apiKey !== 'string' || typeof indexName !== 'string' || !appId || !apiKey || !indexName) return undefined;
  return { appId, apiKey, indexName, contextualSearch: env.DOCS_ALGOLIA_CONTEXTUAL !== 'false' };
}

/**
 * In the browser: Vite exposes DOCS_ALGOLIA_* only when its `envPrefix` includes it; without
 * that, only site.config.ts can switch to Algolia. `import.meta.env` is absent under plain Node.
 */
export function clientAlgolia(): AlgoliaSettings | undefined {
  const env = (import.meta as ImportMeta & { env?: Env }).env ?? {};
  return resolveAlgolia(config, env);
}

export function searchIndexFileName(version: string): string {
  return `search-index-${version}.json`;
}

export function searchIndexUrl(version: string): string {
  return assetUrl(searchIndexFileName(version));
}

/** The version whose index a page searches: the one it belongs to, else the current one. */
export function searchVersionOf(pathname: string): string {
  return versionOfPath(pathname)?.name ?? config.versions.current;
}

/** The search results page of the version a page belongs to. */
export function searchPageOf(pathname: string): string {
  const version = versionOfPath(pathname) ?? config.versions.local.find((v) => v.name === config.versions.current);
  return (version?.path ?? config.baseUrl) + config.search.searchPagePath;
}
