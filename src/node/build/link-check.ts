import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { normalizePath } from '../../shared/normalize-path.ts';
import { decodePathSafely } from '../../shared/url-path.ts';
import { FILES_IN_FLIGHT } from './write-files.ts';

export interface BuiltPage {
  /** Path of the HTML file relative to the web root, e.g. `docs/theming/basics.html`. */
  file: string;
  html: string;
}

/** The route a built HTML file answers (`docs/x.html` and `docs/x/index.html` → `/docs/x`). */
export function routeOfFile(file: string): string {
  return normalizePath('/' + file.split('\\').join('/'), false);
}

/** Ids that occur more than once in a page's HTML: a `#id` link then reaches only the first. */
export function duplicateIds(html: string): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const m of html.matchAll(/\sid="([^"]+)"/g)) (seen.has(m[1]) ? duplicates : seen).add(m[1]);
  return [...duplicates];
}

/** What the link check needs of one built page, so a whole site's HTML need not be held at once. */
export interface PageLinks {
  /** The route the page answers (routeOfFile). */
  route: string;
  /** The not-found page: its relative links are about whatever unknown path it answers. */
  notFound: boolean;
  ids: Set<string>;
  duplicateIds: string[];
  /** Its same-site links (`/docs…` or `#…`), entities decoded. */
  hrefs: string[];
}

export function pageLinksOf(page: BuiltPage): PageLinks {
  return {
    route: routeOfFile(page.file),
    notFound: page.file.endsWith('404.html'),
    ids: new Set(detached([...page.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]))),
    duplicateIds: duplicateIds(page.html),
    hrefs: detached(
      [...page.html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)]
        .map((m) => m[1].replace(/&amp;/g, '&'))
        .filter((href) => href.startsWith('/docs') || href.startsWith('#')),
    ),
  };
}

/**
 * The same strings, no longer pointing into the page they were cut from: V8 keeps a longer
 * substring as a view of its parent, so a few hrefs kept a whole page's HTML alive. Parsed
 * copies are new strings.
 */
function detached(strings: string[]): string[] {
  return JSON.parse(JSON.stringify(strings)) as string[];
}

/**
 * Reads every built HTML file under `siteDir` (demo documents included: pages link to them), a
 * few at a time, keeping only what the check needs: holding all of them at once (the pages and
 * 1,000 demo documents) cost the build ~200 MB at its peak.
 */
export async function readPageLinks(siteDir: string): Promise<PageLinks[]> {
  const files = ((await readdir(siteDir, { recursive: true })) as string[]).filter((f) => f.endsWith('.html'));
  const limit = pLimit(FILES_IN_FLIGHT);
  return Promise.all(files.map((file) => limit(async () => pageLinksOf({ file, html: await readFile(path.join(siteDir, file), 'utf8') }))));
}

/**
 * Checks every same-site link and #anchor in the built pages against the pages and their ids,
 * and that no page repeats an id (a heading must not take an id the layout uses).
 */
export function checkLinks(pages: BuiltPage[]): { broken: string[]; links: number; anchors: number } {
  return checkPageLinks(pages.map(pageLinksOf));
}

/** checkLinks, on pages already read (pageLinksOf, readPageLinks). */
export function checkPageLinks(pages: PageLinks[]): { broken: string[]; links: number; anchors: number } {
  const ids = new Map<string, Set<string>>();
  const broken: string[] = [];
  for (const page of pages) {
    for (const id of page.duplicateIds) broken.push(`${page.route}: id "${id}" is used more than once`);
    if (!page.notFound) ids.set(page.route, page.ids);
  }
  let links = 0;
  let anchors = 0;
  for (const page of pages) {
    // 404.html is rendered for an unknown path; its relative links are about that path, not a route.
    if (page.notFound) continue;
    const from = page.route;
    for (const href of page.hrefs) {
      const [pathAndQuery, anchor] = href.split('#');
      // Route keys are slash-free (routeOfFile) and decoded (file names), so compare in that form.
      const target = pathAndQuery === '' ? from : decodePathSafely(normalizePath(pathAndQuery.split('?')[0], false));
      links++;
      const targetIds = ids.get(target);
      if (!targetIds) {
        broken.push(`${from}: link to ${href} — no such page`);
        continue;
      }
      if (anchor) {
        anchors++;
        if (!targetIds.has(decodePathSafely(anchor))) broken.push(`${from}: link to ${href} — no element with id "${anchor}"`);
      }
    }
  }
  return { broken: [...new Set(broken)], links, anchors };
}
