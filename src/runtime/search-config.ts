/** Search settings in the browser: the engine (see src/shared/search-config.ts), index URL and search page of a page. */
import config from '../../site.config.ts';
import { resolveAlgolia, searchIndexFileName, type AlgoliaSettings, type Env } from '../shared/search-config.ts';
import { versionOfPath } from './versions.ts';
import { assetUrl } from './build-files.ts';

/**
 * In the browser: Vite exposes DOCS_ALGOLIA_* only when its `envPrefix` includes it; without
 * that, only site.config.ts can switch to Algolia. `import.meta.env` is absent under plain Node.
 */
export function clientAlgolia(): AlgoliaSettings | undefined {
  const env = (import.meta as ImportMeta & { env?: Env }).env ?? {};
  return resolveAlgolia(config, env);
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

export type { AlgoliaSettings };
