/**
 * The local search engine: one version's index file loaded into minisearch, queried with
 * prefix and typo tolerance, answering with DocSearch-shaped hits (for the modal) or results
 * grouped by page (for the search page). Runs in the search worker, or on the main thread
 * where workers are unavailable, and in Node for tests and the bench.
 */
import MiniSearch, { type Options, type Query, type SearchOptions } from 'minisearch';
import type { DocSearchHit } from '@docsearch/react';
import {
  PAGE_KIND_OF_CODE,
  SEARCH_BOOST,
  SEARCH_FIELDS,
  SEARCH_INDEX_FORMAT,
  decodePostings,
  expandIndex,
  plainWithoutTerms,
  unpackRecords,
  type PageKind,
  type SearchIndexFile,
  type StoredPage,
  type StoredRecord,
} from './search-index-format.ts';
import { componentTag, highlight, indexTerms, inflections, queryWords, rawQueryWords, snippet, type Highlighted } from './search-text.ts';
import { nameWords, QueryNames } from './search-names.ts';

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

/** A page of the results with its matching records, best first. */
export interface RankedPage {
  page: number;
  score: number;
  records: RankedRecord[];
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
/** Records (best by minisearch's score) the modal's ranking groups into pages; the rest are left out. */
const RESCORE_WINDOW = 100;
/** The same for the search page, which lists and counts every page found. */
const PAGE_RESULTS_WINDOW = 1000;

/**
 * Page priors: reference pages (API, CLI, native) are what a bare name usually means and must
 * not sink under tutorials that mention it; pages no sidebar lists (archived Ionic 3 and 4
 * tutorials, test pages) seldom are what a reader is after.
 */
const KIND_PRIOR: Record<PageKind, number> = { reference: 1.25, guide: 1, unlisted: 0.5 };
/**
 * A page scores its best record plus these shares of its next best: several sections that match
 * make the page more likely the answer, and the page is listed once with them under it.
 */
const SUPPORT = [1, 0.25, 0.1];
/**
 * Bonus factors for how exactly the query names the record (search-names.ts, 0…1): a page's
 * title or other name (sidebar label, route slug), one of its keywords, a section's heading. A
 * page named by the query must beat a section of another page with that heading (the glossary's
 * "WebView" below the page "Web Views" at core-concepts/webview).
 */
const TITLE_MATCH = 5;
const KEYWORD_MATCH = 2;
const HEADING_MATCH = 1.5;
/**
 * Guides written once per framework (`angular/slides`, `react/slides`, `vue/slides`; the three
 * photo-gallery tutorials): after the best of them, each further one counts this much less, so
 * one guide in three frameworks does not fill the top of the list by itself.
 */
const SIBLING_DECAY = 0.5;
/**
 * A query word naming a guide section (`vue` in "vue router tabs", `theming` in "theming
 * colors") says which guides the reader wants: pages of that section score this many times more
 * than pages that only mention the word (an API page's "use it in Angular, React and Vue").
 */
const SECTION_MATCH = 8;
/** How exactly the query's other words must name a page (QueryNames.match) for it to keep its place beside the section's guides. */
const NAMED_BY_REST = 0.8;
/** Bonus when a query of several words appears as a phrase in a name, heading or the record's text. */
const PHRASE_MATCH = 0.5;

/**
 * Variants of a word looked up in names only — titles, headings, keywords: its other
 * inflections (`forcing` for `force`, where a reader's verb meets a heading's "Forcing a mode")
 * and, for an earlier word of three letters, the words it starts (`cap` for capacitor). In all
 * the prose they would cost more time than they find. They weigh less than the word as typed.
 */
const NAME_FIELDS = ['t', 'h', 'p', 'w'];
const VARIANT_WEIGHT = 0.35;

/** Pages matching every word that make pages matching only some unnecessary. */
const ENOUGH_PAGES = 10;
/** A word in more than this share of all records is common (see queryPlan). */
const COMMON_SHARE = 0.25;

/** Fields a one-letter prefix is looked up in: titles and headings (all fields would touch most records). */
const SHORT_PREFIX_FIELDS = ['t', 'h', 'p'];

function leaf(word: string, last: boolean, fuzzy: boolean): SearchOptions & { queries: string[] } {
  return {
    queries: [word],
    ...(last && word.length === 1 ? { fields: SHORT_PREFIX_FIELDS } : {}),
    // The word being typed may be unfinished; an earlier long word may be the start of a longer one.
    prefix: last || word.length >= 4,
    fuzzy: fuzzy && word.length >= 4 ? 0.2 : false,
    maxFuzzy: 2,
  };
}

/** `segmnet` → `esgmnet`, `sgemnet`, … `segment`: the typo of two swapped letters, which is two edits away. */
export function swaps(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    out.push(word.slice(0, i) + (word[i + 1] as string) + (word[i] as string) + word.slice(i + 2));
  }
  return out;
}

