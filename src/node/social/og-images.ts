import { access, copyFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTsWorker } from '../build/ts-worker.ts';
import { buildCacheDir } from '../content/cache-folders.ts';
import { cardKey, type CardText } from './card-text.ts';

/** A card to place in the build: what it shows and where it goes (relative to the docs folder). */
export interface CardJob {
  card: CardText;
  file: string;
}

export interface DrawTask {
  card: CardText;
  cacheFile: string;
}

/**
 * Where drawn cards are kept between builds, named by content hash. DOCS_CACHE_DIR (the bench's
 * cold builds) moves it along with the MDX cache.
 */
export function cardCacheDir(root: string): string {
  return buildCacheDir(root, 'og');
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** What drawCards did, for placeCards's log line. */
export interface DrawReport {
  drawn: number;
  ms: number;
  /**
   * The process's CPU time while drawing (the build does nothing else meanwhile): what drawing
   * costs on an idle machine, where wall time depends on what else runs. Each worker measuring
   * its own use summed the whole process's, every thread's, once per worker.
   */
  cpuMs: number;
}

/**
 * Draws the cards the cache lacks, on all cores, into the cache. The build does this before its
 * Vite builds: the bundler leaves the process ~600 MB larger for the rest of the build, and the
 * drawing workers would come on top of that.
 */
export async function drawCards(root: string, jobs: CardJob[]): Promise<DrawReport> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const cacheDir = cardCacheDir(root);
  await mkdir(cacheDir, { recursive: true });
  const missing = new Map<string, DrawTask>();
  for (const job of jobs) {
    const cacheFile = path.join(cacheDir, `${cardKey(job.card)}.png`);
    if (!missing.has(cacheFile) && !(await exists(cacheFile))) missing.set(cacheFile, { card: job.card, cacheFile });
  }
  const tasks = [...missing.values()];
  const count = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(tasks.length / 10)));
  const shares: DrawTask[][] = Array.from({ length: count }, (_, i) => tasks.filter((_, j) => j % count === i));
  const results = await Promise.all(
    shares
      .filter((share) => share.length > 0)
      .map(
        (share) =>
          new Promise<{ errors: string[] }>((resolve, reject) => {
            const worker = startTsWorker(new URL('./og-worker.ts', import.meta.url), share);
            worker.once('message', (msg: { errors: string[] }) => resolve(msg));
            worker.once('error', reject);
          }),
      ),
  );
  const errors = results.flatMap((r) => r.errors);
  if (errors.length > 0) throw new Error(`${errors.length} social card(s) failed to draw:\n  ${errors.join('\n  ')}`);
  const used = process.cpuUsage(cpu);
  return { drawn: tasks.length, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

/** Copies every card (drawn by drawCards) from the cache into the build. Returns a log line. */
export async function placeCards(root: string, docsDir: string, jobs: CardJob[], report: DrawReport): Promise<string> {
  const started = performance.now();
  const cacheDir = cardCacheDir(root);
  for (const job of jobs) {
    const target = path.join(docsDir, job.file);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(cacheDir, `${cardKey(job.card)}.png`), target);
  }
  const ms = report.ms + performance.now() - started;
  return `social cards   ${(ms / 1000).toFixed(1)} s: ${jobs.length} cards, ${report.drawn} drawn (${(report.ms / 1000).toFixed(1)} s, ${(report.cpuMs / 1000).toFixed(1)} s CPU), ${jobs.length - report.drawn} from the cache`;
}
