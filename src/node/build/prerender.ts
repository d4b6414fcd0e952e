import type { SiteMetadata } from '../../shared/site-metadata.ts';
import os from 'node:os';
import type { SiteConfig } from '../../shared/config-schema.ts';
import type { DocumentInput } from './html-document.ts';
import type { PageTemplate } from './deferred-scripts.ts';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { bundleWorker } from './bundle-worker.ts';
import { TwoEndedQueue } from './two-ended-queue.ts';

export interface PrerenderTask extends Omit<DocumentInput, 'html' | 'shell'> {
  /** The path handed to the renderer (the 404 page renders an unknown path). */
  renderPath: string;
  outFile: string;
}

export interface WorkerInit {
  serverEntry: string;
  template: PageTemplate;
  config: SiteConfig;
  siteDir: string;
  siteMetadata?: SiteMetadata;
  /** The stylesheets of each lazily loaded chunk, by source file (lazy-chunk-styles.ts). */
  lazyStyles: Record<string, string>;
}

type WorkerMessage = { ready: true } | { ok: true; path: string } | { ok: false; path: string; error: string };

/**
 * Renders every task on all cores: one worker thread per core pulls the next page when it is
 * done with the last, so a slow page does not hold up a fixed share. Half the workers pull from
 * the front of the list and half from the back (two-ended-queue.ts says why).
 */
export async function prerender(tasks: PrerenderTask[], init: WorkerInit, onProgress: (done: number, total: number) => void): Promise<void> {
  const count = Math.max(1, Math.min(os.availableParallelism(), tasks.length));
  const queue = new TwoEndedQueue(tasks);
  // Beside the SSR entry: a build artefact like it, and thrown away with it.
  const workerFile = await bundleWorker(new URL('./prerender-worker.ts', import.meta.url), path.join(path.dirname(init.serverEntry), 'prerender-worker.mjs'));
  let done = 0;
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: count }, (_, index) => {
      const worker = new Worker(workerFile, { workerData: init });
      return new Promise<void>((resolve, reject) => {
        const feed = () => {
          worker.postMessage(queue.take(index % 2 === 0 ? 'front' : 'back'));
        };
        worker.on('message', (msg: WorkerMessage) => {
          if ('ready' in msg) return feed();
          if (!msg.ok) failures.push(`${msg.path}: ${msg.error}`);
          onProgress(++done, tasks.length);
          feed();
        });
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Prerender worker exited with code ${code}`))));
      });
    }),
  );
  if (failures.length > 0) throw new Error(`Prerender failed for ${failures.length} page(s):\n${failures.join('\n')}`);
}
