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
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
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

/** Every pack in the folder, merged; a pack that cannot be read is left out (its blocks are highlighted again). */
async function readPacks(dir: string): Promise<Map<string, string>> {
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.startsWith('pack-') && name.endsWith('.json'));
  const packs = await Promise.all(
    names.map((name) =>
      readFile(path.join(dir, name), 'utf8')
        .then((text) => JSON.parse(text) as Pack)
        .catch(() => ({}) as Pack),
    ),
  );
  return new Map(packs.flatMap((pack) => Object.entries(pack)));
}

interface Store {
  /** Where packs are read and saved; none for a process that keeps nothing on disk (the dev server). */
  dir: string | undefined;
  /** Every block this process knows: from the packs, and what it highlighted since. */
  known: Promise<Map<string, string>>;
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
  const store: Store = { dir, known: dir ? readPacks(dir) : Promise.resolve(new Map()), fresh: new Map() };
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

/** Writes what this process highlighted since the last call: one pack per cache folder. */
export async function saveHighlights(): Promise<void> {
  for (const store of stores) {
    if (!store.dir || store.fresh.size === 0) continue;
    const pack: Pack = Object.fromEntries(store.fresh);
    store.fresh.clear();
    // Named by process, thread, time and count: no two saves, in parallel workers or one after another, write the same pack.
    await writeFileAtomically(path.join(store.dir, `pack-${process.pid}-${threadId}-${Date.now()}-${packsWritten++}.json`), JSON.stringify(pack));
  }
}
