import { normalizePath } from '../../shared/normalize-path.ts';
import { decodePathSafely } from '../../shared/url-path.ts';

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

/**
 * Checks every same-site link and #anchor in the built pages against the pages and their ids,
 * and that no page repeats an id (a heading must not take an id the layout uses).
 */
export function checkLinks(pages: BuiltPage[]): { broken: string[]; links: number; anchors: number } {
  const ids = new Map<string, Set<string>>();
  const broken: string[] = [];
  for (const page of pages) {
    for (const id of duplicateIds(page.html)) broken.push(`${routeOfFile(page.file)}: id "${id}" is used more than once`);
    if (page.file.endsWith('404.html')) continue;
    ids.set(routeOfFile(page.file), new Set([...page.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  }
  let links = 0;
  let anchors = 0;
  for (const page of pages) {
    // 404.html is rendered for an unknown path; its relative links are about that path, not a route.
    if (page.file.endsWith('404.html')) continue;
    const from = routeOfFile(page.file);
    for (const match of page.html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
      const href = match[1].replace(/&amp;/g, '&');
      if (!href.startsWith('/docs') && !href.startsWith('#')) continue;
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
