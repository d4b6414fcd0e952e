import type { SidebarItem } from './page-module.ts';

/** The categories leading to `path` in a sidebar (for breadcrumbs), outermost first. */
export function sidebarTrail(items: SidebarItem[], path: string): Array<{ label: string; href?: string }> {
  for (const item of items) {
    if (item.type === 'link') {
      if (item.href === path) return [];
      continue;
    }
    if (item.href === path) return [];
    const inner = sidebarTrail(item.items, path);
    const found = item.items.some((child) => (child.type === 'link' ? child.href === path : child.href === path)) || inner.length > 0;
    if (found) return [{ label: item.label, href: item.href }, ...inner];
  }
  return [];
}