/**
 * A query as minisearch runs it: any of its words (OR), each word as typed and, in names only,
 * in its other inflections; a compound also by all of its parts; a framework component name
 * (`IonItemSliding`) also as its tag; an earlier word of three letters also as the start of a
 * name's word (`cap` for capacitor in "ionic cap sync"). Typo tolerance is asked per word (bit
 * i of `fuzzy` / `swaps` for word i): near spellings, and two neighbouring letters swapped.
 * `forms[i]` lists, for word i, the sets of leaf terms that each match it on their own, so the
 * ranking can tell which words a record matched.
 */
export interface QueryPlan {
  tree: Query;
  forms: string[][][];
  /** For coveredWords: the words a single leaf term stands for, and the forms of several terms. */
  wordsOfTerm: Map<string, number>;
  compoundForms: Array<{ terms: string[]; bit: number }>;
  /** Words taken as matched by every record (common words). */
  anywhere: number;
}

export function queryPlan(query: string, options: { fuzzy?: number; swaps?: number; isCommon?: (term: string) => boolean } = {}): QueryPlan | null {
  const { fuzzy = 0, swaps: swapped = 0, isCommon = () => false } = options;
  const raw = rawQueryWords(query);
  if (raw.length === 0) return null;
  const forms: string[][][] = [];
  // Words in a large share of all records ("ionic", "app") tell little apart and cost the most
  // to score: next to other words they are looked up in names only and required of no record.
  const common = raw.map((r) => raw.length > 1 && isCommon(r.toLowerCase()));
  let anywhere = 0;
  if (common.every(Boolean)) common.fill(false);
  const queries: Query[] = raw.map((r, i) => {
    const last = i === raw.length - 1;
    const typo = (fuzzy & (1 << i)) !== 0;
    const w = r.toLowerCase();
    const alternatives: Query[] = [];
    const wordForms: string[][] = [];
    const terms = indexTerms(w);
    const whole = terms.length > 1 ? w : (terms[0] ?? w);
    if (common[i]) {
      anywhere |= 1 << i;
      forms.push([[whole]]);
      return { ...leaf(whole, last, false), fields: NAME_FIELDS };
    }
    alternatives.push(leaf(whole, last, typo));
    wordForms.push([whole]);
    const inflected = inflections(w);
    if (inflected.length > 0) {
      alternatives.push({ queries: inflected, combineWith: 'OR', prefix: false, fuzzy: false, fields: NAME_FIELDS, boostTerm: () => VARIANT_WEIGHT });
      for (const f of inflected) wordForms.push([f]);
    }
    if (!last && w.length === 3 && terms.length === 1)
      alternatives.push({ queries: [w], prefix: true, fuzzy: false, fields: NAME_FIELDS, boostTerm: () => VARIANT_WEIGHT });
    if (terms.length > 1) {
      const parts = terms.slice(1);
      alternatives.push({ combineWith: 'AND', queries: parts.map((part, j) => leaf(part, last && j === parts.length - 1, typo)) });
      wordForms.push(parts);
    }
    // The tag as one term: every page about the component writes it whole.
    const tag = componentTag(r);
    if (tag) {
      alternatives.push(leaf(tag, last, false));
      wordForms.push([tag]);
    }
    if ((swapped & (1 << i)) !== 0 && /^[a-z]{4,}$/.test(w)) {
      const variants = swaps(w);
      alternatives.push({ queries: variants, combineWith: 'OR', prefix: last, fuzzy: false });
      for (const v of variants) wordForms.push([v]);
    }
    forms.push(wordForms);
    return alternatives.length === 1 ? (alternatives[0] as Query) : { combineWith: 'OR', queries: alternatives };
  });
  const wordsOfTerm = new Map<string, number>();
  const compoundForms: QueryPlan['compoundForms'] = [];
  forms.forEach((wordForms, i) => {
    for (const t of wordForms) {
      if (t.length === 1) wordsOfTerm.set(t[0] as string, (wordsOfTerm.get(t[0] as string) ?? 0) | (1 << i));
      else compoundForms.push({ terms: t, bit: 1 << i });
    }
  });
  return { tree: { combineWith: 'OR', queries }, forms, wordsOfTerm, compoundForms, anywhere };
}

