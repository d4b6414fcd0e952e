import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Fails when the published folder holds a symlink. nginx serves the build without
 * `disable_symlinks` (with it, Debian's brotli_static intermittently skips the .br file), and a
 * static host uploads what a link points to; so a link that slipped in through public/ must
 * stop the build instead of exposing whatever it points at. (`npm start` also refuses to
 * follow one, at request time.)
 */
export async function assertNoSymlinks(siteDir: string): Promise<void> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const links = entries.filter((e) => e.isSymbolicLink()).map((e) => path.relative(siteDir, path.join(e.parentPath, e.name)));
  if (links.length > 0)
    throw new Error(
      `the build must not publish symlinks, but ${path.basename(siteDir)}/ has ${links.slice(0, 5).join(', ')}${links.length > 5 ? ` and ${links.length - 5} more` : ''}`,
    );
}
