/**
 * The search index's disk cache of extracted pages, beside the compile cache (DOCS_CACHE_DIR
 * moves both). Cutting a prerendered page into sections is most of the index's cost after
 * reading it, and a rebuild mostly prerenders byte-identical pages: an entry is named by the
 * page's HTML, in a folder named by the code that extracts, so a code change starts afresh.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { compileCacheBase, pipelineHash } from '../content/cache-folders.ts';
import { cachedJson } from '../build/json-cache-entry.ts';

export async function extractCacheDir(root: string): Promise<string> {
  // src/shared: the text and index-format helpers the extraction and the index (index-cache.ts) use.
  return path.join(compileCacheBase(root), `search-${await pipelineHash(root, ['src/node/search', 'src/node/build/html-entities.ts', 'src/shared'])}`);
}

/**
 * `extract(html)` (the index's `extractPage`, passed in so this module and the index do not
 * import each other), from the cache when this HTML was extracted before. An unreadable entry
 * is extracted again.
 */
export async function extractCached<T>(cacheDir: string, html: string, extract: (html: string) => T): Promise<T> {
  const key = createHash('sha1').update(html).digest('hex');
  const file = path.join(cacheDir, key.slice(0, 2), `${key}.json`);
  return (await cachedJson(file, () => extract(html))).value;
}
