import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { referenceSidebarItems } from '../../src/node/reference/generators.ts';
import { loadCoreDocs } from '../../src/node/reference/api-data.ts';
import type { SidebarItemConfig } from '../../src/node/content/sidebars.ts';

const root = path.resolve(import.meta.dirname, '../..');

function badged(items: SidebarItemConfig[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [];
    if (item.type === 'category') return badged(item.items);
    return item.type === 'doc' && item.badge ? [item.id] : [];
  });
}

describe('api sidebar badges', () => {
  it('mark exactly the v8 components that v7 metadata lacks', () => {
    const v7 = new Set(loadCoreDocs(root, 'v7')!.components.map((c) => c.tag));
    const expected = loadCoreDocs(root, 'v8')!
      .components.filter((c) => !v7.has(c.tag))
      .map((c) => `api/${c.tag.replace(/^ion-/, '')}`)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(badged(referenceSidebarItems(root, 'v8', 'api')).sort()).toEqual(expected);
    expect(badged(referenceSidebarItems(root, 'v7', 'api'))).toEqual([]);
  });
});
