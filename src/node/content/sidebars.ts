import type { SidebarItem, SidebarTag } from '../../shared/page-module.ts';

export type { SidebarItem, SidebarTag };
/** Sidebar definitions (`content/<version>/sidebars.ts`) and their resolution against the pages that exist. */

export const SIDEBAR_TAGS: readonly SidebarTag[] = ['docs', 'api', 'cli', 'native'];

export type SidebarItemConfig =
  | string
  | { type: 'doc'; id: string; label?: string; badge?: string }
  | { type: 'link'; href: string; label: string }
  | { type: 'category'; label: string; items: SidebarItemConfig[]; link?: string; collapsed?: boolean }
  /** Filled in by a reference generator (component API, CLI, native). */
  | { type: 'generated'; source: 'api' | 'cli' | 'native' };

export type SidebarsConfig = Record<SidebarTag, SidebarItemConfig[]>;


export interface DocInfo {
  path: string;
  label: string;
}

export interface MissingSidebarDoc {
  docId: string;
  /** The entry's key path in the sidebars config: sidebar, then indexes and `items`/`link`. */
  keyPath: Array<string | number>;
}

/** Expands generated items; returns the items in order. */
export type GeneratedItems = (source: 'api' | 'cli' | 'native') => SidebarItemConfig[];

export interface ResolvedSidebars {
  sidebars: Record<SidebarTag, SidebarItem[]>;
  /** docId → the first sidebar it appears in. */
  membership: Map<string, SidebarTag>;
  /** Sidebar entries naming a doc id that has no page, with where they are (`docs.1.items.3`). */
  missing: MissingSidebarDoc[];
}

/** Resolves sidebar configs against the docs that exist; a docId without a page is reported, not rendered. */
export function resolveSidebars(config: SidebarsConfig, docs: Map<string, DocInfo>, generated: GeneratedItems = () => []): ResolvedSidebars {
  const membership = new Map<string, SidebarTag>();
  const missing: MissingSidebarDoc[] = [];
  const sidebars = {} as Record<SidebarTag, SidebarItem[]>;

  const resolve = (items: SidebarItemConfig[], tag: SidebarTag, keyPath: Array<string | number>): SidebarItem[] => {
    const out: SidebarItem[] = [];
    for (const [index, item] of items.entries()) {
      if (typeof item === 'string' || item.type === 'doc') {
        const id = typeof item === 'string' ? item : item.id;
        const doc = docs.get(id);
        if (!doc) {
          missing.push({ docId: id, keyPath: [...keyPath, index] });
          continue;
        }
        if (!membership.has(id)) membership.set(id, tag);
        out.push({
          type: 'link',
          label: (typeof item === 'string' ? undefined : item.label) ?? doc.label,
          href: doc.path,
          docId: id,
          ...(typeof item !== 'string' && item.badge ? { badge: item.badge } : {}),
        });
      } else if (item.type === 'link') {
        out.push({ type: 'link', label: item.label, href: item.href });
      } else if (item.type === 'generated') {
        out.push(...resolve(generated(item.source), tag, [...keyPath, index]));
      } else {
        const link = item.link ? docs.get(item.link) : undefined;
        if (item.link && !link) missing.push({ docId: item.link, keyPath: [...keyPath, index, 'link'] });
        if (item.link && link && !membership.has(item.link)) membership.set(item.link, tag);
        const children = resolve(item.items, tag, [...keyPath, index, 'items']);
        if (children.length === 0 && !link) continue;
        out.push({ type: 'category', label: item.label, href: link?.path, collapsed: item.collapsed ?? true, items: children });
      }
    }
    return out;
  };

  for (const tag of SIDEBAR_TAGS) sidebars[tag] = resolve(config[tag] ?? [], tag, [tag]);
  return { sidebars, membership, missing };
}
