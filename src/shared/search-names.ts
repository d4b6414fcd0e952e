/**
 * How exactly a query names something: a page title, another name of the page, a keyword, a
 * heading. The ranking puts the page whose name is what was typed first ("webview" is the page
 * titled "Web Views" at `core-concepts/webview`, "ionic serve" the command page), so the match
 * is measured both ways — how much of the query the name covers, and how much of the name the
 * query covers — and an exact match in both directions scores 1.
 */
import { componentTag, compoundParts, isStopWord, rawQueryWords, stem, words } from './search-text.ts';

/**
 * Words every page of a section carries in its name (`ion-` components, `ionic …` commands,
 * `… plugin` pages, `Ion…` framework components): they say nothing about which page was meant.
 */
const NAME_NOISE = new Set(['ion', 'ionic', 'plugin']);

/** Words of a name: compounds in parts, noise and stop words left out. */
export function nameWords(text: string): string[] {
  return words(text)
    .flatMap((w) => compoundParts(w))
    .filter((w) => !NAME_NOISE.has(w) && !isStopWord(w) && (w.length > 1 || /\d/.test(w)));
}

/**
 * Words of a query for name matching: like a name's (a component name as its tag), keeping the
 * noise words if nothing else is left ("ionic" alone).
 */
export function queryNameWords(query: string): string[] {
  const text = rawQueryWords(query)
    .map((w) => componentTag(w) ?? w)
    .join(' ');
  const meaningful = nameWords(text);
  return meaningful.length > 0 ? meaningful : words(text).flatMap((w) => compoundParts(w));
}

const stems = new Map<string, string>();
/** `stem`, remembered: the same few thousand name words come up in every query. */
function stemOf(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = stem(word);
    stems.set(word, s);
  }
  return s;
}

/** Edit distance with adjacent transpositions, or `max + 1` once it is certain to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prev2[j - 2] as number) + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

/**
 * Credit for a query word standing for a name word: 1 when equal, a little less for another
 * inflection of it, less for a word still being typed (by how much of it is typed) or one typed
 * with a typo.
 */
export function wordCredit(q: string, w: string, typing: boolean): number {
  if (q === w) return 1;
  // Every credit below needs the same first letter (a typo in the first letter is not credited
  // here; minisearch still finds the word), which rules out most pairs at once.
  if (q.charCodeAt(0) !== w.charCodeAt(0)) return 0;
  if (w === `${q}s` || q === `${w}s`) return 0.9;
  if (q.length >= 4 && w.length >= 4 && stemOf(q) === stemOf(w)) return 0.85;
  if ((typing || q.length >= 4) && w.startsWith(q)) return 0.4 + 0.5 * (q.length / w.length);
  if (q.length >= 4 && w.length >= 4 && editDistance(q, w, q.length >= 7 ? 2 : 1) <= (q.length >= 7 ? 2 : 1)) return 0.6;
  return 0;
}

/**
 * A query's name words with the credit of each against any name word remembered: titles and
 * headings repeat across the records one query scores, so each pair is worked out once.
 */
export class QueryNames {
  readonly words: string[];
  private readonly credits: Array<Map<string, number>>;
  private readonly titles = new Map<readonly string[], { best: number[]; covered: number }>();

  constructor(query: string) {
    this.words = queryNameWords(query);
    this.credits = this.words.map(() => new Map());
  }

  /** Credit of query word `i` for name word `w`. */
  credit(i: number, w: string): number {
    const cache = this.credits[i] as Map<string, number>;
    let c = cache.get(w);
    if (c === undefined) {
      c = wordCredit(this.words[i] as string, w, i === this.words.length - 1);
      cache.set(w, c);
    }
    return c;
  }

  /**
   * How exactly the query names `name` (name words): the share of the query the name covers
   * times the share of the name the query covers, each word by its best credit.
   */
  match(name: readonly string[]): number {
    const q = this.words;
    if (q.length === 0 || name.length === 0) return 0;
    let queryCovered = 0;
    let nameCovered = 0;
    for (let i = 0; i < q.length; i++) {
      let best = 0;
      for (const w of name) best = Math.max(best, this.credit(i, w));
      queryCovered += best;
    }
    for (const w of name) {
      let best = 0;
      for (let i = 0; i < q.length; i++) best = Math.max(best, this.credit(i, w));
      nameCovered += best;
    }
    return (queryCovered / q.length) * (nameCovered / name.length);
  }

  /**
   * A section's match: the better of its heading alone and its heading after its page's title
   * ("ion-modal breakpoints" names the `breakpoints` section of ion-modal). The title's part is
   * worked out once per page and query.
   */
  matchSection(title: readonly string[], heading: readonly string[]): number {
    const q = this.words;
    if (q.length === 0 || heading.length === 0) return 0;
    let t = this.titles.get(title);
    if (!t) {
      const best = q.map((_, i) => title.reduce((m, w) => Math.max(m, this.credit(i, w)), 0));
      const covered = title.reduce((sum, w) => sum + q.reduce((m, _, i) => Math.max(m, this.credit(i, w)), 0), 0);
      t = { best, covered };
      this.titles.set(title, t);
    }
    let queryByHeading = 0;
    let queryByBoth = 0;
    for (let i = 0; i < q.length; i++) {
      let best = 0;
      for (const w of heading) best = Math.max(best, this.credit(i, w));
      queryByHeading += best;
      queryByBoth += Math.max(best, t.best[i] as number);
    }
    let headingCovered = 0;
    for (const w of heading) {
      let best = 0;
      for (let i = 0; i < q.length; i++) best = Math.max(best, this.credit(i, w));
      headingCovered += best;
    }
    const alone = (queryByHeading / q.length) * (headingCovered / heading.length);
    const titled = (queryByBoth / q.length) * ((headingCovered + t.covered) / (heading.length + title.length));
    return Math.max(alone, titled);
  }

  /** True when the query's words (two or more) appear in `text` one after the other, stop words aside. */
  phraseIn(text: readonly string[]): boolean {
    const q = this.words;
    if (q.length < 2 || text.length < q.length) return false;
    outer: for (let i = 0; i + q.length <= text.length; i++) {
      for (let k = 0; k < q.length; k++) {
        if (this.credit(k, text[i + k] as string) < 0.6) continue outer;
      }
      return true;
    }
    return false;
  }
}
