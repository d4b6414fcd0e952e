/**
 * Search figures for `npm run bench`: the size of each version's built index (raw and gzip)
 * and query latency (median, p95) over a fixed query list, measured in Node on the same engine
 * the browser runs (src/runtime/search-engine.ts), after loading the built index.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import config from '../site.config.ts';
import { SearchEngine } from '../src/runtime/search-engine.ts';
import { searchIndexFileName } from '../src/runtime/search-config.ts';
import type { SearchIndexFile } from '../src/runtime/search-index-format.ts';

/** Fixed query list: the five (incl. the misspelt "datetme") and typical reader questions. */
export const BENCH_QUERIES = [
  'dark mode',
  'ion-button',
  'capacitor camera',
  'ionic serve',
  'datetme',
  'modal',
  'navigation',
  'tabs router',
  'css variables',
  'color',
  'theming',
  'lifecycle',
  'ionViewWillEnter',
  'virtual scroll',
  'keyboard',
  'platform',
  'testing',
  'pwa',
  'angular standalone',
  'react overlays',
  'vue router',
  'ion-content scroll',
  'safe area',
  'ionic build',
  'deploy ios',
  'storage',
  'gestures',
  'animations',
  'd',
  'da',
  'dar',
  'mdoal',
];

export interface SearchBenchVersion {
  version: string;
  file: string;
  rawBytes: number;
  gzipBytes: number;
  records: number;
  pages: number;
  /** Fetch-free load: JSON.parse + index expansion, ms. */
  loadMs: number;
  queries: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export interface SearchBenchResult {
  versions: SearchBenchVersion[];
  /** Queries of the list, with the first result's URL per version, for a quick eyeball. */
  topHits: Record<string, Record<string, string | null>>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] as number;
}

/**
 * Loads each local version's `search-index-<version>.json` from `siteDir` (default dist/site)
 * and times `rounds` passes over the query list (the first, warm-up pass is not counted). Each
 * timing is one query as the modal asks it: ranking plus DocSearch hits with highlights and
 * snippets. Versions without an index file (e.g. Algolia configured) are left out.
 */
export async function benchSearch(options: { siteDir?: string; rounds?: number; queries?: string[] } = {}): Promise<SearchBenchResult> {
  const siteDir = options.siteDir ?? path.resolve('dist/site');
  const rounds = options.rounds ?? 5;
  const queries = options.queries ?? BENCH_QUERIES;
  const versions: SearchBenchVersion[] = [];
  const topHits: SearchBenchResult['topHits'] = {};
  for (const v of config.versions.local) {
    const file = path.join(siteDir, config.baseUrl, searchIndexFileName(v.name));
    let json: string;
    try {
      json = await readFile(file, 'utf8');
    } catch {
      continue;
    }
    const t0 = performance.now();
    const engine = new SearchEngine(JSON.parse(json) as SearchIndexFile);
    const loadMs = performance.now() - t0;
    for (const q of queries) engine.docSearchHits(q); // warm-up
    const times: number[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const q of queries) {
        const t = performance.now();
        engine.docSearchHits(q);
        times.push(performance.now() - t);
      }
    }
    times.sort((a, b) => a - b);
    for (const q of queries) (topHits[q] ??= {})[v.name] = engine.docSearchHits(q, { hitsPerPage: 1 })[0]?.url ?? null;
    versions.push({
      version: v.name,
      file: path.relative(process.cwd(), file),
      rawBytes: Buffer.byteLength(json),
      gzipBytes: gzipSync(json).length,
      records: engine.recordCount,
      pages: engine.pages.length,
      loadMs: round(loadMs),
      queries: times.length,
      medianMs: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      maxMs: round(times[times.length - 1] ?? 0),
    });
  }
  return { versions, topHits };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** One line per version, e.g. for the bench report. */
export function formatSearchBench(result: SearchBenchResult): string[] {
  return result.versions.map(
    (v) =>
      `search ${v.version}: index ${(v.rawBytes / 1024).toFixed(0)} KB raw, ${(v.gzipBytes / 1024).toFixed(0)} KB gzip ` +
      `(${v.records} records, ${v.pages} pages); load ${v.loadMs.toFixed(0)} ms; query median ${v.medianMs.toFixed(2)} ms, p95 ${v.p95Ms.toFixed(2)} ms over ${v.queries} queries`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchSearch({ siteDir: process.argv[2] })
    .then((result) => {
      for (const line of formatSearchBench(result)) console.log(line);
    })
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
