/**
 * The local search engine: one version's index file loaded into minisearch, queried with
 * prefix and typo tolerance, answering with DocSearch-shaped hits (for the modal) or results
 * grouped by page (for the search page). Runs in the search worker, or on the main thread
 * where workers are unavailable, and in Node for tests and the bench.
 */
import MiniSearch, { type Options, type Query, type SearchOptions, type SearchResult } from 'minisearch';
import type { DocSearchHit } from '@docsearch/react';
import { SEARCH_BOOST, SEARCH_FIELDS, SEARCH_INDEX_FORMAT, decodePostings, expandIndex, plainWithoutTerms, unpackRecords, type SearchIndexFile, type StoredPage, type StoredRecord } from './search-index-format.ts';
import { compoundParts, highlight, indexTerms, queryWords, snippet, words, type Highlighted } from './search-text.ts';
import { loadJson } from './build-files.ts';

export interface RankedRecord {
  id: number;
  score: number;
  /** Index terms that matched (for highlighting). */
  terms: string[];
}

/** One section (or the introduction) of a page in the search page's results. */
export interface PageResultSection {
  url: string;
  level: 1 | 2 | 3;
  /** Highlighted heading HTML ('' for the introduction). */
  heading: string;
  /** Highlighted snippet HTML. */
  snippet: string;
}

export interface PageResult {
  url: string;
  lvl0: string;
  /** Highlighted page title HTML. */
  title: string;
  snippet: string;
  sections: PageResultSection[];
}

export interface DocSearchQueryOptions {
  hitsPerPage?: number;
  /** Records of one page in the modal at most. */
  perPage?: number;
  /** Words of content snippets (DocSearch asks for 15). */
  snippetWords?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

type Level = StoredRecord[1];
type HighlightAttr = DocSearchHit['_highlightResult']['content'];
type Hierarchy = DocSearchHit['_highlightResult']['hierarchy'];

const LEVEL_BOOST: Record<Level, number> = { 1: 1.3, 2: 1.1, 3: 1 };
/** Results re-scored for exactness (the rest keep minisearch's order below them). */
const RESCORE_WINDOW = 300;
/** The `ion` of `ion-button`: every component has it, so it says nothing about how exact a title match is. */
const COVERAGE_IGNORED = new Set(['ion']);

/** Fields a one-letter prefix is looked up in: titles and headings (all fields would touch most records). */
const SHORT_PREFIX_FIELDS = ['t', 'h', 'p'];

function leaf(word: string, last: boolean): SearchOptions & { queries: string[] } {
  return {
    queries: [word],
    ...(last && word.length === 1 ? { fields: SHORT_PREFIX_FIELDS } : {}),
    // The word being typed may be unfinished; an earlier long word may be the start of a longer one.
    prefix: last || word.length >= 4,
    fuzzy: word.length >= 4 ? 0.2 : false,
    maxFuzzy: 2,
  };
}

/** AND over the query's words; a compound word matches as a whole or by all of its parts. */
export function queryTree(query: string, combineWith: 'AND' | 'OR' = 'AND'): Query | null {
  const ws = queryWords(query);
  if (ws.length === 0) return null;
  const queries: Query[] = ws.map((w, i) => {
    const last = i === ws.length - 1;
    const terms = indexTerms(w);
    if (terms.length <= 1) return leaf(terms[0] ?? w, last);
    const parts = terms.slice(1);
    return { combineWith: 'OR', queries: [leaf(w, last), { combineWith: 'AND', queries: parts.map((p, j) => leaf(p, last && j === parts.length - 1)) }] };
  });
  return { combineWith, queries };
}

/**
 * Loads the index into minisearch. Fast path: the terms go straight into minisearch's radix
 * tree (`_index`, internal to minisearch 7.x), skipping the object form `loadJS` would convert
 * back into Maps — about half the load time. If that internal is not there (another minisearch
 * version), the public `loadJS` path is used.
 */
function loadIndex(file: SearchIndexFile, options: Options): MiniSearch {
  const mini = MiniSearch.loadJS(plainWithoutTerms(file.index), options);
  // Internal of minisearch 7.x (SearchableMap); checked before use.
  const internal = (mini as unknown as { _index?: { set?: unknown } })._index;
  if (!internal || typeof internal.set !== 'function') return MiniSearch.loadJS(expandIndex(file.index), options);
  const tree = internal as { set(term: string, data: Map<number, Map<number, number>>): unknown };
  decodePostings(file.index, (term, byField) => tree.set(term, byField));
  return mini;
}

export class SearchEngine {
  readonly version: string;
  readonly pages: StoredPage[];
  readonly records: StoredRecord[];
  private readonly mini: MiniSearch;
  private readonly headingCache = new Map<number, string[]>();

