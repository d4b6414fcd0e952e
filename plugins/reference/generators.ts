import type { VersionGenerators } from '../content/scan.ts';

/**
 * Reference pages generated from package metadata (component API, CLI, native plugins) are
 * contributed per version here. None are generated yet: this returns no pages.
 */
export function referenceGenerators(_root: string): (version: string) => Promise<VersionGenerators> {
  return async () => ({ pages: [], sidebarItems: () => [] });
}