/** Bit i set when a record matched query word i: its matched query terms hold one of the word's forms. */
function coveredWords(plan: QueryPlan, queryTerms: readonly string[]): number {
  let bits = plan.anywhere;
  for (const t of queryTerms) bits |= plan.wordsOfTerm.get(t) ?? 0;
  for (const { terms, bit } of plan.compoundForms) if (!(bits & bit) && terms.every((t) => queryTerms.includes(t))) bits |= bit;
  return bits;
}

function bitCount(n: number): number {
  let c = 0;
  for (let x = n; x; x &= x - 1) c++;
  return c;
}

/** A page being ranked: its records, what each adds to the page's score, whether it has every word. */
interface ScoredPage extends RankedPage {
  contributions: number[];
  full: boolean;
  covered: number;
}

/** What a page is named and tagged with, as name words (cached per page). */
interface PageNames {
  /** The title and the other names (sidebar label, route slug). */
  names: string[][];
  keywords: string[][];
  title: string[];
}

/**
 * Each guide's route below the version's root, as segments (`['vue', 'navigation']`), when the
 * guide sits in a section; null for reference pages and top-level guides.
 */
function sectionRoutes(pages: StoredPage[], kinds: PageKind[]): Array<string[] | null> {
  const urls = pages.map((p) => p[0]);
  let root = urls[0] ?? '';
  for (const url of urls) while (!url.startsWith(root)) root = root.slice(0, root.lastIndexOf('/', root.length - 2) + 1);
  return urls.map((url, i) => {
    const segments = url.slice(root.length).split('/');
    return kinds[i] === 'guide' && segments.length >= 2 ? segments : null;
  });
}

/**
 * For each page, what it shares with the same guide in other sections: its route without the
 * section (`your-first-app/taking-photos` for the Angular, React and Vue tutorials), when at
 * least two guides share it; null otherwise.
 */
