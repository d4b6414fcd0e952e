import { normalizePath } from '../../src/shared/normalize-path.ts';

export interface BuiltPage {
  /** Path of the HTML file relative to the web root, e.g. `docs/theming/basics.html`. */
  file: string;
  html: string;
}

/** The route a built HTML file answers (`docs/x.html` and `docs/x/index.html` → `/docs/x`). */
export function routeOfFile(file: string): string {
  return normalizePath('/' + file.split('\\').join('/'), false);
}

/** Checks every same-site link and #anchor in the built pages against the pages and their ids. */
export function checkLinks(pages: BuiltPage[]): { broken: string[]; links: number; anchors: number } {
  const ids = new Map<string, Set<string>>();
  for (const page of pages) {
    if (page.file.endsWith('404.html')) continue;
    ids.set(routeOfFile(page.file), new Set([...page.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  }
  const broken: string[] = [];
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
      // Route keys are slash-free (routeOfFile), so compare in that form whatever the site setting.
      const target = pathAndQuery === '' ? from : normalizePath(pathAndQuery.split('?')[0], false);
      links++;
      const targetIds = ids.get(target);
      if (!targetIds) {
        broken.push(`${from}: link to ${href} — no such page`);
        continue;
      }
      if (anchor) {
        anchors++;
        if (!targetIds.has(decodeURIComponent(anchor))) broken.push(`${from}: link to ${href} — no element with id "${anchor}"`);
      }
    }
  }
  return { broken: [...new Set(broken)], links, anchors };
}
