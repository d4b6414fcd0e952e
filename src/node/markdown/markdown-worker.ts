import { parentPort, workerData } from 'node:worker_threads';
import { pageMarkdown } from './page-markdown.ts';
import type { MarkdownTask, MarkdownResult } from './markdown-files.ts';

// Renders one share of the Markdown copies that the disk cache did not have; the main thread writes them.
const { root, tasks } = workerData as { root: string; tasks: MarkdownTask[] };
const results: MarkdownResult[] = [];
const errors: string[] = [];
for (const task of tasks) {
  try {
    results.push({ route: task.route, ...(await pageMarkdown(root, task.page)) });
  } catch (error) {
    errors.push((error as Error).message);
  }
}
parentPort?.postMessage({ results, errors });
