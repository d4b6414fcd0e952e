/**
 * Each distinct code block highlighted once per process (v7/v8 mirror pages repeat many samples
 * verbatim), and kept on disk between builds beside the compile cache (DOCS_CACHE_DIR moves
 * both). Highlighting is about 40 % of compiling the site, and most changes to the build
 * (a remark plugin, the reference generators, a package) start a new compile cache while the
 * code samples and the highlighter stay the same: such a rebuild then highlights only the blocks
 * it has not seen. The folder is named by the highlighter's own files (highlighter.ts says
 * which), so a change there starts afresh.
 *
 * Entries are kept in packs, one JSON file per process that highlighted something new, each
 * block named by a hash of its language, meta and code. A file per block cost a cold build
 * ~8 s: ~4,500 files written and as many lookups missing, one at a time, between highlights.
 * Each edit-and-build adds a small pack and every compile worker reads them all, so a process
 * that finds MAX_PACKS or more writes everything it knows as one pack and removes the ones it read.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { compileCacheBase, filesHash } from '../content/cache-folders.ts';
import { writeFileAtomically } from '../build/write-files.ts';
import type { CodeHighlighter } from './remark-code-blocks.ts';

/** What shapes a highlighted block: the highlighter, its transformers, the token classes, Shiki's version. */
const HIGHLIGHTER_FILES = [
  'src/node/mdx/highlighter.ts',
  'src/node/mdx/paired-themes.ts',
  'src/node/mdx/code-meta.ts',
  'src/node/mdx/code-token-classes.ts',
  'src/theme/styles/code-tokens.css',
  'package-lock.json',
];

export async function highlightCacheDir(root: string): Promise<string> {
  return path.join(compileCacheBase(root), `highlight-${await filesHash(root, HIGHLIGHTER_FILES)}`);
}

type Pack = Record<string, string>;

/** Packs in a folder from which the next save merges them into one. */
export const MAX_PACKS = 8;

/** Every pack in the folder, merged, and the packs' names; a pack that cannot be read is left out (its blocks are highlighted again). */
async function readPacks(dir: string): Promise<{ blocks: Map<string, string>; names: string[] }> {
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.startsWith('pack-') && name.endsWith('.json'));
  const packs = await Promise.all(
    names.map((name) =>
      readFile(path.join(dir, name), 'utf8')
        .then((text) => JSON.parse(text) as Pack)
        .catch(() => ({}) as Pack),
    ),
  );
  return { blocks: new Map(packs.flatMap((pack) => Object.entries(pack))), names };
}

interface Store {
  /** Where packs are read and saved; none for a process that keeps nothing on disk (the dev server). */
  dir: string | undefined;
  /** Every block this process knows: from the packs, and what it highlighted since. */
  known: Promise<Map<string, string>>;
  /** The packs this process read (or, after merging them, wrote). */
  packs: Promise<string[]>;
  /** Highlighted by this process and not yet saved. */
  fresh: Map<string, string>;
}

const stores: Store[] = [];
let packsWritten = 0;

/**
 * `highlighter`, highlighting each distinct block once per process and, given a `dir`,
 * answering from it the blocks highlighted by earlier builds; saveHighlights() keeps the new
 * ones there.
 */
export function cachedHighlighter(highlighter: CodeHighlighter, dir?: string): CodeHighlighter {
  const read = dir ? readPacks(dir) : Promise.resolve({ blocks: new Map<string, string>(), names: [] });
  const store: Store = { dir, known: read.then((r) => r.blocks), packs: read.then((r) => r.names), fresh: new Map() };
  if (dir) stores.push(store);
  return {
    languages: highlighter.languages,
    async highlight(code, lang, meta) {
      const known = await store.known;
      const key = createHash('sha1')
        .update(`${lang}\0${meta ?? ''}\0${code}`)
        .digest('hex');
      const hit = known.get(key);
      if (hit !== undefined) return hit;
      const html = await highlighter.highlight(code, lang, meta);
      known.set(key, html);
      store.fresh.set(key, html);
      return html;
    },
  };
}

/**
 * Writes what this process highlighted since the last call: one pack per cache folder, or, when
 * the folder held MAX_PACKS or more, one pack of every block the process knows in place of the
 * packs it read. Two workers merging at once each write a whole pack and remove the same old
 * ones: two packs, which the next merge folds; a worker reading meanwhile may miss a removed
 * pack, and only highlights its blocks again.
 */
export async function saveHighlights(): Promise<void> {
  for (const store of stores) {
    if (!store.dir || store.fresh.size === 0) continue;
    const read = await store.packs;
    const merge = read.length >= MAX_PACKS;
    const pack: Pack = Object.fromEntries(merge ? await store.known : store.fresh);
    store.fresh.clear();
    // Named by process, thread, time and count: no two saves, in parallel workers or one after another, write the same pack.
    const name = `pack-${process.pid}-${threadId}-${Date.now()}-${packsWritten++}.json`;
    await writeFileAtomically(path.join(store.dir, name), JSON.stringify(pack));
    if (!merge) continue;
    const dir = store.dir;
    await Promise.all(read.map((old) => rm(path.join(dir, old), { force: true })));
    store.packs = Promise.resolve([name]);
  }
}
