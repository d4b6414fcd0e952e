import { parentPort, workerData } from 'node:worker_threads';
import { writeFileAtomically } from '../build/write-files.ts';
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
    // A build stopped mid-write leaves no broken card.
    await writeFileAtomically(task.cacheFile, png);
  } catch (error) {
    errors.push(`"${task.card.title}" (${task.card.version}): ${(error as Error).message}`);
  }
}
const used = process.cpuUsage(cpu);
parentPort?.postMessage({ errors, cpuMs: (used.user + used.system) / 1000 });
