import type { SiteMetadata } from '../../shared/site-metadata.ts';
import os from 'node:os';
import type { SiteConfig } from '../../shared/config-schema.ts';
import type { DocumentInput } from './html-document.ts';
import type { PageTemplate } from './deferred-scripts.ts';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { bundleWorker } from './bundle-worker.ts';
import { TwoEndedQueue } from './two-ended-queue.ts';
import { PrerenderCache, restoreCached } from './prerender-cache.ts';

export interface PrerenderTask extends Omit<DocumentInput, 'html' | 'shell'> {
  /** The path handed to the renderer (the 404 page renders an unknown path). */
  renderPath: string;
  outFile: string;
  /** The page's source file relative to the root, as the server manifest names it (absent on not-found pages): for the prerender cache. */
  source?: string;
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

/** Where the prerender keeps documents between builds, and the installed packages' fingerprint (prerender-cache.ts). */
export interface PrerenderCacheOptions {
  dir: string;
  packages: string;
}

/**
 * Renders every task on all cores: one worker thread per core pulls the next page when it is
 * done with the last, so a slow page does not hold up a fixed share. Half the workers pull from
 * the front of the list and half from the back (two-ended-queue.ts says why). With a cache, a
 * page whose inputs are unchanged since it was last rendered is copied from it instead.
 * Resolves to how many pages were rendered (the rest came from the cache) and, with a cache, a
 * fingerprint of every document: the hash of their cache keys, which name each document's
 * inputs (null when a page has none, as one the server manifest does not name).
 */
export async function prerender(
  tasks: PrerenderTask[],
  init: WorkerInit,
  onProgress: (done: number, total: number) => void,
  cacheOptions?: PrerenderCacheOptions,
): Promise<{ rendered: number; fingerprint: string | null }> {
  // Beside the SSR entry: a build artefact like it, and thrown away with it.
  const workerFile = await bundleWorker(new URL('./prerender-worker.ts', import.meta.url), path.join(path.dirname(init.serverEntry), 'prerender-worker.mjs'));
  // Every setting but where the files are goes into the keys, so a setting added later is too.
  const { serverEntry: _entry, siteDir: _site, ...settings } = init;
  const cache = cacheOptions
    ? await PrerenderCache.open(cacheOptions.dir, { serverDir: path.dirname(init.serverEntry), settings, packages: cacheOptions.packages })
    : undefined;
  const pending = cache ? await restoreCached(cache, tasks, init.siteDir) : tasks.map((task) => ({ task, key: null }));
  let done = tasks.length - pending.length;
  if (done > 0) onProgress(done, tasks.length);
  const pendingByPath = new Map(pending.map((p) => [p.task.path, p]));
  const stored: Array<Promise<void>> = [];
  const count = Math.max(1, Math.min(os.availableParallelism(), pending.length));
  const queue = new TwoEndedQueue(pending.map((p) => p.task));
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: pending.length === 0 ? 0 : count }, (_, index) => {
      const worker = new Worker(workerFile, { workerData: init });
      return new Promise<void>((resolve, reject) => {
        const feed = () => {
          worker.postMessage(queue.take(index % 2 === 0 ? 'front' : 'back'));
        };
        worker.on('message', (msg: WorkerMessage) => {
          if ('ready' in msg) return feed();
          if (!msg.ok) failures.push(`${msg.path}: ${msg.error}`);
          else {
            const rendered = pendingByPath.get(msg.path);
            // A cache that cannot be written costs the next build time, never this build.
            if (cache && rendered?.key) stored.push(cache.store(rendered.key, path.join(init.siteDir, rendered.task.outFile)).catch(() => undefined));
          }
          onProgress(++done, tasks.length);
          feed();
        });
        worker.on('error', reject);
        worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Prerender worker exited with code ${code}`))));
      });
    }),
  );
  await Promise.all(stored);
  if (failures.length > 0) throw new Error(`Prerender failed for ${failures.length} page(s):\n${failures.join('\n')}`);
  await cache?.prune();
  return { rendered: pending.length, fingerprint: cache ? cache.fingerprint(tasks) : null };
}
