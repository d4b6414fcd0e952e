import { createContext, useContext } from 'react';
import type { PageModule } from '../shared/page-module.ts';

/**
 * What the main area shows: a loaded page module, the not-found page, or (first load only) the
 * error of a page chunk that could not be loaded. The navigator changes it only once the next
 * page is ready, so the old page stays on screen meanwhile.
 */
export type PageState =
  | { kind: 'page'; module: PageModule }
  | { kind: 'not-found' }
  | { kind: 'failed'; chunk: string; error: unknown }
  /** The page could not load because the device is offline: the site's notice, not the browser's error page. */
  | { kind: 'offline' };

export const CurrentPageContext = createContext<PageState>({ kind: 'not-found' });

export function usePageState(): PageState {
  return useContext(CurrentPageContext);
}

/** The page module on screen, when it is a doc page. */
export function useCurrentPage(): PageModule | undefined {
  const state = usePageState();
  return state.kind === 'page' ? state.module : undefined;
}
