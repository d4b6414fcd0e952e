/** Maps a content file (relative to its version folder) to its doc id and route. */

/** `theming/dark-mode.mdx` → `theming/dark-mode`; `react/index.mdx` → `react`; `index.mdx` → `index`. */
export function docIdOf(relFile: string): string {
  const noExt = relFile.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  if (noExt === 'index') return 'index';
  return noExt.replace(/\/index$/, '');
}

/** The route of a doc id under a version's base path (`/docs/` or `/docs/v7/`). */
export function routeOf(versionPath: string, docId: string): string {
  if (docId === 'index') return versionPath;
  return versionPath + docId;
}
