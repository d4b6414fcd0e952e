/**
 * Search relevance (issue 20): grades a version's search engine against the question set in
 * `data/search-eval.json` — top-1 and top-3 hit rates, mean reciprocal rank and the misses.
 *
 * A question is answered at rank k when the k-th page of the results (pages in the order the
 * engine ranks them, as the modal and the search page list them) is one of its expected pages.
 * An expected `path#anchor` asks for one section: the page only counts when that section is
 * among the page's first PER_PAGE records, the ones the modal shows under it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchEngine } from '../../src/shared/search-engine.ts';

export const EVAL_SET_FILE = path.join(import.meta.dirname, '../../data/search-eval.json');

/** Records of one page the modal shows (DocSearchQueryOptions.perPage). */
export const PER_PAGE = 3;
/** Result pages looked at for the reciprocal rank; an answer further down counts as not found. */
export const MRR_DEPTH = 10;

export interface EvalQuery {
  q: string;
  /** What kind of question (tag, property, CLI, error message…), for reading the misses. */
  kind: string;
  /** Version-relative routes, optionally with `#anchor`; any one of them answers the question. */
  expect: string[];
  /** Only these versions (a page that exists only there). */
  versions?: string[];
  /** Per-version answers replacing `expect`. */
  v7?: string[];
  v8?: string[];
}

export interface EvalSet {
  about: string[];
  queries: EvalQuery[];
}

/** One page of a result list: its URL and the anchors of its records shown ('' = the introduction). */
export interface RankedPage {
  url: string;
  anchors: string[];
}

export interface EvalMiss {
  q: string;
  kind: string;
  expected: string[];
  /** Rank of the answer (1-based), or null when it is not in the first MRR_DEPTH pages. */
  rank: number | null;
  /** The first three result pages. */
  got: string[];
}

export interface EvalResult {
  version: string;
  questions: number;
  top1: number;
  top3: number;
  mrr: number;
  /** Questions not answered in the top three, and those answered at rank 2 or 3. */
  misses: EvalMiss[];
  nearMisses: EvalMiss[];
}

export async function loadEvalSet(file = EVAL_SET_FILE): Promise<EvalSet> {
  return JSON.parse(await readFile(file, 'utf8')) as EvalSet;
}

/** The questions that apply to a version, with their answers as site URLs under `basePath` (`/docs/`, `/docs/v7/`). */
export function questionsFor(set: EvalSet, version: string, basePath: string): Array<{ query: EvalQuery; targets: string[] }> {
  return set.queries
    .filter((query) => !query.versions || query.versions.includes(version))
    .map((query) => {
      const own = (query as unknown as Record<string, string[] | undefined>)[version];
      return { query, targets: (own ?? query.expect).map((t) => basePath + t) };
    });
}

/** Rank (1-based) of the first page that answers, or null. */
export function answerRank(pages: RankedPage[], targets: string[], depth = MRR_DEPTH): number | null {
  for (let i = 0; i < Math.min(depth, pages.length); i++) {
    const page = pages[i] as RankedPage;
    for (const target of targets) {
      const hash = target.indexOf('#');
      const url = hash < 0 ? target : target.slice(0, hash);
      if (url !== page.url) continue;
      if (hash < 0 || page.anchors.includes(target.slice(hash + 1))) return i + 1;
    }
  }
  return null;
}

/** Result pages of a query as the modal lists them: pages in order, each with its first PER_PAGE records. */
export function rankedPages(engine: SearchEngine, query: string, depth = MRR_DEPTH): RankedPage[] {
  const hits = engine.docSearchHits(query, { hitsPerPage: depth * PER_PAGE, perPage: PER_PAGE });
  const pages: RankedPage[] = [];
  const byUrl = new Map<string, RankedPage>();
  for (const hit of hits) {
    let page = byUrl.get(hit.url_without_anchor);
    if (!page) {
      page = { url: hit.url_without_anchor, anchors: [] };
      byUrl.set(page.url, page);
      pages.push(page);
    }
    page.anchors.push(hit.anchor ?? '');
  }
  return pages;
}

export function evaluate(engine: SearchEngine, set: EvalSet, version: string, basePath: string): EvalResult {
  const questions = questionsFor(set, version, basePath);
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  const misses: EvalMiss[] = [];
  const nearMisses: EvalMiss[] = [];
  for (const { query, targets } of questions) {
    const pages = rankedPages(engine, query.q);
    const rank = answerRank(pages, targets);
    if (rank === 1) top1++;
    if (rank !== null && rank <= 3) top3++;
    if (rank !== null) reciprocal += 1 / rank;
    if (rank !== 1) {
      const miss = { q: query.q, kind: query.kind, expected: targets, rank, got: pages.slice(0, 3).map((p) => p.url) };
      (rank !== null && rank <= 3 ? nearMisses : misses).push(miss);
    }
  }
  const n = questions.length || 1;
  return { version, questions: questions.length, top1: top1 / n, top3: top3 / n, mrr: reciprocal / n, misses, nearMisses };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Report lines: one summary line per version, then its misses (answer not in the top three). */
export function formatEval(results: EvalResult[], options: { nearMisses?: boolean } = {}): string[] {
  const lines: string[] = [];
  for (const r of results) {
    lines.push(`relevance ${r.version}: ${r.questions} questions, top-1 ${pct(r.top1)}, top-3 ${pct(r.top3)}, MRR ${r.mrr.toFixed(3)}`);
    const show = (m: EvalMiss, label: string) =>
      lines.push(
        `  ${label} "${m.q}" (${m.kind}): wanted ${m.expected.join(' or ')}${m.rank ? ` at #${m.rank}` : ', not in the first ten'}; got ${m.got.join(', ') || 'nothing'}`,
      );
    for (const m of r.misses) show(m, 'miss');
    if (options.nearMisses) for (const m of r.nearMisses) show(m, 'not first');
  }
  return lines;
}
