import { escapeHtml } from './escape-html.ts';
/**
 * Words of the search index: how text is cut into terms, at build time and for queries, and
 * how matched words are highlighted in titles and snippets. Shared by src/node/search/search-index.ts
 * (Node) and the search worker (browser); no DOM, no Node APIs.
 */

/** Words too common to help find a page; dropped from the index and from queries. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can do does for from has have if in into is it its of on or so such than that the their then there these ' +
    'they this those to was were when which while will with you your we our us also just may might must not no only own same should very'
  ).split(' '),
);

/** Code words that appear in nearly every sample; kept out of the code field. */
const CODE_STOP_WORDS = new Set(
  (
    'const let var function return import export from default class extends new this true false null undefined void async await ' +
    'if else for while of in as type interface public private readonly static get set string number boolean any div span px em rem ' +
    'html body head script style template src app npm npx'
  ).split(' '),
);

/** Splits text into raw words: letters and digits, joined by `-` or `_` inside a word. */
const WORD = /[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)*/gu;

/** Raw words of a text, lower-cased, in order. */
export function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []) as string[];
}

/** A compound word (`ion-button`, `--ion-color-primary`, `dark_mode`) split into its parts. */
export function compoundParts(word: string): string[] {
  return word.split(/[-_]/).filter(Boolean);
}

function keep(term: string, code: boolean): boolean {
  if (term.length > 40) return false;
  if (term.length === 1 && !/\d/.test(term)) return false;
  if (STOP_WORDS.has(term)) return false;
  if (code && (term.length < 3 || CODE_STOP_WORDS.has(term))) return false;
  return true;
}

/**
 * The index terms of one raw word: the word itself and, for a compound, each of its parts, so
 * `ion-button` is found by `ion-button`, `button` and `ion button`.
 */
export function indexTerms(word: string, code = false): string[] {
  const parts = compoundParts(word);
  const out: string[] = [];
  if (parts.length > 1 && word.length <= 40) out.push(word);
  for (const part of parts) if (keep(part, code)) out.push(part);
  return out;
}

/** Minisearch `tokenize` for indexing: raw words. */
export function tokenizeForIndex(text: string): string[] {
  return words(text);
}

/** Minisearch `processTerm` for indexing: compounds expand; code drops its boilerplate words. */
export function processIndexTerm(term: string, fieldName?: string): string[] | null {
  const terms = indexTerms(term, fieldName === 'k');
  return terms.length > 0 ? terms : null;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Words of a query looked at: a longer query is pasted text, and each word costs lookups. */
export const MAX_QUERY_WORDS = 10;

/** Query words as typed (case kept): stop words dropped unless the query has nothing else. */
export function rawQueryWords(query: string): string[] {
  const all = (query.match(WORD) ?? []) as string[];
  const meaningful = all.filter((w) => !STOP_WORDS.has(w.toLowerCase()) && (w.length > 1 || /\d/.test(w)));
  return (meaningful.length > 0 ? meaningful : all).slice(0, MAX_QUERY_WORDS);
}

/** Query words: stop words dropped unless the query has nothing else. */
export function queryWords(query: string): string[] {
  return rawQueryWords(query).map((w) => w.toLowerCase());
}

/**
 * A word without its English inflection, so two forms of one word compare equal: `forcing`,
 * `forced` and `force` → `forc`; `routes` → `rout`; `entries` → `entry`. Rough on purpose; it
 * only has to agree with itself.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length >= 6 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length >= 5 && /ie[sd]$/.test(w)) w = `${w.slice(0, -3)}y`;
  else if (w.length >= 5 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length >= 5 && /(?:ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length >= 4 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length >= 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/**
 * Other inflections of a typed word that the docs may use instead: `force` → forces, forced,
 * forcing; `publishing` → publish, published. Candidates only (most do not exist and are not
 * found); plain words of four letters or more, not compounds or numbers.
 */
export function inflections(word: string): string[] {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return [];
  const base = stem(word);
  const out = new Set([base, `${base}e`, `${base}s`, `${base}es`, `${base}ed`, `${base}ing`, `${base}ed`, `${base}es`, `${base}ing`]);
  if (base.endsWith('y')) out.add(`${base.slice(0, -1)}ies`).add(`${base.slice(0, -1)}ied`);
  out.add(`${base}ed`.replace(/eed$/, 'ed'));
  out.delete(word);
  return [...out].filter((f) => f.length >= 3 && stem(f) === base);
}

/**
 * The tag a framework component name stands for: `IonItemSliding` (React, Vue, Angular
 * standalone imports) is `ion-item-sliding`. Null for any other word.
 */
export function componentTag(raw: string): string | null {
  if (!/^Ion[A-Z][A-Za-z]*$/.test(raw)) return null;
  return raw.replace(/[A-Z]/g, (c, i: number) => (i > 0 ? '-' : '') + c.toLowerCase());
}

/** True when `word` (a raw word of the text) is one of the matched index terms, or a part of it is. */
function isMatched(word: string, matched: ReadonlySet<string>): boolean {
  if (matched.has(word)) return true;
  if (!word.includes('-') && !word.includes('_')) return false;
  const parts = compoundParts(word);
  return parts.length > 1 && parts.some((p) => matched.has(p));
}

export interface Highlighted {
  /** HTML: the text escaped, matched words wrapped in `<mark>`. */
  value: string;
  /** Distinct matched words found in the text. */
  matchedWords: string[];
}

/** Escapes `text` and wraps the words that match one of the `matched` index terms in `<mark>`. */
export function highlight(text: string, matched: ReadonlySet<string>, pre = '<mark>', post = '</mark>'): Highlighted {
  let out = '';
  let last = 0;
  const found = new Set<string>();
  for (const m of text.matchAll(WORD)) {
    const word = m[0].toLowerCase();
    if (!isMatched(word, matched)) continue;
    const start = m.index ?? 0;
    out += escapeHtml(text.slice(last, start)) + pre + escapeHtml(m[0]) + post;
    last = start + m[0].length;
    found.add(word);
  }
  out += escapeHtml(text.slice(last));
  return { value: out, matchedWords: [...found] };
}

/**
 * A window of about `size` words of `text` around its first matched word, highlighted, with
 * an ellipsis where the text was cut. Without a match it is the start of the text.
 */
export function snippet(text: string, matched: ReadonlySet<string>, size: number, ellipsis = '…', pre = '<mark>', post = '</mark>'): Highlighted {
  const tokens = [...text.matchAll(/\S+/g)];
  if (tokens.length <= size) return highlight(text, matched, pre, post);
  let first = -1;
  for (let i = 0; i < tokens.length && first < 0; i++) {
    for (const m of (tokens[i]?.[0] ?? '').matchAll(WORD)) {
      if (isMatched(m[0].toLowerCase(), matched)) {
        first = i;
        break;
      }
    }
  }
  const from = first < 0 ? 0 : Math.max(0, Math.min(first - Math.floor(size / 3), tokens.length - size));
  const to = Math.min(tokens.length, from + size);
  const startChar = tokens[from]?.index ?? 0;
  const last = tokens[to - 1];
  const endChar = last ? (last.index ?? 0) + last[0].length : text.length;
  const h = highlight(text.slice(startChar, endChar), matched, pre, post);
  return { value: (from > 0 ? ellipsis : '') + h.value + (to < tokens.length ? ellipsis : ''), matchedWords: h.matchedWords };
}
