import { assertPageModule } from '../shared/page-module.ts';
import { importChunk } from './build-files.ts';
import { lookupRoute } from './route-map.ts';
import type { PageState } from './current-page.tsx';

/**
 * Loads what `pathname` shows: its page chunk (found in the lazily fetched route map), or the
 * not-found page when no page has that path. Rejects when the route map or the chunk cannot be
 * loaded, or the chunk is not a page module.
 */
export async function loadPageState(pathname: string): Promise<PageState> {
  const files = await lookupRoute(pathname);
  if (!files) return { kind: 'not-found' };
  return { kind: 'page', module: assertPageModule(await importChunk(files[0]), files[0]) };
}
