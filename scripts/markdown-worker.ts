import { parentPort, workerData } from 'node:worker_threads';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pageMarkdown } from '../plugins/markdown/page-markdown.ts';
import { dataModule } from '../plugins/hash-router/classic-loader.ts';
import type { MarkdownTask, MarkdownResult } from './markdown-files.ts';

// Renders and writes one share of the Markdown copies; the main thread writes llms*.txt from the results.
const { root, docsDir, classic, tasks } = workerData as { root: string; docsDir: string; classic: boolean; tasks: MarkdownTask[] };
const results: MarkdownResult[] = [];
const errors: string[] = [];
for (const task of tasks) {
  try {
    const { markdown, warnings } = await pageMarkdown(root, task.page);
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
