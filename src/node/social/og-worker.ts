import { parentPort, workerData } from 'node:worker_threads';
import { writeFileAtomically } from '../build/write-files.ts';
import { loadCardFonts, renderCard } from './og-card.ts';
import type { DrawTask } from './og-images.ts';

/** Draws its share of cards into the cache, then reports the failures (title: error). */
const tasks = workerData as DrawTask[];
const fonts = await loadCardFonts();
const errors: string[] = [];
for (const task of tasks) {
  try {
    const png = await renderCard(task.card, fonts);
    // A build stopped mid-write leaves no broken card.
    await writeFileAtomically(task.cacheFile, png);
  } catch (error) {
    errors.push(`"${task.card.title}" (${task.card.version}): ${(error as Error).message}`);
  }
}
parentPort?.postMessage({ errors });
