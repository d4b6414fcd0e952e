import os from 'node:os';
import path from 'node:path';
import { startTsWorker } from './ts-worker.ts';

/** `content/v7/theming/basics.mdx` and `.generated/v8/theming/basics.mdx` → `theming/basics.mdx`. */
function versionless(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).slice(2).join('/');
}

function shareOf(key: string, count: number): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(hash) % count;
}

/**
 * Compiles content pages on all cores into the disk cache before the Vite build, which then
 * only reads the cache (Vite runs plugin transforms on one thread). Errors name file and line.
 */
export async function precompilePages(root: string, files: string[]): Promise<void> {
  const mdx = files.filter((f) => f.endsWith('.mdx'));
  const count = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(mdx.length / 20)));
  // The same page of every version goes to the same worker, whose highlight cache then serves
  // the code samples the versions share.
  const shares: string[][] = Array.from({ length: count }, () => []);
  for (const file of mdx) shares[shareOf(versionless(root, file), count)].push(file);
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
