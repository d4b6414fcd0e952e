import { parentPort, workerData } from 'node:worker_threads';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderDocument } from './html-document.ts';
import type { PrerenderTask, WorkerInit } from './prerender.ts';
import type { PageModule } from '../../shared/page-module.ts';

interface ServerEntry {
  render(path: string): Promise<{ html: string; page: PageModule | null }>;
}

const init = workerData as WorkerInit;
const server = (await import(pathToFileURL(init.serverEntry).href)) as ServerEntry;

/** Renders the tasks it is sent, one message per finished page (or error). */
parentPort?.on('message', async (task: PrerenderTask | null) => {
  if (task === null) {
    process.exit(0);
  }
  try {
    const { html, page } = await server.render(task.renderPath);
    const shell = page ? { route: page.route, toc: page.toc } : undefined;
    const doc = renderDocument(init.template, init.config, { ...task, html, shell, siteMetadata: init.siteMetadata });
    const file = path.join(init.siteDir, task.outFile);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, doc);
    parentPort?.postMessage({ ok: true, path: task.path });
  } catch (error) {
    parentPort?.postMessage({ ok: false, path: task.path, error: (error as Error).stack ?? String(error) });
  }
});
parentPort?.postMessage({ ready: true });
