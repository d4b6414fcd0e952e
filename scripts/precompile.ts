import os from 'node:os';
import { startTsWorker } from './ts-worker.ts';

/**
 * Compiles content pages on all cores into the disk cache before the Vite build, which then
 * only reads the cache (Vite runs plugin transforms on one thread). Errors name file and line.
 */
export async function precompilePages(root: string, files: string[]): Promise<void> {
  const mdx = files.filter((f) => f.endsWith('.mdx'));
  const count = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(mdx.length / 20)));
  const shares = Array.from({ length: count }, (_, i) => mdx.filter((_f, j) => j % count === i));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<string[]>((resolve, reject) => {
          const worker = startTsWorker(new URL('./precompile-worker.ts', import.meta.url), { root, files: share });
          worker.once('message', (msg: { errors: string[] }) => resolve(msg.errors));
          worker.once('error', reject);
        }),
    ),
  );
  const errors = results.flat();
  if (errors.length > 0) throw new Error(`${errors.length} page(s) failed to compile:\n  ${errors.join('\n  ')}`);
}
