import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../../shared/config-schema.ts';
import { localVersions } from '../config/site-versions.ts';

export interface InventoryRoute {
  path: string;
  sidebar: string;
}

/** The route inventory every build must produce (`data/routes/*.txt`: path TAB sidebar). */
export async function readInventory(root: string, config?: SiteConfig): Promise<InventoryRoute[]> {
  const routes: InventoryRoute[] = [];
  for (const { name: version } of localVersions(config)) {
    const text = await readFile(path.join(root, 'data/routes', `${version}.txt`), 'utf8');
    for (const line of text.split('\n')) {
      if (!line.trim() || line.startsWith('#')) continue;
      const [routePath, sidebar] = line.split('\t');
      routes.push({ path: routePath.trim(), sidebar: (sidebar ?? '-').trim() });
    }
  }
  return routes;
}
