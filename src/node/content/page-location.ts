/**
 * Where a content page sits: the project root, its version and whether it is a generated stub,
 * read from its path (`<root>/content/v8/…` or `<root>/.generated/v7/…`).
 */
export interface PageLocation {
  root: string;
  version: string;
  /** The page is a generated stub (no hand-written overview above the generated part). */
  standalone: boolean;
}

export function locatePage(file: string): PageLocation | null {
  const m = /^(.*)[\\/](content|\.generated)[\\/](v\d+)[\\/]/.exec(file);
  if (!m) return null;
  return { root: m[1], version: m[3], standalone: m[2] === '.generated' };
}
