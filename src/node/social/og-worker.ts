import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { loadCardFonts, renderCard } from './og-card.ts';
import type { DrawTask } from './og-images.ts';

/** Draws its share of cards into the cache, then reports the failures (title: error). */
const tasks = workerData as DrawTask[];
const fonts = await loadCardFonts();
const errors: string[] = [];
const cpu = process.cpuUsage();
for (const task of tasks) {
  try {
    const png = await renderCard(task.card, fonts);
    await mkdir(path.dirname(task.cacheFile), { recursive: true });
    // Written under a temporary name first: a build stopped mid-write leaves no broken card.
    const temp = `${task.cacheFile}.${threadId}.tmp`;
    await writeFile(temp, png);
    await rename(temp, task.cacheFile);
  } catch (error) {
    errors.push(`"${task.card.title}" (${task.card.version}): ${(error as Error).message}`);
  }
}
const used = process.cpuUsage(cpu);
parentPort?.postMessage({ errors, cpuMs: (used.user + used.system) / 1000 });
