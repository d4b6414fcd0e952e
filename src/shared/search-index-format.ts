/**
 * The file format of `search-index-<version>.json` and the minisearch settings both sides must
 * agree on. The build writes it (src/node/search/search-index.ts); the search worker reads it.
 *
 * The minisearch index is stored compactly (front-coded sorted terms, gap-coded postings) and
 * expanded into minisearch's own plain-object form on load.
 */
import type { AsPlainObject } from 'minisearch';

export const SEARCH_INDEX_FORMAT = 3;

/**
 * Searchable fields of a record, in this order:
 * t = page title (page records only), h = the record's own heading, p = context (section,
 * page title and parent heading of a sub-record), c = prose, k = code.
 */
export const SEARCH_FIELDS = ['t', 'h', 'p', 'c', 'k', 'w'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * Field weights: titles and headings first, prose next, code least. `w` holds a page's
 * frontmatter `keywords` (on its introduction record), weighted between title and heading.
 */
export const SEARCH_BOOST: Record<SearchField, number> = { t: 6, h: 4, p: 1.2, c: 1, k: 0.3, w: 5 };

/**
 * What a page is, for the ranking's prior: a reference page (API, CLI, native sections), a guide
 * listed in a sidebar, or a page no sidebar lists (archived tutorials, test pages).
 */
export type PageKind = 'reference' | 'guide' | 'unlisted';
export const PAGE_KIND_CODE: Record<PageKind, string> = { reference: 'r', guide: 'g', unlisted: 'u' };
export const PAGE_KIND_OF_CODE: Record<string, PageKind> = { r: 'reference', g: 'guide', u: 'unlisted' };

/**
 * One page: its URL, title (lvl1), section (lvl0), kind (PAGE_KIND_CODE), its other names (the
 * sidebar label and route slug where they add words to the title) and its search keywords.
 */
export type StoredPage = [url: string, title: string, lvl0: string, kind: string, names: string[], keywords: string[]];

/**
 * One record: a page's introduction (level 1) or the part under one h2 (level 2) or h3
 * (level 3). `text` is the prose under the heading, shortened for snippets.
 */
export type StoredRecord = [page: number, level: 1 | 2 | 3, lvl2: string, lvl3: string, anchor: string, text: string];

export interface CompactIndex {
  documentCount: number;
  averageFieldLength: number[];
  /** Field lengths of every record, record after record (SEARCH_FIELDS.length numbers each). */
  fieldLength: number[];
  /** Index terms, sorted and front-coded: one base-36 digit of shared prefix length, then the rest; space-separated. */
  terms: string;
  /**
   * Postings of each term, space-separated, in term order. A field mark (FIELD_MARKS) starts
   * each field's list of record ids, written as gaps from the previous id: base-32 digits from
   * CONTINUE followed by a last digit from LAST. Term frequencies are not kept (a term counts
   * once per record, as in Algolia's ranking), which keeps the file a sixth smaller.
   */
  postings: string;
}

export interface SearchIndexFile {
  format: typeof SEARCH_INDEX_FORMAT;
  version: string;
  pages: StoredPage[];
  /**
   * Records as stored: a level-3 record's lvl2 is '' when it is the previous record's, and an
   * anchor is '' when it is the heading's slug (`headingSlug`), '#' when there is none.
   */
  records: StoredRecord[];
  index: CompactIndex;
}

const FIELD_MARKS = "!#$%&'";
const LAST = 'abcdefghijklmnopqrstuvwxyzABCDEF';
const CONTINUE = 'GHIJKLMNOPQRSTUVWXYZ0123456789-_';

function gap(n: number): string {
  let out = LAST[n % 32] as string;
  for (let rest = Math.floor(n / 32); rest > 0; rest = Math.floor(rest / 32)) out = (CONTINUE[rest % 32] as string) + out;
  return out;
}

/** The anchor rehype-slug gives a heading in the common case (punctuation dropped, spaces → `-`). */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}

/** Stored form of records: repeated parents and derivable anchors left out. */
export function packRecords(records: StoredRecord[]): StoredRecord[] {
  return records.map((r, i) => {
    const [page, level, lvl2, lvl3, anchor, text] = r;
    const prev = records[i - 1];
    const heading = level === 3 ? lvl3 : level === 2 ? lvl2 : '';
    const packedLvl2 = level === 3 && prev && prev[0] === page && prev[2] === lvl2 ? '' : lvl2;
    const packedAnchor = level === 1 ? '' : !anchor ? '#' : anchor === headingSlug(heading) ? '' : anchor;
    return [page, level, packedLvl2, lvl3, packedAnchor, text];
  });
}

/** Inverse of packRecords. */
export function unpackRecords(records: StoredRecord[]): StoredRecord[] {
  const out: StoredRecord[] = [];
  for (const r of records) {
    const [page, level, lvl2, lvl3, anchor, text] = r;
    const prev = out[out.length - 1];
    const fullLvl2 = level === 3 && !lvl2 && prev && prev[0] === page ? prev[2] : lvl2;
    const heading = level === 3 ? lvl3 : level === 2 ? fullLvl2 : '';
    const fullAnchor = level === 1 || anchor === '#' ? '' : anchor || headingSlug(heading);
    out.push([page, level, fullLvl2, lvl3, fullAnchor, text]);
  }
  return out;
}

type TermPostings = [term: string, byField: Iterable<[fieldId: number | string, docs: Iterable<number | string>]>];

