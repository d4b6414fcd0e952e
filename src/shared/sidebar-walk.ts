import type { SidebarItem } from './page-module.ts';

export { sidebarTrail } from '../shared/sidebar-trail.ts';

/** Flattens a sidebar to its links in reading order (for previous/next). */
export function flattenSidebar(items: SidebarItem[]): Array<{ label: string; href: string }> {
  const out: Array<{ label: string; href: string }> = [];
  for (const item of items) {
    if (item.type === 'link') out.push({ label: item.label, href: item.href });
    else {
      if (item.href) out.push({ label: item.label, href: item.href });
      out.push(...flattenSidebar(item.items));
    }
  }
  return out;
}
