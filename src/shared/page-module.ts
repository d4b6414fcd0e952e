import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { PageType } from './page-types.ts';
import type { PromoView } from './promo.ts';

/**
 * The page contract: what the build puts in every page module and the client renders. The
 * build (src/node/content/page-source.ts) writes it; the theme reads it.
 */

/** Which sidebar a page belongs to. */
export type SidebarTag = 'docs' | 'api' | 'cli' | 'native';

/** What a page module exports about its route, besides the MDX content and its TOC. */
export interface PageRouteInfo {
  path: string;
  docId: string;
  version: string;
  sidebar: SidebarTag | null;
  title: string;
  description: string;
  hideTableOfContents: boolean;
  editUrl?: string;
  lastUpdated?: string;
  /** The same page in other versions, by version name (only where it exists). */
  alternates: Record<string, string>;
  /** The class the document root carries on this page. */
  pageType: PageType;
  /** The promo shown under the table of contents, picked at build time (absent: no slot). */
  promo?: PromoView;
}

/** A resolved sidebar item as the theme renders it. */
export type SidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; badge?: string }
  | { type: 'category'; label: string; href?: string; collapsed: boolean; items: SidebarItem[] };

/** A heading of the table of contents (levels 2 and 3). */
export interface TocItem {
  depth: 2 | 3;
  id: string;
  value: string;
}

/** What every page chunk exports (see src/node/content/page-source.ts). */
export interface PageModule {
  default: ComponentType<{ components?: MDXComponents }>;
  route: PageRouteInfo;
  toc: TocItem[];
  sidebar: SidebarItem[] | null;
}

/** A page module must default-export its component; anything else stops with a message naming the page. */
export function assertPageModule(mod: unknown, source: string): PageModule {
  const candidate = mod as Partial<PageModule> | null;
  if (!candidate || typeof candidate.default !== 'function') {
    throw new Error(
      `The page component at ${source} has no default export. A page component should be default-exported: \`export default function Page() {…}\`.`,
    );
  }
  return candidate as PageModule;
}
