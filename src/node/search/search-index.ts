/**
 * Search index (issue 5): after prerender, every page's article is cut into records by heading
 * and each version gets one minisearch index, written to `<base>/search-index-<version>.json`.
 *
 * A record is a page's introduction (lvl1) or the part under one h2 (lvl2) or h3 (lvl3):
 * lvl0 = the page's sidebar section, lvl1 = its title, lvl2/lvl3 = headings with their anchors,
 * and the text under them, prose and code apart so code can weigh less.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import pLimit from 'p-limit';
import { extractCached } from './extract-cache.ts';
import { cachedIndex } from './index-cache.ts';
import { FILES_IN_FLIGHT } from '../build/write-files.ts';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import type { SiteConfig } from '../../shared/config-schema.ts';
import type { Manifest, RouteEntry, VersionManifest } from '../content/scan.ts';
import { sidebarTrail } from '../../shared/sidebar-walk.ts';
import { htmlFileOf } from '../build/html-document.ts';
import { compoundParts, processIndexTerm, tokenizeForIndex, words } from '../../shared/search-text.ts';
import {
  compactMiniSearch,
  packRecords,
  PAGE_KIND_CODE,
  SEARCH_FIELDS,
  SEARCH_INDEX_FORMAT,
  type PageKind,
  type SearchIndexFile,
  type StoredPage,
  type StoredRecord,
} from '../../shared/search-index-format.ts';
import { resolveAlgolia, searchIndexFileName } from '../../shared/search-config.ts';
import { dataModule } from '../hash-router/classic-loader.ts';
import { listsOtherNames, otherNames } from './search-other-names.ts';
import { decodeEntities } from '../build/html-entities.ts';

export { decodeEntities };

/**
 * Prose kept per record for snippets (the index itself covers all of it). 120 characters hold a
 * snippet's 15 words; at 150 the v8 index was 418 KB gzip, over INDEX_BUDGET_GZIP_BYTES.
 */
export const STORED_TEXT_CHARS = 120;
/** The most a version's index may weigh, gzip: the modal downloads it on the reader's first search. */
export const INDEX_BUDGET_GZIP_BYTES = 400 * 1024;

// ---------------------------------------------------------------------------------------------
// HTML → sections

export interface ExtractedSection {
  level: 1 | 2 | 3;
  /** Heading text (the page title for level 1). */
  heading: string;
  /** The h2 a level-3 section sits under ('' when none). */
  parent: string;
  anchor: string;
  prose: string;
  code: string;
}

