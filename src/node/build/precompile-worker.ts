import { parentPort, workerData } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import { PageCompiler } from '../content/compile-page.ts';
import type { PrecompileTask } from './precompile.ts';
import { requestMarkdownCopy, takeMarkdownCopy } from '../markdown/remark-markdown-copy.ts';
import { markdownCacheFile, writeCachedMarkdown } from '../markdown/markdown-cache.ts';

// The main process already scanned the content: a worker only compiles (no rescan, no git log).
const { root, markdownCache, tasks } = workerData as { root: string; markdownCache: string; tasks: PrecompileTask[] };
const compiler = new PageCompiler(root, false);
const errors: string[] = [];
for (const task of tasks) {
  try {
    if (task.markdown) requestMarkdownCopy(root, task.markdown);
    await compiler.compile(await readFile(task.file, 'utf8'), task.file, task.prelude);
    // Only a compile that ran gives a copy: a warm build names no cache entries here.
    const copy = takeMarkdownCopy(task.file);
    if (task.markdown && copy) await writeCachedMarkdown(await markdownCacheFile(markdownCache, task.markdown), copy);
  } catch (error) {
    errors.push((error as Error).message);
  }
}
parentPort?.postMessage({ errors });
