import { createContext, useContext, type ReactNode } from 'react';
import { RouteContext, GlobalDataContext, siteGlobalData, DOCS_PLUGIN_NAME } from './docs-plugin.ts';
import { DEFAULT_PLUGIN_ID } from '../stores/preferred-version.ts';

/**
 * Marks the part of the tree where the colour-mode and preferred-version helpers may be used.
 * Using them outside is a developer error rather than a silent default.
 */
const ColorModeScope = createContext(false);
const PreferredVersionScope = createContext(false);

export function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <GlobalDataContext.Provider value={siteGlobalData()}>
      <RouteContext.Provider value={{ plugin: { name: DOCS_PLUGIN_NAME, id: DEFAULT_PLUGIN_ID } }}>
        <ColorModeScope.Provider value={true}>
          <PreferredVersionScope.Provider value={true}>{children}</PreferredVersionScope.Provider>
        </ColorModeScope.Provider>
      </RouteContext.Provider>
    </GlobalDataContext.Provider>
  );
}

export class ReactContextError extends Error {
  constructor(provider: string, hook: string) {
    super(`${hook} was used outside of <${provider}>: wrap the component tree in <${provider}> (the site Layout does this).`);
    this.name = 'ReactContextError';
  }
}

export function useColorModeScope(hook: string): void {
  if (!useContext(ColorModeScope)) throw new ReactContextError('ColorModeProvider', hook);
}

export function usePreferredVersionScope(hook: string): void {
  if (!useContext(PreferredVersionScope)) throw new ReactContextError('PreferredVersionProvider', hook);
}
