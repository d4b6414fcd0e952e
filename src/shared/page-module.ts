import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';
import type { PageRouteInfo } from '../node/content/page-source.ts';
import type { SidebarItem } from '../node/content/sidebars.ts';
import type { TocItem } from '../node/mdx/rehype-toc.ts';

/** What every page chunk exports (see src/node/content/page-source.ts). */
export interface PageModule {
  default: ComponentType<{ components?: MDXComponents }>;
  route: PageRouteInfo;
  toc: TocItem[];
  sidebar: SidebarItem[] | null;
}

export type { PageRouteInfo, SidebarItem, TocItem };

/** Spec §5/§8: a page module must have a default export. */
export function assertPageModule(mod: unknown, source: string): PageModule {
  const candidate = mod as Partial<PageModule> | null;
  if (!candidate || typeof candidate.default !== 'function') {
    throw new Error(
      `The page component at ${source} has no default export. A page component should be default-exported: \`export default function Page() {…}\`../runtime`,
    );
  }
  return candidate as PageModule;
}
