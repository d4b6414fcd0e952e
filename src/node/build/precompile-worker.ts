import { parentPort, workerData } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import { PageCompiler } from '../content/compile-page.ts';
import type { PrecompileTask } from './precompile.ts';

// The main process already scanned the content: a worker only compiles (no rescan, no git log).
const { root, tasks } = workerData as { root: string; tasks: PrecompileTask[] };
const compiler = new PageCompiler(root, false);
const errors: string[] = [];
for (const task of tasks) {
  try {
    await compiler.compile(await readFile(task.file, 'utf8'), task.file, task.prelude);
  } catch (error) {
    errors.push((error as Error).message);
  }
}
parentPort?.postMessage({ errors });