function siblingKeys(routes: Array<string[] | null>): Array<string | null> {
  const keys = routes.map((segments) => segments?.slice(1).join('/') ?? null);
  const count = new Map<string, number>();
  for (const k of keys) if (k) count.set(k, (count.get(k) ?? 0) + 1);
  return keys.map((k) => (k && (count.get(k) ?? 0) >= 2 ? k : null));
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
  private readonly kinds: PageKind[];
  private readonly siblingKeys: Array<string | null>;
  private readonly sections: Array<string | null>;
  private readonly sectionNames: Set<string>;
  private readonly headingCache = new Map<number, string[]>();
  private readonly textCache = new Map<number, string[]>();
  private readonly namesCache = new Map<number, PageNames>();
  private readonly frequencies = new Map<string, number>();

  constructor(file: SearchIndexFile) {
    if (file.format !== SEARCH_INDEX_FORMAT)
      throw new Error(`Search index of ${file.version} has format ${String(file.format)}, expected ${SEARCH_INDEX_FORMAT}`);
    this.version = file.version;
    this.pages = file.pages;
    this.kinds = file.pages.map((p) => PAGE_KIND_OF_CODE[p[3]] ?? 'guide');
    const routes = sectionRoutes(file.pages, this.kinds);
    this.siblingKeys = siblingKeys(routes);
    this.sections = routes.map((segments) => segments?.[0] ?? null);
    this.sectionNames = new Set(this.sections.filter((s): s is string => s !== null));
    this.records = unpackRecords(file.records);
    const records = this.records;
    const options = {
      fields: [...SEARCH_FIELDS],
      searchOptions: {
        boost: SEARCH_BOOST,
        // Queries are turned into words by queryPlan; leaves are taken as they are.
        tokenize: (s: string) => [s],
        processTerm: (t: string) => t,
        boostDocument: (id: number) => LEVEL_BOOST[records[id]?.[1] ?? 3],
        weights: { fuzzy: 0.35, prefix: 0.5 },
      },
    };
    this.mini = loadIndex(file, options);
  }

  /**
   * The `window` best records of a query, as minisearch's `search` scores them (times the number
   * of query terms matched). A query of several words matches a large share of the index; going
   * through minisearch's `executeQuery` (internal of 7.x, checked before use) skips building and
   * sorting a result object for every one of them, where only the best are wanted.
   */
  private searchTop(tree: Query, window: number): Array<{ id: number; score: number; queryTerms: string[]; terms: string[] }> {
    type Raw = Map<number, { score: number; terms: string[]; match: Record<string, unknown> }>;
    const internal = this.mini as unknown as { executeQuery?: (q: Query) => Raw; _documentIds?: Map<number, number> };
    if (typeof internal.executeQuery !== 'function' || !(internal._documentIds instanceof Map)) {
      return this.mini
        .search(tree)
        .slice(0, window)
        .map((r) => ({ id: r.id as number, score: r.score, queryTerms: r.queryTerms, terms: r.terms }));
    }
    const raw = internal.executeQuery.call(this.mini, tree);
    const ids: number[] = [];
    const scores = new Float64Array(raw.size);
    let n = 0;
    for (const [shortId, r] of raw) {
      ids.push(shortId);
      scores[n++] = r.score * (r.terms.length || 1);
    }
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (scores[b] as number) - (scores[a] as number));
    const documentIds = internal._documentIds;
    return order.slice(0, window).map((i) => {
      const shortId = ids[i] as number;
      const r = raw.get(shortId) as { terms: string[]; match: Record<string, unknown> };
      return { id: documentIds.get(shortId) as number, score: scores[i] as number, queryTerms: r.terms, terms: Object.keys(r.match) };
    });
  }

  /** Records a term is in, from minisearch's term tree (internal of 7.x; 0 when unavailable). */
  private documentFrequency(term: string): number {
    let df = this.frequencies.get(term);
    if (df === undefined) {
      const tree = (this.mini as unknown as { _index?: { get?(t: string): Map<number, Map<number, number>> | undefined } })._index;
      const byField = typeof tree?.get === 'function' ? tree.get(term) : undefined;
      const ids = new Set<number>();
      for (const docs of byField?.values() ?? []) for (const id of docs.keys()) ids.add(id);
      df = ids.size;
      this.frequencies.set(term, df);
    }
    return df;
  }

  /** A term in more than COMMON_SHARE of all records. */
  private readonly isCommon = (term: string): boolean => this.documentFrequency(term) > this.records.length * COMMON_SHARE;

  get recordCount(): number {
    return this.records.length;
  }

  /** Name words of a record's own heading (lvl2 or lvl3; none for an introduction). */
  private headingWords(id: number): string[] {
    let cached = this.headingCache.get(id);
    if (!cached) {
      const record = this.records[id] as StoredRecord;
      cached = record[1] === 1 ? [] : nameWords(record[1] === 2 ? record[2] : record[3]);
      this.headingCache.set(id, cached);
    }
    return cached;
  }

  /** Name words of the text kept for a record's snippet (the start of its prose), for phrases. */
  private textWords(id: number): string[] {
    let cached = this.textCache.get(id);
    if (!cached) {
      cached = nameWords((this.records[id] as StoredRecord)[5]);
      this.textCache.set(id, cached);
    }
    return cached;
  }

  private pageNames(page: number): PageNames {
    let cached = this.namesCache.get(page);
    if (!cached) {
      const [, title, , , names = [], keywords = []] = this.pages[page] as StoredPage;
      const titleWords = nameWords(title);
      cached = { title: titleWords, names: [titleWords, ...names.map(nameWords)], keywords: keywords.map(nameWords) };
      this.namesCache.set(page, cached);
    }
    return cached;
  }

  /**
   * A record's score: minisearch's (fields and level weighed) times a bonus for how exactly the
   * query names it — an introduction by its page's names and keywords, a section by its heading
   * alone or with its page's title ("ion-modal breakpoints") — and for the query's words
   * standing together as a phrase.
   */
  private recordScore(id: number, score: number, q: QueryNames, allWords: boolean): number {
    const record = this.records[id] as StoredRecord;
    const names = this.pageNames(record[0]);
    let bonus = 0;
    let phrase = false;
    if (record[1] === 1) {
      let title = 0;
      for (const n of names.names) title = Math.max(title, q.match(n));
      let keyword = 0;
      for (const k of names.keywords) {
        keyword = Math.max(keyword, q.match(k));
        phrase ||= q.phraseIn(k);
      }
      bonus = TITLE_MATCH * title + KEYWORD_MATCH * keyword;
      phrase ||= names.names.some((n) => q.phraseIn(n));
    } else {
      const heading = this.headingWords(id);
      bonus = HEADING_MATCH * q.matchSection(names.title, heading);
      phrase = q.phraseIn(heading);
    }
    // A phrase in the text needs every word in the record: only then is it worth looking for.
    if (!phrase && allWords && q.words.length > 1) phrase = q.phraseIn(this.textWords(id));
    return score * (1 + bonus + (phrase ? PHRASE_MATCH : 0));
  }

  /**
   * Pages matching the query, best first, each with its matching records (best first). A page
   * must match every word of the query, in one record or across its records; a record that
   * matches only some of the words counts for less (the words standing together in one section
   * is evidence the section is about them). Pages matching only some words follow all others.
   * A query that no page matches in full is tried again allowing two swapped letters per word.
   */
  rankPages(query: string, limit = 50, window = RESCORE_WINDOW): RankedPage[] {
    const isCommon = this.isCommon;
    const exact = queryPlan(query, { isCommon });
    if (!exact) return [];
    const q = new QueryNames(query);
    const all = (1 << exact.forms.length) - 1;
    // Typo tolerance costs the most time: only a word found nowhere as typed (nor as the start
    // of a word, nor inflected) may be misspelt, and only its near spellings are looked up; if
    // that finds no page with every word, the same words with two letters swapped.
    let found = this.pagesOf(exact, q, window);
    const missing = all & ~found.covered;
    if (missing) {
      const fuzzy = this.pagesOf(queryPlan(query, { fuzzy: missing, isCommon }) as QueryPlan, q, window);
      if (fuzzy.covered !== found.covered) found = fuzzy;
      if (!found.pages.some((p) => p.full)) {
        const retry = this.pagesOf(queryPlan(query, { fuzzy: missing, swaps: all & ~found.covered, isCommon }) as QueryPlan, q, window);
        if (retry.pages.some((p) => p.full)) found = retry;
      }
    }
    // Pages matching only some of the words are shown when those matching all are few.
    const complete = found.pages.filter((p) => p.full);
    const pages = complete.length >= ENOUGH_PAGES ? complete : found.pages;
    const named = this.namedBySection(q);
    for (const entry of pages) {
      entry.records.sort((a, b) => b.score - a.score);
      let score = 0;
      entry.contributions.sort((a, b) => b - a).forEach((c, i) => (score += c * (SUPPORT[i] ?? 0)));
      // Partial matches always rank below full ones.
      entry.score = score * KIND_PRIOR[this.kinds[entry.page] as PageKind] * (named?.(entry.page) ? SECTION_MATCH : 1) * (entry.full ? 1 : 1 / 1000);
    }
    pages.sort((a, b) => b.score - a.score);
    const seen = new Map<string, number>();
    for (const entry of pages) {
      const family = this.siblingKeys[entry.page];
      if (!family) continue;
      const before = seen.get(family) ?? 0;
      entry.score *= SIBLING_DECAY ** before;
      seen.set(family, before + 1);
    }
    return pages.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  /**
   * When the query names a guide section besides other words ("vue router tabs"), the pages it
   * points at: that section's guides, and the pages the other words name on their own ("button
   * angular" still wants ion-button first, "router tabs" names no page). Null when it names none.
   */
  private namedBySection(q: QueryNames): ((page: number) => boolean) | null {
    const sections = new Set(q.words.filter((w) => this.sectionNames.has(w)));
    if (sections.size === 0 || sections.size === q.words.length) return null;
    const rest = new QueryNames(q.words.filter((w) => !sections.has(w)).join(' '));
    return (page) => {
      const section = this.sections[page];
      if (section && sections.has(section)) return true;
      return this.pageNames(page).names.some((name) => rest.match(name) >= NAMED_BY_REST);
    };
  }

  /**
   * The matching records of a query grouped by page and scored, with whether each page matches
   * every word, and which words any record matched. A record matching only some of the words
   * counts by the square of its share of them; the introduction, which stands for its page,
   * counts towards the page by the page's share instead (`contributions`), while the page's
   * records are listed by their own.
   */
  private pagesOf(plan: QueryPlan, q: QueryNames, window: number): { pages: ScoredPage[]; covered: number } {
    const words = plan.forms.length;
    const all = (1 << words) - 1;
    const byPage = new Map<number, ScoredPage & { shares: number[]; intros: boolean[] }>();
    let coveredAnywhere = 0;
    for (const r of this.searchTop(plan.tree, window)) {
      const id = r.id;
      const record = this.records[id] as StoredRecord;
      const covered = coveredWords(plan, r.queryTerms);
      coveredAnywhere |= covered;
      let entry = byPage.get(record[0]);
      if (!entry) {
        entry = { page: record[0], score: 0, records: [], contributions: [], full: false, covered: 0, shares: [], intros: [] };
        byPage.set(record[0], entry);
      }
      entry.covered |= covered;
      entry.full = entry.covered === all;
      entry.records.push({ id, score: this.recordScore(id, r.score, q, covered === all), terms: r.terms });
      entry.shares.push(bitCount(covered) / words);
      entry.intros.push(record[1] === 1);
    }
    for (const entry of byPage.values()) {
      const pageShare = bitCount(entry.covered) / words;
      entry.records.forEach((r, i) => {
        const own = entry.shares[i] as number;
        const forPage = entry.intros[i] ? pageShare : own;
        entry.contributions.push(r.score * forPage * forPage);
        r.score *= own * own;
      });
    }
    return { pages: [...byPage.values()], covered: coveredAnywhere };
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
    const {
      hitsPerPage = 20,
      perPage = 3,
      snippetWords = 15,
      highlightPreTag: pre = '<mark>',
      highlightPostTag: post = '</mark>',
      snippetEllipsisText: ellipsis = '…',
    } = options;
    const words = queryWords(query);
    const hits: DocSearchHit[] = [];
    for (const page of this.rankPages(query, hitsPerPage)) {
      for (const ranked of page.records.slice(0, perPage)) {
        if (hits.length >= hitsPerPage) return hits;
        hits.push(this.toDocSearchHit(ranked, this.records[ranked.id] as StoredRecord, words.length, query, { pre, post, ellipsis, snippetWords }));
      }
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
    // The search page counts and lists every page found, so it looks further down than the modal.
    const ranking = this.rankPages(query, Infinity, PAGE_RESULTS_WINDOW);
    const pages: PageResult[] = [];
    for (const { page: pageIndex, records: ranked } of ranking.slice(0, limit)) {
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
    return { total: ranking.length, pages };
  }
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