function compact(documentCount: number, averageFieldLength: number[], lengthsOf: (id: number) => number[] | undefined, entries: TermPostings[]): CompactIndex {
  const fieldCount = SEARCH_FIELDS.length;
  const fieldLength: number[] = [];
  for (let id = 0; id < documentCount; id++) {
    const lengths = lengthsOf(id) ?? [];
    for (let f = 0; f < fieldCount; f++) fieldLength.push(lengths[f] ?? 0);
  }
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const terms: string[] = [];
  const postings: string[] = [];
  let prevTerm = '';
  for (const [term, byField] of entries) {
    let shared = 0;
    while (shared < 35 && shared < prevTerm.length && shared < term.length && prevTerm[shared] === term[shared]) shared++;
    terms.push(shared.toString(36) + term.slice(shared));
    prevTerm = term;
    let coded = '';
    for (const [fieldId, docs] of Array.from(byField).sort((a, b) => Number(a[0]) - Number(b[0]))) {
      coded += FIELD_MARKS[Number(fieldId)];
      const ids = Array.from(docs, Number).sort((a, b) => a - b);
      let prev = 0;
      for (const id of ids) {
        coded += gap(id - prev);
        prev = id;
      }
    }
    postings.push(coded);
  }
  return { documentCount, averageFieldLength, fieldLength, terms: terms.join(' '), postings: postings.join(' ') };
}

/** Encodes minisearch's `toJSON()` of an index whose document ids are 0…n-1 in order. */
export function compactIndex(plain: AsPlainObject): CompactIndex {
  return compact(
    plain.documentCount,
    plain.averageFieldLength,
    (id) => plain.fieldLength[String(id)],
    plain.index.map(([term, byField]): TermPostings => [term, Object.entries(byField).map(([f, docs]) => [f, Object.keys(docs)])]),
  );
}

interface MiniSearchInternals {
  _index?: Iterable<[string, Map<number, Map<number, number>>]>;
  _fieldLength?: Map<number, number[]>;
  _avgFieldLength?: number[];
  _documentCount?: number;
}

/**
 * Encodes a built minisearch index. Reads minisearch 7.x's internal maps directly (a third
 * faster and far less garbage than going through `toJSON()`); falls back to `toJSON()`.
 */
export function compactMiniSearch(mini: { toJSON(): AsPlainObject }): CompactIndex {
  const internal = mini as unknown as MiniSearchInternals;
  if (!internal._index || !(internal._fieldLength instanceof Map) || !Array.isArray(internal._avgFieldLength) || typeof internal._documentCount !== 'number') {
    return compactIndex(mini.toJSON());
  }
  const entries: TermPostings[] = [];
  for (const [term, byField] of internal._index) entries.push([term, Array.from(byField, ([f, docs]): [number, Iterable<number>] => [f, docs.keys()])]);
  const lengths = internal._fieldLength;
  return compact(internal._documentCount, internal._avgFieldLength, (id) => lengths.get(id), entries);
}

/** Character code → digit value: 0…31 for LAST, 32…63 for CONTINUE, 64+field for FIELD_MARKS. */
const DECODE = (() => {
  const table = new Int8Array(128).fill(-1);
  for (let i = 0; i < 32; i++) {
    table[LAST.charCodeAt(i)] = i;
    table[CONTINUE.charCodeAt(i)] = 32 + i;
  }
  for (let i = 0; i < FIELD_MARKS.length; i++) table[FIELD_MARKS.charCodeAt(i)] = 64 + i;
  return table;
})();

/** Calls `add` with each term and its postings (field id → record id → 1), in term order. */
export function decodePostings(compact: CompactIndex, add: (term: string, byField: Map<number, Map<number, number>>) => void): void {
  const codedTerms = compact.terms ? compact.terms.split(' ') : [];
  const postings = compact.postings;
  let term = '';
  let at = 0;
  for (let i = 0; i < codedTerms.length; i++) {
    const coded = codedTerms[i] as string;
    term = term.slice(0, parseInt(coded[0] as string, 36)) + coded.slice(1);
    const byField = new Map<number, Map<number, number>>();
    let docs = new Map<number, number>();
    let id = 0;
    let acc = 0;
    for (; at < postings.length; at++) {
      const code = postings.charCodeAt(at);
      if (code === 32) break; // space: next term
      const value = DECODE[code] as number;
      if (value >= 64) {
        docs = new Map();
        byField.set(value - 64, docs);
        id = 0;
      } else if (value >= 32) {
        acc = acc * 32 + value - 32;
      } else {
        id += acc * 32 + value;
        acc = 0;
        docs.set(id, 1);
      }
    }
    at++;
    add(term, byField);
  }
}

/** minisearch's plain form without the terms (documents, field lengths, averages). */
export function plainWithoutTerms(compact: CompactIndex): AsPlainObject {
  const fieldCount = SEARCH_FIELDS.length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let id = 0; id < compact.documentCount; id++) {
    documentIds[id] = id;
    fieldLength[id] = compact.fieldLength.slice(id * fieldCount, id * fieldCount + fieldCount);
  }
  const fieldIds: Record<string, number> = {};
  SEARCH_FIELDS.forEach((f, i) => (fieldIds[f] = i));
  return {
    documentCount: compact.documentCount,
    nextId: compact.documentCount,
    documentIds,
    fieldIds,
    fieldLength,
    averageFieldLength: compact.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
}

/** Expands a compact index into the plain object `MiniSearch.loadJS` takes (the portable, slower path). */
export function expandIndex(compact: CompactIndex): AsPlainObject {
  const plain = plainWithoutTerms(compact);
  decodePostings(compact, (term, byField) => {
    const data: Record<string, Record<string, number>> = {};
    for (const [field, docs] of byField) data[field] = Object.fromEntries(docs);
    plain.index.push([term, data]);
  });
  return plain;
}
