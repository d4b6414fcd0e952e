/**
 * The file format of `search-index-<version>.json` and the minisearch settings both sides must
 * agree on. The build writes it (scripts/search-index.ts); the search worker reads it.
 *
 * The minisearch index is stored compactly (sorted terms, delta-coded postings) and expanded
 * into minisearch's own plain-object form on load — about half the size of `toJSON()` gzipped.
 */
import type { AsPlainObject } from 'minisearch';

export const SEARCH_INDEX_FORMAT = 1;

/**
 * Searchable fields of a record, in this order:
 * t = page title (page records only), h = the record's own heading, p = context (section,
 * page title and parent heading of a sub-record), c = prose, k = code.
 */
export const SEARCH_FIELDS = ['t', 'h', 'p', 'c', 'k'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Field weights: titles and headings first, prose next, code least. */
export const SEARCH_BOOST: Record<SearchField, number> = { t: 6, h: 4, p: 1.2, c: 1, k: 0.3 };

/** One page: its URL, title (lvl1) and section (lvl0). */
export type StoredPage = [url: string, title: string, lvl0: string];

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
  /** Index terms, sorted. */
  terms: string[];
  /**
   * Postings of each term: `field:doc,doc*freq,…` groups joined by `|`; doc ids are base-36
   * deltas from the previous doc in the group, `*n` gives a term frequency above 1.
   */
  postings: string[];
}

export interface SearchIndexFile {
  format: typeof SEARCH_INDEX_FORMAT;
  version: string;
  pages: StoredPage[];
  records: StoredRecord[];
  index: CompactIndex;
}

/** Encodes minisearch's `toJSON()` of an index whose document ids are 0…n-1 in order. */
export function compactIndex(plain: AsPlainObject): CompactIndex {
  const fieldCount = Object.keys(plain.fieldIds).length;
  const fieldLength: number[] = [];
  for (let id = 0; id < plain.documentCount; id++) {
    const lengths = plain.fieldLength[String(id)] ?? [];
    for (let f = 0; f < fieldCount; f++) fieldLength.push(lengths[f] ?? 0);
  }
  const entries = [...plain.index].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const terms: string[] = [];
  const postings: string[] = [];
  for (const [term, byField] of entries) {
    const groups: string[] = [];
    for (const [fieldId, docs] of Object.entries(byField as Record<string, Record<string, number>>)) {
      const ids = Object.keys(docs)
        .map(Number)
        .sort((a, b) => a - b);
      let prev = 0;
      const coded = ids.map((id) => {
        const freq = docs[String(id)] ?? 1;
        const s = (id - prev).toString(36) + (freq > 1 ? `*${freq}` : '');
        prev = id;
        return s;
      });
      groups.push(`${fieldId}:${coded.join(',')}`);
    }
    terms.push(term);
    postings.push(groups.join('|'));
  }
  return { documentCount: plain.documentCount, averageFieldLength: plain.averageFieldLength, fieldLength, terms, postings };
}

/** Expands a compact index back into the plain object `MiniSearch.loadJS` takes. */
export function expandIndex(compact: CompactIndex): AsPlainObject {
  const fieldCount = SEARCH_FIELDS.length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let id = 0; id < compact.documentCount; id++) {
    documentIds[id] = id;
    fieldLength[id] = compact.fieldLength.slice(id * fieldCount, id * fieldCount + fieldCount);
  }
  const index: Array<[string, Record<string, Record<string, number>>]> = new Array(compact.terms.length);
  for (let i = 0; i < compact.terms.length; i++) {
    const byField: Record<string, Record<string, number>> = {};
    for (const group of (compact.postings[i] ?? '').split('|')) {
      const colon = group.indexOf(':');
      const docs: Record<string, number> = {};
      let id = 0;
      for (const entry of group.slice(colon + 1).split(',')) {
        const star = entry.indexOf('*');
        id += parseInt(star < 0 ? entry : entry.slice(0, star), 36);
        docs[id] = star < 0 ? 1 : Number(entry.slice(star + 1));
      }
      byField[group.slice(0, colon)] = docs;
    }
    index[i] = [compact.terms[i] as string, byField];
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
    index,
    serializationVersion: 2,
  };
}
