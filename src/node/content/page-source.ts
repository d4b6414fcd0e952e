import type { RouteEntry } from './scan.ts';
import type { PageType } from '../../shared/page-types.ts';
import type { PromoView } from '../../shared/promo.ts';
import type { PageRouteInfo } from '../../shared/page-module.ts';

export type { PageRouteInfo };


export const SIDEBAR_MODULE_PREFIX = 'virtual:docs/sidebar/';

/** The virtual module of a version's sidebar (`virtual:docs/sidebar/v8/api`). */
export function sidebarModuleId(version: string, tag: string): string {
  return `${SIDEBAR_MODULE_PREFIX}${version}/${tag}`;
}

/** How the chunk file of every page begins (its input name, src/node/content/vite-plugin.ts). */
export const PAGE_CHUNK_PREFIX = 'p-';

/** Client chunks of sidebars are named so the build can find a page's one in Vite's manifest. */
export const SIDEBAR_CHUNK_PREFIX = 'sidebar-';

/** The chunk name of a version's sidebar (`sidebar-v8-api`). */
export function sidebarChunkName(version: string, tag: string): string {
  return `${SIDEBAR_CHUNK_PREFIX}${version}-${tag}`.replace(/[^a-zA-Z0-9-]/g, '_');
}

/**
 * The ESM line put in place of a page's frontmatter (so line numbers stay true): the route
 * info, and the page's sidebar as a shared import so every page of a sidebar reuses one chunk.
 */
export function pagePrelude(route: RouteEntry, info: { editUrl?: string; lastUpdated?: string; alternates: Record<string, string>; pageType: PageType; promo?: PromoView }): string {
  const data: PageRouteInfo = {
    path: route.path,
    docId: route.docId,
    version: route.version,
    sidebar: route.sidebar,
    title: route.title,
    description: route.description,
    hideTableOfContents: route.frontmatter.hide_table_of_contents === true,
    ...info,
  };
  const sidebar = route.sidebar
    ? `import sidebar from ${JSON.stringify(sidebarModuleId(route.version, route.sidebar))}; export { sidebar };`
    : 'export const sidebar = null;';
  return `${sidebar} export const route = ${JSON.stringify(data)};`;
}