  constructor(file: SearchIndexFile) {
    if (file.format !== SEARCH_INDEX_FORMAT) throw new Error(`Search index of ${file.version} has format ${String(file.format)}, expected ${SEARCH_INDEX_FORMAT}`);
    this.version = file.version;
    this.pages = file.pages;
    this.records = unpackRecords(file.records);
    const records = this.records;
    const options = {
      fields: [...SEARCH_FIELDS],
      searchOptions: {
        boost: SEARCH_BOOST,
        // Queries are turned into words by queryTree; leaves are taken as they are.
        tokenize: (s: string) => [s],
        processTerm: (t: string) => t,
        boostDocument: (id: number) => LEVEL_BOOST[records[id]?.[1] ?? 3],
        weights: { fuzzy: 0.35, prefix: 0.5 },
      },
    };
    this.mini = loadIndex(file, options);
  }

  get recordCount(): number {
    return this.records.length;
  }

  /** Words of a record's own heading (page title for an introduction), for the exactness bonus. */
  private headingWords(id: number): string[] {
    let cached = this.headingCache.get(id);
    if (!cached) {
      const record = this.records[id] as StoredRecord;
      const heading = record[1] === 1 ? this.page(record)[1] : record[1] === 2 ? record[2] : record[3];
      cached = words(heading)
        .flatMap((w) => indexTerms(w).slice(compoundParts(w).length > 1 ? 1 : 0))
        .filter((w) => !COVERAGE_IGNORED.has(w));
      this.headingCache.set(id, cached);
    }
    return cached;
  }

  /**
   * Exactness: how much of the record's heading the query covers (a word typed in full counts
   * 1, one reached by prefix or typo ½). A page whose title is what was asked for comes first.
   */
  private exactness(id: number, asked: ReadonlySet<string>, matched: ReadonlySet<string>): number {
    const heading = this.headingWords(id);
    if (heading.length === 0) return 0;
    let covered = 0;
    for (const w of heading) covered += asked.has(w) ? 1 : matched.has(w) ? 0.5 : 0;
    return covered / heading.length;
  }

  /** Records matching every word, best first; when that finds few, records matching some words follow. */
  rank(query: string, limit = 200): RankedRecord[] {
    const tree = queryTree(query);
    if (!tree) return [];
    const asked = new Set(queryWords(query).flatMap((w) => indexTerms(w)));
    const rescore = (results: SearchResult[], factor: number): RankedRecord[] => {
      const top = results.slice(0, Math.max(limit, RESCORE_WINDOW)).map((r) => {
        const id = r.id as number;
        const level = (this.records[id] as StoredRecord)[1];
        const bonus = (level === 1 ? 0.6 : 0.3) * this.exactness(id, asked, new Set(r.terms));
        return { id, score: r.score * (1 + bonus) * factor, terms: r.terms };
      });
      return top.sort((a, b) => b.score - a.score).slice(0, limit);
    };
    const all = rescore(this.mini.search(tree), 1);
    if (all.length >= 10 || queryWords(query).length < 2) return all;
    const seen = new Set(all.map((r) => r.id));
    // Partial matches always rank below full ones.
    for (const r of rescore(this.mini.search(queryTree(query, 'OR') as Query), 1 / 1000)) {
      if (all.length >= limit) break;
      if (!seen.has(r.id)) all.push(r);
    }
    return all;
  }

  private page(record: StoredRecord): StoredPage {
    return this.pages[record[0]] as StoredPage;
  }

  urlOf(record: StoredRecord): string {
    const url = this.page(record)[0];
    return record[4] ? `${url}#${record[4]}` : url;
  }

  /** DocSearch-shaped hits: at most `perPage` records per page, up to `hitsPerPage`. */
  docSearchHits(query: string, options: DocSearchQueryOptions = {}): DocSearchHit[] {
    const { hitsPerPage = 20, perPage = 3, snippetWords = 15, highlightPreTag: pre = '<mark>', highlightPostTag: post = '</mark>', snippetEllipsisText: ellipsis = '…' } = options;
    const words = queryWords(query);
    const perPageCount = new Map<number, number>();
    const hits: DocSearchHit[] = [];
    for (const ranked of this.rank(query)) {
      if (hits.length >= hitsPerPage) break;
      const record = this.records[ranked.id] as StoredRecord;
      const count = perPageCount.get(record[0]) ?? 0;
      if (count >= perPage) continue;
      perPageCount.set(record[0], count + 1);
      hits.push(this.toDocSearchHit(ranked, record, words.length, query, { pre, post, ellipsis, snippetWords }));
    }
    return hits;
  }

