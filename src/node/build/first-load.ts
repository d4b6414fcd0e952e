/**
 * First-load bytes of a built page, read from its HTML as the browser would: the module scripts
 * and modulepreloads it names (what must arrive before the page is interactive) and its
 * render-blocking stylesheets. Used by `npm run bench` and by the CI budget check
 * (e2e/first-load-budget.spec.ts), so both count the same thing.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { OFFLINE_PAGE_FILE } from '../../shared/offline.ts';
import { bootDataOfHtml } from '../../shared/boot-data.ts';
import { gzipSync } from 'node:zlib';
import { PAGE_CHUNK_PREFIX } from '../content/page-source.ts';

/** Spec budget: first-load JavaScript of every page, gzip. */
export const FIRST_LOAD_JS_BUDGET = 100 * 1024;

/**
 * Code no page needs before first interaction: search (button logic aside: the modal, the
 * engine, the worker, the search page's results), the StackBlitz SDK, Algolia, and the demo
 * documents' own files (`_demos/`, the self-hosted `_ionic/` components). They load on intent;
 * one of them among a page's first-load scripts means a static import pulled it in.
 */
export const ON_INTENT_ONLY = /\/(?:_demos|_ionic)\/|\/(?:search-[a-z]+|Search(?:Modal|Page)|sdk\.m|stackblitz|algolia|docsearch|minisearch)[^/]*\.js$/i;

export interface Bytes {
  raw: number;
  gz: number;
}

export interface FirstLoad {
  html: Bytes;
  js: Bytes & { files: string[] };
  css: Bytes & { files: string[] };
  /** `<style>` elements inlined in the HTML (the critical CSS). */
  inlineCss: Bytes;
  /** The page chunk (the content), requested once the shell has hydrated: not first-load, but reported. */
  content: Bytes;
}

const unique = (list: string[]) => [...new Set(list)];

/**
 * Script and stylesheet URLs an HTML document loads before it is interactive: its module
 * scripts and modulepreloads, and the scripts its boot data lists for after the first paint
 * (src/node/build/deferred-scripts.ts); later, but still what the shell needs to hydrate.
 */
