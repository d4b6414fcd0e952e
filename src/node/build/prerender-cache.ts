/**
 * Prerendered pages kept between builds, each named by a hash of everything its HTML is made of,
 * so a rebuild renders only the pages whose inputs changed. A page's document is a function of:
 * - the server bundle's code (every file of it but the pages' own chunks, and the prerender
 *   worker beside it), and the installed packages that bundle leaves external (React);
 * - the page's own chunks (its compiled MDX, and any page chunk it imports);
 * - the settings every page shares (template, site config, site metadata, lazy-component styles);
 * - its task (path, title, assets, social card…).
 * The server chunks are named without content hashes (vite-settings.ts), so editing one page
 * leaves the other chunks, and the entry's imports of them, byte-identical: only that page is
 * rendered again. A page whose chunk the server manifest does not name is always rendered.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import pLimit from 'p-limit';
import { FILES_IN_FLIGHT } from './write-files.ts';
import { buildCacheDir } from '../content/cache-folders.ts';
import { pruneUnusedEntries } from './prune-unused-entries.ts';

/** Raised when the cache's entry format or what goes into a key changes, so old entries never match. */
const FORMAT = 'prerender-1';

/** Where the server build writes its manifest (`build.manifest: true`). */
const SERVER_MANIFEST = '.vite/manifest.json';

/** One chunk of Vite's build manifest. */
interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** What decides a page's document besides its chunks and its task. */
export interface PrerenderInputs {
  /** The server build's folder: its files, the prerender worker and `.vite/manifest.json`. */
  serverDir: string;
  /** The settings every page is rendered with (the worker's init, less where files are). */
  settings: unknown;
  /** The installed packages' fingerprint (the lock files): the server bundle imports React from them. */
  packages: string;
}

/** Prerendered documents by key, in `<outParent>/node_modules/.cache/docs-prerender` (or DOCS_CACHE_DIR/prerender). */
export function prerenderCacheDir(outParent: string): string {
  return buildCacheDir(outParent, 'prerender');
}

const sha256 = () => createHash('sha256');

export class PrerenderCache {
  private readonly used = new Set<string>();
  private stores = 0;

  private constructor(
    private readonly dir: string,
    private readonly shared: string,
    /** The hash of each page's own chunks, by page source (relative to the root, as the manifest names it). */
    private readonly pageChunks: Map<string, string>,
  ) {}

  /** Hashes the server bundle: once per build, after the worker is bundled beside it. */
  static async open(dir: string, inputs: PrerenderInputs): Promise<PrerenderCache> {
    const manifest = JSON.parse(await readFile(path.join(inputs.serverDir, SERVER_MANIFEST), 'utf8')) as Record<string, ManifestChunk>;
    const isPage = (chunk: ManifestChunk) => chunk.isDynamicEntry === true && chunk.src?.endsWith('.mdx') === true;
    const pageFiles = new Set(
      Object.values(manifest)
        .filter(isPage)
        .map((c) => c.file),
    );
    const fileHash = new Map<string, string>();
    const shared = sha256().update(`${FORMAT}\0${process.version}\0${inputs.packages}\0`).update(JSON.stringify(inputs.settings));
    const files = (await readdir(inputs.serverDir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(inputs.serverDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .filter((f) => f !== SERVER_MANIFEST)
      .sort();
    // Read a few at a time, hashed in name order (the shared hash depends on the order).
    const limit = pLimit(FILES_IN_FLIGHT);
    const contentsOf = await Promise.all(files.map((file) => limit(() => readFile(path.join(inputs.serverDir, file)))));
    for (const [i, file] of files.entries()) {
      const contents = contentsOf[i] as Buffer;
      if (pageFiles.has(file)) fileHash.set(file, sha256().update(contents).digest('hex'));
      else shared.update(`\0${file}\0`).update(contents);
    }
    const pageChunks = new Map<string, string>();
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!isPage(chunk) || !chunk.src) continue;
      // The page's chunk and every page chunk it reaches; shared chunks are in `shared` already.
      const own = sha256();
      const seen = new Set<string>();
      const visit = (name: string) => {
        const c = manifest[name];
        if (!c || seen.has(name)) return;
        seen.add(name);
        if (pageFiles.has(c.file)) own.update(`\0${c.file}\0${fileHash.get(c.file) ?? ''}`);
        for (const next of [...(c.imports ?? []), ...(c.dynamicImports ?? [])]) visit(next);
      };
      visit(key);
      pageChunks.set(chunk.src, own.digest('hex'));
    }
    return new PrerenderCache(dir, shared.digest('hex'), pageChunks);
  }

  /** Each task's key, once: restoring and the fingerprint both ask for every page's. */
  private readonly keys = new WeakMap<object, string | null>();

  /** The key of a page's document, or null when its source has no chunk in the server manifest (always rendered). */
  keyOf<T extends { source?: string }>(task: T): string | null {
    const known = this.keys.get(task);
    if (known !== undefined) return known;
    const own = task.source === undefined ? '' : this.pageChunks.get(task.source);
    const key = own === undefined ? null : sha256().update(this.shared).update(own).update(JSON.stringify(task)).digest('hex');
    this.keys.set(task, key);
    return key;
  }

  /** A hash of the keys of all `tasks`' documents, each with its file: equal fingerprints, equal documents. Null when one has no key. */
  fingerprint<T extends { source?: string; outFile: string }>(tasks: readonly T[]): string | null {
    const hash = sha256();
    for (const task of tasks) {
      const key = this.keyOf(task);
      if (key === null) return null;
      hash.update(`${task.outFile}\0${key}\0`);
    }
    return hash.digest('hex');
  }

  private entryOf(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key.slice(2)}.html`);
  }

  /** Copies the document cached under `key` to `target`; false when there is none. */
  async restore(key: string, target: string): Promise<boolean> {
    this.used.add(this.entryOf(key));
    await mkdir(path.dirname(target), { recursive: true });
    return copyFile(this.entryOf(key), target).then(
      () => true,
      () => false,
    );
  }

  /** Keeps a copy of a freshly rendered document (a copy: the site's file may be changed or removed later). */
  async store(key: string, rendered: string): Promise<void> {
    const entry = this.entryOf(key);
    this.used.add(entry);
    await mkdir(path.dirname(entry), { recursive: true });
    // Whole or absent, whether the build stops mid-copy or another build reads it meanwhile.
    const temporary = `${entry}.${process.pid}-${threadId}-${this.stores++}.tmp`;
    await copyFile(rendered, temporary);
    await rename(temporary, entry);
  }

  /** Removes the entries this build did not use: the cache holds one site's worth, like the compressed bodies. */
  async prune(): Promise<void> {
    await pruneUnusedEntries(this.dir, this.used);
  }
}

/**
 * Copies the cached documents of `tasks` into `siteDir`, a few at a time; returns the tasks
 * still to render, each with its key (null: not cacheable).
 */
export async function restoreCached<T extends { source?: string; outFile: string }>(
  cache: PrerenderCache,
  tasks: T[],
  siteDir: string,
): Promise<Array<{ task: T; key: string | null }>> {
  const limit = pLimit(FILES_IN_FLIGHT);
  const results = await Promise.all(
    tasks.map((task) =>
      limit(async () => {
        const key = cache.keyOf(task);
        const hit = key !== null && (await cache.restore(key, path.join(siteDir, task.outFile)));
        return hit ? null : { task, key };
      }),
    ),
  );
  return results.filter((r) => r !== null);
}