  private toDocSearchHit(
    ranked: RankedRecord,
    record: StoredRecord,
    wordCount: number,
    query: string,
    o: { pre: string; post: string; ellipsis: string; snippetWords: number },
  ): DocSearchHit {
    const [, level, lvl2, lvl3, anchor, text] = record;
    const [url, lvl1, lvl0] = this.page(record);
    const matched = new Set(ranked.terms);
    const attr = (value: string | null, h: Highlighted): HighlightAttr => ({
      value: value === null ? '' : h.value,
      matchLevel: h.matchedWords.length === 0 ? 'none' : h.matchedWords.length >= wordCount ? 'full' : 'partial',
      matchedWords: h.matchedWords,
    });
    const hl = (value: string | null): HighlightAttr => attr(value, highlight(value ?? '', matched, o.pre, o.post));
    const none = hl(null);
    const hierarchy: Hierarchy = {
      lvl0: hl(lvl0),
      lvl1: hl(lvl1),
      lvl2: lvl2 ? hl(lvl2) : none,
      lvl3: lvl3 ? hl(lvl3) : none,
      lvl4: none,
      lvl5: none,
      lvl6: none,
    };
    const ownHeading = level === 3 ? hierarchy.lvl3 : level === 2 ? hierarchy.lvl2 : hierarchy.lvl1;
    // A record found by its heading shows as that heading; one found by its text shows the text.
    const type: DocSearchHit['type'] = level === 1 ? 'lvl1' : ownHeading.matchLevel !== 'none' || !text ? (level === 3 ? 'lvl3' : 'lvl2') : 'content';
    const content = hl(text || null);
    const contentSnippet = attr(text || null, snippet(text, matched, o.snippetWords, o.ellipsis, o.pre, o.post));
    const full = anchor ? `${url}#${anchor}` : url;
    return {
      objectID: `${this.version}-${ranked.id}`,
      content: text || null,
      query,
      url: full,
      url_without_anchor: url,
      type,
      anchor: anchor || null,
      hierarchy: { lvl0, lvl1, lvl2: lvl2 || null, lvl3: lvl3 || null, lvl4: null, lvl5: null, lvl6: null },
      _highlightResult: { content, hierarchy, hierarchy_camel: [hierarchy] },
      _snippetResult: { content: { value: contentSnippet.value, matchLevel: contentSnippet.matchLevel }, hierarchy, hierarchy_camel: [hierarchy] },
    };
  }

  /** Results grouped by page, best page first, with up to `sectionsPerPage` sections each. */
  pageResults(query: string, options: { limit?: number; sectionsPerPage?: number; snippetWords?: number } = {}): { total: number; pages: PageResult[] } {
    const { limit = 50, sectionsPerPage = 4, snippetWords = 30 } = options;
    const grouped = new Map<number, RankedRecord[]>();
    for (const ranked of this.rank(query, 1000)) {
      const page = (this.records[ranked.id] as StoredRecord)[0];
      const list = grouped.get(page);
      if (list) list.push(ranked);
      else grouped.set(page, [ranked]);
    }
    const pages: PageResult[] = [];
    for (const [pageIndex, ranked] of grouped) {
      if (pages.length >= limit) break;
      const [url, title, lvl0] = this.pages[pageIndex] as StoredPage;
      const matched = new Set(ranked.flatMap((r) => r.terms));
      const intro = ranked.find((r) => (this.records[r.id] as StoredRecord)[1] === 1);
      const first = intro ?? ranked[0];
      const firstRecord = first ? (this.records[first.id] as StoredRecord) : undefined;
      const sections: PageResultSection[] = [];
      for (const r of ranked) {
        if (sections.length >= sectionsPerPage) break;
        const record = this.records[r.id] as StoredRecord;
        if (record[1] === 1) continue;
        const heading = record[1] === 3 && record[3] ? record[3] : record[2];
        sections.push({
          url: this.urlOf(record),
          level: record[1],
          heading: highlight(heading, matched).value,
          snippet: snippet(record[5], new Set(r.terms), snippetWords).value,
        });
      }
      pages.push({
        url,
        lvl0,
        title: highlight(title, matched).value,
        snippet: firstRecord && firstRecord[1] === 1 ? snippet(firstRecord[5], matched, snippetWords).value : '',
        sections,
      });
    }
    return { total: grouped.size, pages };
  }
}

/** Fetches and loads one version's index (same-origin request, cached by the browser). */
export async function loadSearchEngine(url: string): Promise<SearchEngine> {
  return new SearchEngine(await loadJson<SearchIndexFile>(url, 'Search index'));
}

/** Queries run once after loading so the first real keystrokes do not pay for JIT warm-up. */
export const WARM_UP_QUERIES = ['d', 'da', 'dark mode', 'ion-button', 'capacitor camera', 'ionic serve', 'datetme', 'navigation guide'];

export function warmUp(engine: SearchEngine, query: string): void {
  engine.docSearchHits(query);
  engine.pageResults(query, { limit: 20 });
}

export type SearchRequest =
  | { type: 'docsearch'; query: string; options?: DocSearchQueryOptions }
  | { type: 'pages'; query: string; options?: { limit?: number; sectionsPerPage?: number; snippetWords?: number } }
  | { type: 'ready' };

export interface SearchResponses {
  docsearch: DocSearchHit[];
  pages: { total: number; pages: PageResult[] };
  ready: { records: number };
}

/** Answers one request; shared by the worker and the main-thread fallback. */
export function answer(engine: SearchEngine, request: SearchRequest): SearchResponses[SearchRequest['type']] {
  switch (request.type) {
    case 'docsearch':
      return engine.docSearchHits(request.query, request.options);
    case 'pages':
      return engine.pageResults(request.query, request.options);
    case 'ready':
      return { records: engine.recordCount };
  }
}
