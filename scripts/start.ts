/** `npm start`: builds when dist/ is missing or older than the sources, then serves it. */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { runBuild } from './build.ts';
import { serve } from './serve.ts';

const SOURCES = ['content', 'src', 'plugins', 'scripts', 'data', 'public', 'site.config.ts', 'index.html', 'vite.config.ts', 'package-lock.json'];

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

const root = process.cwd();
const built = await stat(path.join(root, 'dist/build-info.json')).catch(() => null);
const sourcesChanged = Math.max(...(await Promise.all(SOURCES.map((s) => newestMtime(path.join(root, s))))));
if (!built || built.mtimeMs < sourcesChanged) {
  console.log(built ? 'Sources changed since the last build; rebuilding.' : 'No build yet; building.');
  await runBuild(root);
}
await serve(root, Number(process.env.PORT ?? 4173));
