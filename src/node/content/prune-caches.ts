import { mkdir, readdir, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';

/** Cache folders of each kind kept: the current pipeline's and the two most recent before it. */
const KEPT_CACHE_FOLDERS = 3;

/** A compile-cache folder (`<16 hex>`), a Markdown-cache (`markdown-<16 hex>`), search extract-cache (`search-<16 hex>`) or highlight-cache folder (`highlight-<16 hex>`): its kind, or null for anything else. */
export function cacheKind(name: string): string | null {
  const match = /^(markdown-|search-|highlight-)?[0-9a-f]{16}$/.exec(name);
  return match ? (match[1] ?? 'mdx') : null;
}

/**
 * Removes the cache folders of old pipelines under `base`. Every change to the compile or
 * Markdown pipeline starts a new folder (named by its hash), and nothing removed the old ones:
 * 50 MB each, they filled the disk over a day's work. `current` (this build's folders) are
 * marked as the newest first; of each kind, the `keep` most recently written stay, so a build
 * running beside this one (another pipeline) keeps its folder. Returns the folders removed.
 */
export async function pruneStaleCaches(base: string, current: string[], keep = KEPT_CACHE_FOLDERS): Promise<string[]> {
  const now = new Date();
  for (const dir of current) {
    await mkdir(dir, { recursive: true });
    await utimes(dir, now, now);
  }
  const entries = await readdir(base, { withFileTypes: true }).catch(() => []);
  const byKind = new Map<string, Array<{ name: string; mtimeMs: number }>>();
  for (const entry of entries) {
    const kind = entry.isDirectory() ? cacheKind(entry.name) : null;
    if (!kind) continue;
    const { mtimeMs } = await stat(path.join(base, entry.name));
    byKind.set(kind, [...(byKind.get(kind) ?? []), { name: entry.name, mtimeMs }]);
  }
  const removed: string[] = [];
  for (const folders of byKind.values()) {
    for (const old of folders.sort((a, b) => b.mtimeMs - a.mtimeMs).slice(keep)) {
      await rm(path.join(base, old.name), { recursive: true, force: true });
      removed.push(old.name);
    }
  }
  return removed;
}
