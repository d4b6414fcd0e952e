import { HeadingSlugger } from '../mdx/heading-ids.ts';
import { API_SECTIONS, loadCoreDocs } from './api-data.ts';
import { ICON_TAG, loadIoniconsDocs } from './ionicons-data.ts';

/**
 * The `#anchors` a link from package metadata may keep. Only ids that the metadata itself
 * produces are trusted — the headings of the generated part of component API pages — so the
 * answer never depends on hand-written pages. (A compiled page is cached by its own source; if
 * its links depended on another page's headings, editing that page would leave stale, broken
 * anchors behind.) Links to any other page lose the anchor and open the page at the top.
 */

/** Heading texts of the generated part of a component page, in page order. */
function apiHeadingTexts(root: string, version: string, tag: string): string[] {
  const docs = tag === ICON_TAG ? loadIoniconsDocs(root, version) : loadCoreDocs(root, version);
  const comp = docs?.components.find((c) => c.tag === tag);
  if (!comp) return [];
  const out: string[] = [];
  for (const key of Object.keys(API_SECTIONS) as Array<keyof typeof API_SECTIONS>) {
    if (comp[key].length === 0) continue;
    out.push(API_SECTIONS[key]);
    if (key === 'props') out.push(...comp.props.map((p) => p.name));
    if (key === 'methods') out.push(...comp.methods.map((m) => m.name));
  }
  return out;
}

const cache = new Map<string, Set<string>>();

/** Ids a link to `route` (a route of `version`) may point at. */
export function anchorsOfRoute(root: string, version: string, versionPath: string, route: string): Set<string> {
  const key = `${root}\0${version}\0${route}`;
  let ids = cache.get(key);
  if (!ids) {
    const docId = route.slice(versionPath.length);
    const slugger = new HeadingSlugger();
    ids = new Set(docId.startsWith('api/') ? apiHeadingTexts(root, version, `ion-${docId.slice(4)}`).map((t) => slugger.slug(t)) : []);
    cache.set(key, ids);
  }
  return ids;
}
