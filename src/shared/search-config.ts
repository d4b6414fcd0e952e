/**
 * Search settings both sides need: which engine (the local index, or Algolia DocSearch when
 * `search.algolia` is set in the site config or DOCS_ALGOLIA_APP_ID, DOCS_ALGOLIA_API_KEY and
 * DOCS_ALGOLIA_INDEX_NAME are in the environment) and the index file name of a version.
 */
import type { SiteConfig } from './config-schema.ts';

export interface AlgoliaSettings {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Filter results to the version being read (`version:v8` facet). */
  contextualSearch: boolean;
}

export type Env = Record<string, string | boolean | undefined>;

/** Algolia settings from the site config, else from DOCS_ALGOLIA_* variables, else none. */
export function resolveAlgolia(site: Pick<SiteConfig, 'search'>, env: Env): AlgoliaSettings | undefined {
  if (site.search.algolia) return site.search.algolia;
  const appId = env.DOCS_ALGOLIA_APP_ID;
  const apiKey = env.DOCS_ALGOLIA_API_KEY;
  const indexName = env.DOCS_ALGOLIA_INDEX_NAME;
  if (typeof appId !== 'string' || typeof apiKey !== 'string' || typeof indexName !== 'string' || !appId || !apiKey || !indexName) return undefined;
  return { appId, apiKey, indexName, contextualSearch: env.DOCS_ALGOLIA_CONTEXTUAL !== 'false' };
}

export function searchIndexFileName(version: string): string {
  return `search-index-${version}.json`;
}
