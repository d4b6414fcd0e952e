import { createHash } from 'node:crypto';
import os from 'node:os';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startTsWorker } from './ts-worker.ts';
import type { ContentContext } from '../content/context.ts';
import type { MarkdownPage } from '../markdown/page-markdown.ts';
import type { MarkdownTask } from '../markdown/markdown-files.ts';
import { markdownCacheDir } from '../markdown/markdown-cache.ts';
import { compileCacheBase } from '../content/cache-folders.ts';
import { pruneStaleCaches } from '../content/prune-caches.ts';
import { extractCacheDir } from '../search/extract-cache.ts';
import { highlightCacheDir } from '../mdx/highlight-cache.ts';

/** `content/v7/theming/basics.mdx` and `.generated/v8/theming/basics.mdx` → `theming/basics.mdx`. */
function versionless(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).slice(2).join('/');
}

/** One page for a compile worker. */
export interface PrecompileTask {
  file: string;
  prelude: string;
  /** The page's Markdown copy, made from the same parse when the page compiles (not when cached). */
  markdown?: MarkdownPage;
  /** The source's length: how long the page takes, roughly, to compile. */
  size: number;
}

/** What a compile worker posts: `ready` for its first pages, then the errors of each batch. */
export type PrecompileMessage = { ready: true } | { errors: string[] };

/**
 * The pages in the order the workers take them: each page with its copies in the other versions
 * (same path) as one batch, so the worker that compiles them serves the code samples they share
 * from its highlight cache; the largest batches first, so no worker is left with a big page
 * at the end while the other has nothing to do.
 */
export function compileBatches(root: string, tasks: readonly PrecompileTask[]): PrecompileTask[][] {
  const batches = new Map<string, PrecompileTask[]>();
  for (const task of tasks) {
    const key = versionless(root, task.file);
    const batch = batches.get(key);
    if (batch) batch.push(task);
    else batches.set(key, [task]);
  }
  const size = (batch: PrecompileTask[]) => batch.reduce((n, task) => n + task.size, 0);
  return [...batches.values()].sort((a, b) => size(b) - size(a));
}

/** How many pages compiled and how many the disk cache already held. */
export interface PrecompileReport {
  compiled: number;
  cached: number;
  /** A hash of every page's compile inputs (file, source, prelude) and of the pipeline: equal fingerprints, equal compiled pages. */
  fingerprint: string;
}

/**
 * Compiles content pages on all cores into the disk cache before the Vite build, which then
 * only reads the cache (Vite runs plugin transforms on one thread). Errors name file and line.
 */
export async function precompilePages(ctx: ContentContext, files: string[], markdown: MarkdownTask[] = []): Promise<PrecompileReport> {
  const root = ctx.root;
  const copies = new Map(markdown.map((task) => [task.page.source, task.page]));
  const tasks: PrecompileTask[] = [];
  let cached = 0;
  // The compile cache's folder is named by the pipeline's hash.
  const fingerprint = createHash('sha1').update(await ctx.compiler.dir());
  for (const file of files.filter((f) => f.endsWith('.mdx'))) {
    const prelude = await ctx.preludeFor(file);
    if (prelude === null) continue;
    // A cached page needs no worker: starting one costs seconds (it loads the whole pipeline).
    // Its Markdown copy, if missing, is made by the Markdown step from its own cache misses.
    const source = await readFile(file, 'utf8');
    fingerprint.update(`\0${file}\0${prelude}\0${source}`);
    if (await ctx.compiler.isCached(source, file, prelude)) cached++;
    else tasks.push({ file, prelude, markdown: copies.get(file), size: source.length });
  }
  // Named by the Markdown pipeline's hash: resolved once here, not in every worker.
  const markdownCache = await markdownCacheDir(root);
  // Older pipelines' cache folders go, beyond the few most recent; this build's stay.
  await pruneStaleCaches(compileCacheBase(root), [await ctx.compiler.dir(), markdownCache, await extractCacheDir(root), await highlightCacheDir(root)]);
  const report = { cached, fingerprint: fingerprint.digest('hex') };
  if (tasks.length === 0) return { ...report, compiled: 0 };
  const count = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(tasks.length / 20)));
  // Each worker asks for the next batch when it is done with the last (compileBatches says in which order).
  const batches = compileBatches(root, tasks);
  let next = 0;
  const results = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<string[]>((resolve, reject) => {
          const errors: string[] = [];
          const worker = startTsWorker(new URL('./precompile-worker.ts', import.meta.url), { root, markdownCache });
          worker.on('message', (msg: PrecompileMessage) => {
            if ('errors' in msg) errors.push(...msg.errors);
            worker.postMessage(batches[next++] ?? null);
          });
          worker.once('error', reject);
          worker.once('exit', (code) => (code === 0 ? resolve(errors) : reject(new Error(`a compile worker stopped (exit code ${code})`))));
        }),
    ),
  );
  const errors = results.flat();
  if (errors.length > 0) throw new Error(`${errors.length} page(s) failed to compile:\n  ${errors.join('\n  ')}`);
  return { ...report, compiled: tasks.length };
}
