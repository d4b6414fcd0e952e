import os from 'node:os';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startTsWorker } from './ts-worker.ts';
import type { ContentContext } from '../content/context.ts';
import type { MarkdownPage } from '../markdown/page-markdown.ts';
import type { MarkdownTask } from '../markdown/markdown-files.ts';
import { markdownCacheDir } from '../markdown/markdown-cache.ts';
import { compileCacheBase } from '../content/compile-page.ts';
import { pruneStaleCaches } from '../content/prune-caches.ts';
import { extractCacheDir } from '../search/extract-cache.ts';

/** `content/v7/theming/basics.mdx` and `.generated/v8/theming/basics.mdx` → `theming/basics.mdx`. */
function versionless(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).slice(2).join('/');
}

function shareOf(key: string, count: number): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(hash) % count;
}

/** One page for a compile worker. */
export interface PrecompileTask {
  file: string;
  prelude: string;
  /** The page's Markdown copy, made from the same parse when the page compiles (not when cached). */
  markdown?: MarkdownPage;
}

/** How many pages compiled and how many the disk cache already held. */
export interface PrecompileReport {
  compiled: number;
  cached: number;
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
  for (const file of files.filter((f) => f.endsWith('.mdx'))) {
    const prelude = await ctx.preludeFor(file);
    if (prelude === null) continue;
    // A cached page needs no worker: starting one costs seconds (it loads the whole pipeline).
    // Its Markdown copy, if missing, is made by the Markdown step from its own cache misses.
    if (await ctx.compiler.isCached(await readFile(file, 'utf8'), file, prelude)) cached++;
    else tasks.push({ file, prelude, markdown: copies.get(file) });
  }
  // Named by the Markdown pipeline's hash: resolved once here, not in every worker.
  const markdownCache = await markdownCacheDir(root);
  // Older pipelines' cache folders go, beyond the few most recent; this build's stay.
  await pruneStaleCaches(compileCacheBase(root), [await ctx.compiler.dir(), markdownCache, await extractCacheDir(root)]);
  if (tasks.length === 0) return { compiled: 0, cached };
  const count = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(tasks.length / 20)));
  // The same page of every version goes to the same worker, whose highlight cache then serves
  // the code samples the versions share.
  const shares: PrecompileTask[][] = Array.from({ length: count }, () => []);
  for (const task of tasks) shares[shareOf(versionless(root, task.file), count)].push(task);
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<string[]>((resolve, reject) => {
          const worker = startTsWorker(new URL('./precompile-worker.ts', import.meta.url), { root, markdownCache, tasks: share });
          worker.once('message', (msg: { errors: string[] }) => resolve(msg.errors));
          worker.once('error', reject);
        }),
    ),
  );
  const errors = results.flat();
  if (errors.length > 0) throw new Error(`${errors.length} page(s) failed to compile:\n  ${errors.join('\n  ')}`);
  return { compiled: tasks.length, cached };
}