export function firstLoadUrls(html: string): { js: string[]; css: string[] } {
  const urls = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
  const boot = bootDataOfHtml(html)?.scripts;
  const js = unique([
    ...urls(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...urls(/<script\b[^>]*\bsrc="([^"]+)"[^>]*\btype="module"/g),
    ...urls(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    ...(boot ? [boot.entry, ...boot.preload] : []),
  ]);
  // A stylesheet with a media query that never matches (`media="print"` swapped later) does not block.
  const css = unique(urls(/<link\b[^>]*\brel="stylesheet"(?![^>]*\bmedia="print")[^>]*\bhref="([^"]+)"/g));
  return { js, css };
}

/** gzip sizes, cached by file: every page shares the entry. */
export class FirstLoadMeter {
  private readonly sizes = new Map<string, Promise<Bytes>>();
  constructor(private readonly siteDir: string) {}

  private fileBytes(url: string): Promise<Bytes> {
    const file = path.join(this.siteDir, url.split(/[?#]/)[0]);
    let size = this.sizes.get(file);
    if (!size) {
      size = readFile(file).then(
        (body) => ({ raw: body.length, gz: gzipSync(body, { level: 9 }).length }),
        () => {
          throw new Error(`The page names ${url}, which is not in ${this.siteDir}`);
        },
      );
      this.sizes.set(file, size);
    }
    return size;
  }

  async totalOf(urls: string[]): Promise<Bytes> {
    let raw = 0;
    let gz = 0;
    for (const b of await Promise.all(urls.map((u) => this.fileBytes(u)))) {
      raw += b.raw;
      gz += b.gz;
    }
    return { raw, gz };
  }

  /** First-load JS only (the budget check: no need to compress every page's HTML). */
  async jsOf(html: string): Promise<FirstLoad['js']> {
    const { js } = firstLoadUrls(html);
    return { ...(await this.totalOf(js)), files: js };
  }

  async ofHtml(html: string): Promise<FirstLoad> {
    const { js, css } = firstLoadUrls(html);
    const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    const gz = (s: string) => ({ raw: Buffer.byteLength(s), gz: gzipSync(s, { level: 9 }).length });
    const content = bootDataOfHtml(html)?.chunk;
    return {
      html: gz(html),
      js: { ...(await this.totalOf(js)), files: js },
      css: { ...(await this.totalOf(css)), files: css },
      inlineCss: gz(inline),
      content: await this.totalOf(content ? [content] : []),
    };
  }

  /** The first load of the page at `route` (`/docs/x`), or null when the build has no such page. */
  async ofRoute(route: string): Promise<FirstLoad | null> {
    const candidates = route.endsWith('/') ? [route + 'index.html'] : [route + '.html', route + '/index.html'];
    for (const rel of candidates) {
      const html = await readFile(path.join(this.siteDir, rel), 'utf8').catch(() => null);
      if (html !== null) return this.ofHtml(html);
    }
    return null;
  }
}

/**
 * Every HTML page of a build. Not site pages, so left out: demo documents, and the service
 * worker's offline fallback (a static page with no app, which would make "the JS every page
 * loads" empty).
 */
export async function sitePages(siteDir: string): Promise<string[]> {
  const entries = (await readdir(siteDir, { recursive: true })) as string[];
  return entries
    .filter(
      (f) =>
        f.endsWith('.html') && path.basename(f) !== OFFLINE_PAGE_FILE && !f.split(path.sep).some((p) => p === '_demos' || p === '_ionic' || p.startsWith('.')),
    )
    .sort();
}

/**
 * A page's own content chunk (`pageInputName`): the HTML must not load it up front, since the shell
 * hydrates without it and requests it afterwards (src/theme/first-page-content.tsx).
 */
export const PAGE_CONTENT_CHUNK = new RegExp(`/${PAGE_CHUNK_PREFIX}[^/]*\\.js$`);

/** Budget problems of one page: too much first-load JS, or a script only needed later. */
export function budgetProblems(page: string, load: Pick<FirstLoad, 'js'>, budget = FIRST_LOAD_JS_BUDGET): string[] {
  const problems: string[] = [];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  if (load.js.gz > budget) problems.push(`${page}: first-load JS is ${kb(load.js.gz)} gzip, over the ${kb(budget)} budget (${load.js.files.join(', ')})`);
  for (const file of load.js.files) {
    if (ON_INTENT_ONLY.test(file)) problems.push(`${page}: loads ${file} up front, which only search or demos need (load it on intent)`);
    if (PAGE_CONTENT_CHUNK.test(file)) problems.push(`${page}: loads the page chunk ${file} up front; the content loads after the shell has hydrated`);
  }
  return problems;
}

export interface SiteBudgetReport {
  pages: number;
  /** JS every page loads (the entry and its imports): the part no page's content can excuse. */
  shell: { files: string[]; gz: number };
  worst: { page: string; gz: number };
  /** First-load JS gzip bytes of every page. */
  sizes: Record<string, number>;
  problems: string[];
}

/** Checks every page of a build; `problems` is empty when all pages are within budget. */
export async function checkSiteBudget(siteDir: string, budget = FIRST_LOAD_JS_BUDGET): Promise<SiteBudgetReport> {
  const meter = new FirstLoadMeter(siteDir);
  const problems: string[] = [];
  const sizes: Record<string, number> = {};
  let worst = { page: '', gz: 0 };
  const pages = await sitePages(siteDir);
  let shared: Set<string> | null = null;
  for (const page of pages) {
    const load = { js: await meter.jsOf(await readFile(path.join(siteDir, page), 'utf8')) };
    shared = shared === null ? new Set(load.js.files) : new Set(load.js.files.filter((f) => shared?.has(f)));
    sizes[page] = load.js.gz;
    if (load.js.gz > worst.gz) worst = { page, gz: load.js.gz };
    problems.push(...budgetProblems(page, load, budget));
  }
  const shellFiles = [...(shared ?? [])];
  const shell = { files: shellFiles, gz: (await meter.totalOf(shellFiles)).gz };
  if (shell.gz > budget)
    problems.unshift(
      `every page: the JS all pages load is ${(shell.gz / 1024).toFixed(1)} KB gzip, over the ${(budget / 1024).toFixed(1)} KB budget (${shellFiles.join(', ')})`,
    );
  return { pages: pages.length, shell, worst, sizes, problems };
}
