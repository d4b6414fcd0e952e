/**
 * A version's search index kept between builds, beside the extracted pages it is built from
 * (extract-cache.ts, in a folder named by the search code). An index is a function of the
 * version's name and its pages' inputs (URL, titles, keywords, extracted sections): when none
 * changed, as in a rebuild with no change or one that changed only another version, the index
 * is read back instead of built again (~0.5 s of MiniSearch per version). One entry per version
 * is kept.
 */
import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { cachedJson } from '../build/json-cache-entry.ts';

const FOLDER = 'indexes';

/** `build()`, or the index it gave last time for the same version and inputs. An unreadable entry is built again. */
export async function cachedIndex<T>(cacheDir: string, version: string, inputs: unknown, build: () => T): Promise<T> {
  const key = createHash('sha1').update(version).update('\0').update(JSON.stringify(inputs)).digest('hex');
  const folder = path.join(cacheDir, FOLDER);
  const prefix = `${encodeURIComponent(version)}-`;
  const file = path.join(folder, `${prefix}${key}.json`);
  const index = await cachedJson(file, build);
  if (index.made) {
    // The version's older indexes are never read again.
    const stale = (await readdir(folder)).filter((name) => name.startsWith(prefix) && name !== path.basename(file));
    await Promise.all(stale.map((name) => rm(path.join(folder, name), { force: true })));
  }
  return index.value;
}
