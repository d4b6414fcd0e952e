import { parentPort, workerData } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import { PageCompiler } from '../content/compile-page.ts';
import type { PrecompileMessage, PrecompileTask } from './precompile.ts';
import { requestMarkdownCopy, takeMarkdownCopy } from '../markdown/remark-markdown-copy.ts';
import { markdownCacheFile, writeCachedMarkdown } from '../markdown/markdown-cache.ts';
import { saveHighlights } from '../mdx/highlight-cache.ts';

// The main process already scanned the content: a worker only compiles (no rescan, no git log).
const { root, markdownCache } = workerData as { root: string; markdownCache: string };
const compiler = new PageCompiler(root, false);
const port = parentPort;
if (!port) throw new Error('precompile-worker.ts runs as a worker thread');

async function compileBatch(tasks: PrecompileTask[]): Promise<string[]> {
  const errors: string[] = [];
  for (const task of tasks) {
    try {
      if (task.markdown) requestMarkdownCopy(root, task.markdown);
      await compiler.compileOnce(await readFile(task.file, 'utf8'), task.file, task.prelude);
      // Only a compile that ran gives a copy: a warm build names no cache entries here.
      const copy = takeMarkdownCopy(task.file);
      if (task.markdown && copy) await writeCachedMarkdown(await markdownCacheFile(markdownCache, task.markdown), copy);
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  return errors;
}

// Batches arrive one at a time (precompile.ts hands the next to whichever worker asks); null ends the work.
port.on('message', (tasks: PrecompileTask[] | null) => {
  // The highlighted blocks go to disk once, at the end (highlight-cache.ts says why); a cache
  // that cannot be written costs the next build time, not this build.
  if (tasks === null)
    return void saveHighlights()
      .catch((error: Error) => console.warn(`highlighted code not cached: ${error.message}`))
      .finally(() => port.close());
  void compileBatch(tasks).then((errors) => port.postMessage({ errors } satisfies PrecompileMessage));
});
port.postMessage({ ready: true } satisfies PrecompileMessage);
