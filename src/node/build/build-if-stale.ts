import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { runBuild, type BuildOptions } from './build.ts';

const SOURCES = ['content', 'src', 'scripts', 'data', 'public', 'site.config.ts', 'index.html', 'vite.config.ts', 'package-lock.json', 'e2e/fixtures'];

async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of (await readdir(target, { recursive: true })) as string[]) {
    const s = await stat(path.join(target, entry)).catch(() => null);
    if (s && s.mtimeMs > newest) newest = s.mtimeMs;
  }
  return newest;
}

/** Builds when the output folder (dist/ unless `options.outName`) is missing or older than any source file. */
export async function buildIfStale(root: string, options: BuildOptions = {}): Promise<void> {
  const out = options.outName ?? 'dist';
  const built = await stat(path.join(root, out, 'build-info.json')).catch(() => null);
  const newest = Math.max(...(await Promise.all(SOURCES.map((s) => newestMtime(path.join(root, s))))));
  if (built && built.mtimeMs >= newest) {
    console.log(`The build in ${out}/ is up to date.`);
    return;
  }
  console.log(built ? `Sources changed since the last build of ${out}/; rebuilding.` : `No build in ${out}/ yet; building.`);
  await runBuild(root, console.log, options);
}
