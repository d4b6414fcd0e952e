/**
 * Search figures for `npm run bench`: the size of each version's built index (raw and gzip),
 * query latency (median, p95) over a fixed query list and over the relevance set, measured in
 * Node on the same engine the browser runs (src/shared/search-engine.ts) after loading the
 * built index, and relevance on the question set of data/search-eval.json (top-1, top-3, MRR
 * and the misses). Alone, after a build: `npm run bench:search` (`-- --near` also lists the
 * questions answered at rank 2 or 3).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import config from '../../site.config.ts';
import { SearchEngine } from '../../src/shared/search-engine.ts';
import { searchIndexFileName } from '../../src/shared/search-config.ts';
import type { SearchIndexFile } from '../../src/shared/search-index-format.ts';
import { evaluate, formatEval, loadEvalSet, type EvalResult } from './search-eval.ts';

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
  /** The same timing over the relevance set's questions. */
  evalQueries: number;
  evalMedianMs: number;
  evalP95Ms: number;
  relevance: EvalResult;
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
 * and times `rounds` passes over the query list (warm-up passes are not counted). Each
 * timing is one query as the modal asks it: ranking plus DocSearch hits with highlights and
 * snippets. Versions without an index file (e.g. Algolia configured) are left out.
 */
export async function benchSearch(options: { siteDir?: string; rounds?: number; queries?: string[] } = {}): Promise<SearchBenchResult> {
  const siteDir = options.siteDir ?? path.resolve('dist/site');
  // A p95 over 32 queries needs several passes to be more than the slowest few samples.
  const rounds = options.rounds ?? 10;
  const queries = options.queries ?? BENCH_QUERIES;
  const evalSet = await loadEvalSet();
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
    const evalQueries = evalSet.queries.filter((q) => !q.versions || q.versions.includes(v.name)).map((q) => q.q);
    const times = timeQueries(engine, queries, rounds);
    const evalTimes = timeQueries(engine, evalQueries, rounds);
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
      evalQueries: evalTimes.length,
      evalMedianMs: round(percentile(evalTimes, 50)),
      evalP95Ms: round(percentile(evalTimes, 95)),
      relevance: evaluate(engine, evalSet, v.name, v.path),
    });
  }
  return { versions, topHits };
}

/** Sorted timings of `rounds` passes over `queries` after two warm-up passes, as the modal asks them. */
function timeQueries(engine: SearchEngine, queries: string[], rounds: number): number[] {
  // Two passes: the first compiles the ranking code, the second its optimised versions.
  for (let r = 0; r < 2; r++) for (const q of queries) engine.docSearchHits(q);
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const t = performance.now();
      engine.docSearchHits(q);
      times.push(performance.now() - t);
    }
  }
  return times.sort((a, b) => a - b);
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Per version: size and latency, then relevance with its misses, for the bench report. */
export function formatSearchBench(result: SearchBenchResult, options: { nearMisses?: boolean } = {}): string[] {
  const lines = result.versions.map(
    (v) =>
      `search ${v.version}: index ${(v.rawBytes / 1024).toFixed(0)} KB raw, ${(v.gzipBytes / 1024).toFixed(0)} KB gzip ` +
      `(${v.records} records, ${v.pages} pages); load ${v.loadMs.toFixed(0)} ms; query median ${v.medianMs.toFixed(2)} ms, p95 ${v.p95Ms.toFixed(2)} ms over ${v.queries} queries; ` +
      `relevance-set queries median ${v.evalMedianMs.toFixed(2)} ms, p95 ${v.evalP95Ms.toFixed(2)} ms over ${v.evalQueries}`,
  );
  return [
    ...lines,
    ...formatEval(
      result.versions.map((v) => v.relevance),
      options,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  benchSearch({ siteDir: args.find((a) => !a.startsWith('--')) })
    .then((result) => {
      for (const line of formatSearchBench(result, { nearMisses: args.includes('--near') })) console.log(line);
    })
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
