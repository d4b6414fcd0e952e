import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface InventoryRoute {
  path: string;
  sidebar: string;
}

/** The route inventory every build must produce (`data/routes/*.txt`: path TAB sidebar). */
export async function readInventory(root: string): Promise<InventoryRoute[]> {
  const routes: InventoryRoute[] = [];
  for (const version of ['v8', 'v7']) {
    const text = await readFile(path.join(root, 'data/routes', `${version}.txt`), 'utf8');
    for (const line of text.split('\n')) {
      if (!line.trim() || line.startsWith('#')) continue;
      const [routePath, sidebar] = line.split('\t');
      routes.push({ path: routePath.trim(), sidebar: (sidebar ?? '-').trim() });
    }
  }
  return routes;
}
