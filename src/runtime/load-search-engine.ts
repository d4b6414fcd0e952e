import { SearchEngine } from '../shared/search-engine.ts';
import type { SearchIndexFile } from '../shared/search-index-format.ts';
import { loadJson } from './build-files.ts';

/** Fetches and loads one version's index (same-origin request, cached by the browser). */
export async function loadSearchEngine(url: string): Promise<SearchEngine> {
  return new SearchEngine(await loadJson<SearchIndexFile>(url, 'Search index'));
}

// The main-thread search (hash-router build) loads this one chunk for both.
export { answer } from '../shared/search-engine.ts';
