import { parentPort, workerData } from 'node:worker_threads';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pageMarkdown } from '../plugins/markdown/page-markdown.ts';
import { dataModule } from '../plugins/hash-router/classic-loader.ts';
import type { MarkdownTask, MarkdownResult } from './markdown-files.ts';

// Renders and writes one share of the Markdown copies; the main thread writes llms*.txt from the results.
const { root, docsDir, classic, tasks, cacheDir } = workerData as { root: string; docsDir: string; classic: boolean; tasks: MarkdownTask[]; cacheDir: string };

/** A page's copy from the disk cache (keyed by the pipeline, the page's facts and its source), or rendered and stored. */
async function cachedMarkdown(task: MarkdownTask): Promise<{ markdown: string; warnings: string[] }> {
  const source = await readFile(task.page.source, 'utf8');
  const key = createHash('sha1').update(JSON.stringify(task.page)).update('\0').update(source).digest('hex');
  const file = path.join(cacheDir, key.slice(0, 2), `${key}.json`);
  const hit = await readFile(file, 'utf8').catch(() => null);
  if (hit !== null) return JSON.parse(hit) as { markdown: string; warnings: string[] };
  const result = await pageMarkdown(root, task.page);
  await mkdir(path.dirname(file), { recursive: true });
  // Write then rename: another worker never reads a half-written entry.
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(tmp, JSON.stringify(result));
  await rename(tmp, file);
  return result;
}
const results: MarkdownResult[] = [];
const errors: string[] = [];
for (const task of tasks) {
  try {
    const { markdown, warnings } = await cachedMarkdown(task);
    const file = path.join(docsDir, task.file);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, markdown);
    if (classic) await writeFile(`${file}.js`, dataModule(`${task.file}.js`, markdown));
    results.push({ route: task.route, markdown, warnings });
  } catch (error) {
    errors.push((error as Error).message);
  }
}
parentPort?.postMessage({ results, errors });
