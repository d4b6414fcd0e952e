import { parentPort, workerData } from 'node:worker_threads';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderDocument } from './html-document.ts';
import { stylesOfSource } from './lazy-chunk-styles.ts';
import type { PrerenderTask, WorkerInit } from './prerender.ts';
import type { PageModule } from '../../shared/page-module.ts';

interface ServerEntry {
  render(path: string): Promise<{ html: string; page: PageModule | null; lazyComponents: string[] }>;
}

/** The head elements with the stylesheets of the lazily loaded components a page rendered. */
function componentStyles(lazyComponents: string[]): string[] {
  return lazyComponents.map((source) => {
    const styles = stylesOfSource(init.lazyStyles, source);
    if (styles === undefined)
      throw new Error(`${source} rendered as a lazily loaded component, but the client build has no chunk of that name (mdx-components.tsx names it)`);
    return styles;
  });
}

const init = workerData as WorkerInit;
const server = (await import(pathToFileURL(init.serverEntry).href)) as ServerEntry;

/** Renders the tasks it is sent, one message per finished page (or error). */
parentPort?.on('message', async (task: PrerenderTask | null) => {
  if (task === null) {
    process.exit(0);
  }
  try {
    const { html, page, lazyComponents } = await server.render(task.renderPath);
    const shell = page ? { route: page.route, toc: page.toc } : undefined;
    const styles = componentStyles(lazyComponents);
    const doc = renderDocument(init.template, init.config, { ...task, html, shell, styles, siteMetadata: init.siteMetadata });
    const file = path.join(init.siteDir, task.outFile);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, doc);
    parentPort?.postMessage({ ok: true, path: task.path });
  } catch (error) {
    parentPort?.postMessage({ ok: false, path: task.path, error: (error as Error).stack ?? String(error) });
  }
});
parentPort?.postMessage({ ready: true });