export interface ExtractedPage {
  title: string;
  sections: ExtractedSection[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);
/** Not content: navigation, controls, embedded documents and anything hidden from readers. */
const SKIP = new Set([
  'nav',
  'aside',
  'footer',
  'header',
  'button',
  'script',
  'style',
  'svg',
  'template',
  'iframe',
  'noscript',
  'select',
  'textarea',
  'form',
  'math',
  'canvas',
  'video',
  'audio',
]);

function attributes(source: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of source.matchAll(/([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    out.set((m[1] ?? '').toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return out;
}

function skipped(tag: string, attrs: Map<string, string>): boolean {
  if (SKIP.has(tag)) return true;
  if (attrs.get('aria-hidden') === 'true' || attrs.has('hidden') || attrs.has('data-search-ignore')) {
    // Inactive tab panels are `hidden` but are content: keep them.
    return attrs.get('role') !== 'tabpanel';
  }
  if (attrs.get('role') === 'tablist') return true;
  return tag === 'a' && (attrs.get('class') ?? '').split(/\s+/).includes('hash-link');
}

const ATTRS_READ = /\b(?:id|hidden|aria-hidden|role|data-language|data-search-ignore)\b/;
const NO_ATTRS: Map<string, string> = new Map();

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The part of a prerendered page that is its content: the `<article>` of `<main id="main-content">`. */
function contentRegion(html: string): string {
  const mainAt = html.search(/<main\b[^>]*\bid="main-content"/);
  if (mainAt < 0) return '';
  const mainEnd = html.indexOf('</main>', mainAt);
  const main = html.slice(mainAt, mainEnd < 0 ? undefined : mainEnd);
  const articleAt = main.search(/<article\b/);
  if (articleAt < 0) return main.replace(/^<main\b[^>]*>/, '');
  const articleEnd = main.lastIndexOf('</article>');
  return main.slice(articleAt, articleEnd < 0 ? undefined : articleEnd + '</article>'.length);
}

/**
 * Splits a prerendered page into sections by h2/h3. Inside the article, the H1 is the title and
 * the element right after it is the page body; breadcrumbs, edit link, pager, table of contents,
 * buttons (tab lists, copy buttons) and heading anchors are left out. Code (`<pre>`, elements
 * with `data-language`) is collected apart from prose.
 */
export function extractPage(html: string): ExtractedPage {
  const region = contentRegion(html);
  const isArticle = region.startsWith('<article');
  const sections: ExtractedSection[] = [{ level: 1, heading: '', parent: '', anchor: '', prose: '', code: '' }];
  let current = sections[0] as ExtractedSection;
  let lastH2 = '';
  let title = '';

  interface Frame {
    tag: string;
    code: boolean;
  }
  const stack: Frame[] = [];
  let skipDepth = -1; // stack length at which a skipped element was opened
  let heading: { level: number; text: string; anchor: string; depth: number } | null = null;
  let codeDepth = -1;
  // An inline element closed with no text since: an inline element opening right after it is a
  // separate word outside code (`<code>--prod</code><span>Cordova</span>` is a flag and a badge,
  // not "prodCordova"), while highlighted code is one span per token and must stay joined.
  let glued = false;
  // Article layout: title (h1) then body; once the body has closed, the rest is page chrome.
  let titleSeen = false;
  let bodyDepth = -1;
  let done = false;

  const separate = () => {
    if (heading) heading.text += ' ';
    else if (codeDepth >= 0) current.code += ' ';
    else current.prose += ' ';
  };

  const token = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)|</g;
  for (let m = token.exec(region); m && !done; m = token.exec(region)) {
    const [whole, closing, rawTag, rawAttrs, text] = m;
    if (text !== undefined || whole === '<') {
      if (skipDepth >= 0) continue;
      glued = false;
      const value = decodeEntities(text ?? '<');
      if (heading) heading.text += value;
      else if (codeDepth >= 0) current.code += value;
      else current.prose += value;
      continue;
    }
    if (!rawTag) continue; // comment
    const tag = rawTag.toLowerCase();
    if (!closing) {
      if (tag === 'script' || tag === 'style') {
        const end = region.indexOf(`</${tag}`, token.lastIndex);
        token.lastIndex = end < 0 ? region.length : end;
        continue;
      }
      const raw = rawAttrs ?? '';
      const selfClosing = VOID.has(tag) || raw.endsWith('/');
      if (!INLINE.has(tag) || (glued && codeDepth < 0 && skipDepth < 0)) separate();
      glued = false;
      if (selfClosing) continue;
      const depth = stack.length;
      // Direct children of the article decide what is content.
      if (isArticle && depth === 1 && skipDepth < 0) {
        if (titleSeen && bodyDepth < 0 && tag !== 'h1') bodyDepth = depth;
      }
      stack.push({ tag, code: false });
      if (skipDepth >= 0) continue;
      // Most tags (the spans of highlighted code) carry nothing the indexer reads.
      const attrs = ATTRS_READ.test(raw) || (tag === 'a' && raw.includes('hash-link')) ? attributes(raw) : NO_ATTRS;
      if (skipped(tag, attrs) || (isArticle && depth === 1 && titleSeen && bodyDepth !== depth && tag !== 'h1')) {
        skipDepth = stack.length;
        continue;
      }
      if (/^h[1-6]$/.test(tag) && !heading && codeDepth < 0) {
        const level = Number(tag[1]);
        if (level <= 3) heading = { level, text: '', anchor: attrs.get('id') ?? '', depth: stack.length };
      } else if (codeDepth < 0 && (tag === 'pre' || attrs.has('data-language'))) {
        codeDepth = stack.length;
        (stack[stack.length - 1] as Frame).code = true;
      }
      continue;
    }
    // Closing tag: pop to the matching element (tolerates stray closers).
    let at = stack.length - 1;
    while (at >= 0 && stack[at]?.tag !== tag) at--;
    if (at < 0) continue;
    while (stack.length > at) {
      const depth = stack.length;
      stack.pop();
      if (skipDepth === depth) skipDepth = -1;
      if (codeDepth === depth) codeDepth = -1;
      if (heading && heading.depth === depth) {
        const text = clean(heading.text);
        if (heading.level === 1) {
          if (!title) title = text;
          if (isArticle && depth === 2) titleSeen = true;
        } else if (heading.level === 2) {
          lastH2 = text;
          current = { level: 2, heading: text, parent: '', anchor: heading.anchor, prose: '', code: '' };
          sections.push(current);
        } else {
          current = { level: 3, heading: text, parent: lastH2, anchor: heading.anchor, prose: '', code: '' };
          sections.push(current);
        }
        heading = null;
      }
      if (isArticle && bodyDepth >= 0 && depth === bodyDepth + 1) done = true;
    }
    if (!INLINE.has(tag)) separate();
    glued = INLINE.has(tag);
  }
  const intro = sections[0] as ExtractedSection;
  intro.heading = title;
  return { title, sections: sections.map((s) => ({ ...s, prose: clean(s.prose), code: clean(s.code) })) };
}

// ---------------------------------------------------------------------------------------------
// Sections → records → index

export type PageInput = PageFacts & PageContent;

/** A page's text: its prerendered HTML, or what extractPage made of it (then the HTML is not needed). */
type PageContent = { html: string; extracted?: undefined } | { extracted: ExtractedPage; html?: undefined };

interface PageFacts {
  url: string;
  title: string;
  description: string;
  lvl0: string;
  /** Frontmatter `keywords`: search words the page's own text does not use. */
  keywords?: string[];
  /** Frontmatter `sidebar_label`: the name the sidebar shows when it is not the title. */
  sidebarLabel?: string;
  /** Reference section page, guide in a sidebar, or a page no sidebar lists (default guide). */
  kind?: PageKind;
}

/** The words of a name, compounds in parts (`dark-mode` adds nothing to "Dark Mode"). */
function nameTerms(name: string): Set<string> {
  return new Set(words(name).flatMap((w) => compoundParts(w)));
}

/**
 * Other names of a page that add words to its title: the sidebar label and the route's last
 * segment (`core-concepts/webview` is titled "Web Views"; `cli/livereload` "Live Reload"), so
 * the word a reader types from the sidebar or the address finds the page by its name.
 */
export function pageNames(url: string, title: string, sidebarLabel?: string): string[] {
  const slug = url.replace(/\/$/, '').split('/').pop() ?? '';
  const known = nameTerms(title);
  const names: string[] = [];
  for (const name of [sidebarLabel ?? '', /[a-z]/i.test(slug) ? slug : '']) {
    const terms = [...nameTerms(name)];
    if (terms.length === 0 || terms.every((t) => known.has(t))) continue;
    names.push(name);
    for (const t of terms) known.add(t);
  }
  return names;
}

interface IndexedRecord {
  id: number;
  t: string;
  h: string;
  p: string;
  c: string;
  k: string;
  w: string;
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max * 0.6 ? cut : max);
}

/** Builds one version's index file from its pages. */
export function buildIndexFile(version: string, inputs: PageInput[]): SearchIndexFile {
  const pages: StoredPage[] = [];
  const records: StoredRecord[] = [];
  const docs: IndexedRecord[] = [];
  for (const input of inputs) {
    const extracted = input.extracted === undefined ? extractPage(input.html) : input.extracted;
    const title = extracted.title || input.title;
    const names = pageNames(input.url, title, input.sidebarLabel);
    const keywords = input.keywords ?? [];
    const pageIndex = pages.push([input.url, title, input.lvl0, PAGE_KIND_CODE[input.kind ?? 'guide'], names, keywords]) - 1;
    const fullName = [title, ...names].join(' ');
    for (const section of extracted.sections) {
      const level = section.level;
      let prose = section.prose;
      if (level === 1 && input.description && !prose.startsWith(input.description)) prose = clean(`${input.description} ${prose}`);
      if (level > 1 && !section.heading && !prose && !section.code) continue;
      const lvl2 = level === 2 ? section.heading : level === 3 ? section.parent : '';
      const lvl3 = level === 3 ? section.heading : '';
      const id = records.push([pageIndex, level, lvl2, lvl3, level === 1 ? '' : section.anchor, shorten(prose, STORED_TEXT_CHARS)]) - 1;
      docs.push({
        id,
        t: level === 1 ? fullName : '',
        h: level === 1 ? '' : section.heading,
        // Sub-records carry their page's names so `ion-button color` finds the `color` property.
        p: level === 1 ? '' : fullName,
        c: prose,
        k: section.code,
        w: level === 1 ? keywords.join(' ') : '',
      });
    }
  }
  const mini = new MiniSearch<IndexedRecord>({
    fields: [...SEARCH_FIELDS],
    storeFields: [],
    tokenize: tokenizeForIndex,
    processTerm: processIndexTerm,
  });
  mini.addAll(docs);
  const index = compactMiniSearch(mini);
  keywordsLengthAmongPagesWithKeywords(index);
  return { format: SEARCH_INDEX_FORMAT, version, pages, records: packRecords(records), index };
}

/**
 * BM25 scores a match by the field's length against the field's average length. Keywords are on
 * a few introduction records only, so over all records their average is close to zero and any
 * keyword list looks hundreds of times too long: a keyword match would count for almost
 * nothing. Their average is taken among the records that have keywords instead.
 */
function keywordsLengthAmongPagesWithKeywords(index: SearchIndexFile['index']): void {
  const field = SEARCH_FIELDS.indexOf('w');
  const count = SEARCH_FIELDS.length;
  const lengths = index.fieldLength.filter((_, i) => i % count === field && index.fieldLength[i] !== 0);
  if (lengths.length > 0) index.averageFieldLength[field] = lengths.reduce((a, b) => a + b, 0) / lengths.length;
}

const SECTION_OF_SIDEBAR: Record<string, string> = { api: 'Components', cli: 'CLI', native: 'Native' };

/** Pages of the API, CLI and native sidebars are reference; pages no sidebar lists are unlisted. */
export function kindOf(route: RouteEntry): PageKind {
  if (!route.sidebar) return 'unlisted';
  return SECTION_OF_SIDEBAR[route.sidebar] ? 'reference' : 'guide';
}

/** lvl0 of a page: "Components" / "CLI" / "Native" for reference pages, else its first sidebar category. */
export function sectionOf(route: RouteEntry, version: VersionManifest): string {
  if (route.sidebar && SECTION_OF_SIDEBAR[route.sidebar]) return SECTION_OF_SIDEBAR[route.sidebar] as string;
  if (route.sidebar) {
    const trail = sidebarTrail(version.sidebars[route.sidebar], route.path);
    if (trail[0]) return trail[0].label;
  }
  const rest = route.path.slice(version.path.length).split('/')[0] ?? '';
  if (!rest) return 'Getting Started';
  return rest.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

export interface IndexSize {
  version: string;
  file: string;
  pages: number;
  records: number;
  terms: number;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Where indexes go: by default `<siteDir><baseUrl>` as JSON; the hash-router build puts them
 * beside its index.html as classic scripts (`.js` data modules its loader can read from file://).
 */
export interface IndexOutput {
  dir: string;
  classic: boolean;
}

/** Builds the per-version search indexes from the prerendered pages; returns log lines. */
export async function buildSearchIndexes(args: {
  root: string;
  siteDir: string;
  config: SiteConfig;
  manifest: Manifest;
  output?: IndexOutput;
  /** The extract cache's folder (extract-cache.ts); without it every page is extracted. */
  extractCache?: string;
}): Promise<string[]> {
  const { siteDir, config, manifest } = args;
  const algolia = resolveAlgolia(config, process.env);
  if (algolia) return [`search: Algolia DocSearch (index ${algolia.indexName}); local index not built`];
  const lines: string[] = [];
  for (const size of await writeSearchIndexes(siteDir, config, manifest, args.output, args.extractCache)) {
    lines.push(
      `search index ${size.version}: ${size.records} records from ${size.pages} pages, ${size.terms} terms, ` +
        `${(size.rawBytes / 1024).toFixed(0)} KB (${(size.gzipBytes / 1024).toFixed(0)} KB gzip) → ${size.file}`,
    );
  }
  return lines;
}

export async function writeSearchIndexes(
  siteDir: string,
  config: SiteConfig,
  manifest: Manifest,
  output?: IndexOutput,
  extractCache?: string,
): Promise<IndexSize[]> {
  const sizes: IndexSize[] = [];
  const baseDir = output?.dir ?? path.join(siteDir, config.baseUrl);
  await mkdir(baseDir, { recursive: true });
  for (const version of manifest.versions) {
    const searchPage = version.path + config.search.searchPagePath;
    const routes = version.routes.filter((r) => r.path !== searchPage && r.path.replace(/\/$/, '') !== searchPage);
    // Pages are read a few at a time and only their extracted text is kept (the one page with an
    // other-names table whole): holding every page's HTML at once cost the build ~200 MB at its peak.
    const limit = pLimit(FILES_IN_FLIGHT);
    const namePages: Array<{ html: string }> = [];
    const inputs = (
      await Promise.all(
        routes.map((route) =>
          limit(async (): Promise<PageInput | null> => {
            let html: string;
            try {
              html = await readFile(path.join(siteDir, htmlFileOf(route.path, config.trailingSlash)), 'utf8');
            } catch {
              return null;
            }
            if (listsOtherNames(html)) namePages.push({ html });
            return {
              url: route.path,
              title: route.title,
              description: route.description,
              lvl0: sectionOf(route, version),
              keywords: route.frontmatter.keywords,
              sidebarLabel: route.frontmatter.sidebar_label,
              kind: kindOf(route),
              extracted: extractCache ? await extractCached(extractCache, html, extractPage) : extractPage(html),
            };
          }),
        ),
      )
    ).filter((i): i is PageInput => i !== null);
    const named = otherNames(namePages);
    for (const input of inputs) {
      const names = named.get(input.url);
      if (names) input.keywords = [...(input.keywords ?? []), ...names.filter((n) => !input.keywords?.includes(n))];
    }
    const file = extractCache
      ? await cachedIndex(extractCache, version.name, inputs, () => buildIndexFile(version.name, inputs))
      : buildIndexFile(version.name, inputs);
    const jsonName = searchIndexFileName(version.name);
    const name = output?.classic ? jsonName.replace(/\.json$/, '.js') : jsonName;
    const json = output?.classic ? dataModule(name, file) : JSON.stringify(file);
    await writeFile(path.join(baseDir, name), json);
    sizes.push({
      version: version.name,
      // Its URL: beside index.html in a hash-router build, else under the base URL.
      file: output?.classic ? name : path.posix.join(config.baseUrl, name),
      pages: file.pages.length,
      records: file.records.length,
      terms: file.index.terms ? file.index.terms.split(' ').length : 0,
      rawBytes: Buffer.byteLength(json),
      gzipBytes: gzipSync(json, { level: 9 }).length,
    });
  }
  return sizes;
}
