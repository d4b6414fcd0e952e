import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { FILES_IN_FLIGHT } from './write-files.ts';

/**
 * Removes the files of a content-addressed cache folder (`<cacheDir>/<shard>/<file>`) that belong
 * to no entry this build used, and the temporary files a stopped build left (their names never
 * map to a used entry). `entryOf` names the entry a file belongs to (`x.br` and `x.gz` → `x`).
 * Only for caches of one output folder, which no other build is using meanwhile (each output
 * folder has its own; the bench's builds share DOCS_CACHE_DIR's, one build at a time).
 */
export async function pruneUnusedEntries(cacheDir: string, used: ReadonlySet<string>, entryOf: (file: string) => string = (file) => file): Promise<void> {
  const limit = pLimit(FILES_IN_FLIGHT);
  const shards = await readdir(cacheDir).catch(() => [] as string[]);
  const stale: string[] = [];
  for (const shard of shards) {
    for (const name of await readdir(path.join(cacheDir, shard)).catch(() => [] as string[])) {
      const file = path.join(cacheDir, shard, name);
      if (!used.has(entryOf(file))) stale.push(file);
    }
  }
  await Promise.all(stale.map((file) => limit(() => rm(file, { force: true }))));
}
