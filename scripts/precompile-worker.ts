import { parentPort, workerData } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import { loadSiteConfig } from '../plugins/config/load-config.ts';
import { ContentContext } from '../plugins/content/context.ts';
import { referenceGenerators } from '../plugins/reference/generators.ts';

const { root, files } = workerData as { root: string; files: string[] };
const ctx = new ContentContext({ root, config: loadSiteConfig(), development: false, generators: referenceGenerators(root) });
const errors: string[] = [];
for (const file of files) {
  try {
    await ctx.compilePage(await readFile(file, 'utf8'), file);
  } catch (error) {
    errors.push((error as Error).message);
  }
}
parentPort?.postMessage({ errors });
