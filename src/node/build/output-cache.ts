/**
 * Build steps' outputs kept between builds: the client and SSR bundles, the demo files, the
 * Markdown copies and the search indexes. Vite keeps nothing on disk between production builds,
 * and the other steps write ~4,000 files; a rebuild with nothing changed spent 3.5 s of its 9 s
 * bundling the same modules again and 1.5 s writing the same files. A step's output is reused
 * only when everything it is made of is byte-identical to what the kept one was made of:
 * - the caller's inputs hash (site-inputs.ts; for the indexes, with the pages' fingerprint);
 * - every other file the step read, as it reported them (a bundle's module graph outside the
 *   hashed folders: bundle-reads.ts), hashed again here.
 *
 * A step makes its output into a folder of the cache, which becomes the entry (renamed: an entry
 * is whole or absent), and the files are placed where they belong as hard links (place-files.ts).
 * No later build step may write in place into a placed file: it would change the entry too. The
 * entry records each file's size and time, a changed entry is refused (the step runs again), and
 * `e2e/output-cache.spec.ts` checks that the build left every entry as it kept it. An entry that
 * cannot be written or read costs the step's time, never the build.
 */
import { mkdir, readFile, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { buildCacheDir, filesHash } from '../content/cache-folders.ts';
import { changedFiles, placeFiles, type PlacedFiles } from './place-files.ts';
import { FILES_IN_FLIGHT } from './write-files.ts';

/** Raised when the entry format changes, so no old entry is read. */
const FORMAT = 'output-2';
const RECORD = 'record.json';
const OUT = 'out';

/** What an entry records beside its files. */
interface EntryRecord {
  format: string;
  /** The inputs hash the output was made from. */
  inputs: string;
  /** Other files the step read, relative to the project root, and their filesHash. */
  read: string[];
  readHash: string;
  /** The output's files (placeFiles). */
  files: PlacedFiles;
  /** What the step resolved to (its report). */
  result: unknown;
}

/** The cache's name among the build's caches (buildCacheDir). */
export const OUTPUT_CACHE = 'outputs';

/** Where a build's step outputs are kept, beside the output folder's other caches (`outParent`: the folder holding `dist/`). */
export function outputCacheDir(outParent: string): string {
  return buildCacheDir(outParent, OUTPUT_CACHE);
}

export interface CachedOutput<R> {
  /** The project root (the files a step reports it read are relative to it). */
  root: string;
  /** The cache folder (outputCacheDir). */
  cacheDir: string;
  /** The entry's name: the step and the output folder (`client-dist`). */
  name: string;
  /** The hash of what the output is made of (siteInputsHash, or more). */
  inputs: string;
  /** Where the output's files go; it may hold other steps' files too. */
  outDir: string;
  /** Makes the output into `dir` (laid out as `outDir`) and resolves to the step's report (kept as JSON) and any files it read, relative to `root`, that `inputs` does not cover. */
  make(dir: string): Promise<{ result: R; read?: string[] }>;
  /** Told when an entry cannot be written or is refused (the build goes on). */
  warn(message: string): void;
}

/** The step's report, from its entry (`reused`) when nothing its output is made of changed, else from running it. */
export async function cachedOutput<R>(options: CachedOutput<R>): Promise<{ result: R; reused: boolean }> {
  const entry = path.join(options.cacheDir, options.name);
  const record = await reusableRecord(entry, options);
  if (record) {
    const placed = await placeFiles(path.join(entry, OUT), options.outDir, record.files).then(
      () => true,
      async (error: Error) => {
        options.warn(`${options.name} output not reused: ${error.message}`);
        await removeFiles(options.outDir, Object.keys(record.files));
        return false;
      },
    );
    if (placed) return { result: record.result as R, reused: true };
  }
  const work = `${entry}.${process.pid}.tmp`;
  const workOut = path.join(work, OUT);
  const ready = await rm(work, { recursive: true, force: true })
    .then(() => mkdir(workOut, { recursive: true }))
    .then(
      () => true,
      (error: Error) => (options.warn(`${options.name} output not cached: ${error.message}`), false),
    );
  if (!ready) return { result: (await options.make(options.outDir)).result, reused: false };
  try {
    const made = await options.make(workOut);
    const files = await placeFiles(workOut, options.outDir);
    const read = made.read ?? [];
    await keep(entry, work, { format: FORMAT, inputs: options.inputs, read, readHash: await filesHash(options.root, read), files, result: made.result }).catch(
      (error: Error) => options.warn(`${options.name} output not cached: ${error.message}`),
    );
    return { result: made.result, reused: false };
  } finally {
    // Left only when keeping failed; the placed links in outDir stay valid without it.
    await rm(work, { recursive: true, force: true });
  }
}

async function keep(entry: string, work: string, record: EntryRecord): Promise<void> {
  await writeFile(path.join(work, RECORD), JSON.stringify(record));
  await rm(entry, { recursive: true, force: true });
  await rename(work, entry);
  // Work folders of builds that were stopped: one build uses an output folder's cache at a time.
  const prefix = `${path.basename(entry)}.`;
  const left = (await readdir(path.dirname(entry))).filter((name) => name.startsWith(prefix) && name.endsWith('.tmp'));
  await Promise.all(left.map((name) => rm(path.join(path.dirname(entry), name), { recursive: true, force: true })));
}

async function reusableRecord(entry: string, options: CachedOutput<unknown>): Promise<EntryRecord | null> {
  const record = await readFile(path.join(entry, RECORD), 'utf8')
    .then((text) => JSON.parse(text) as EntryRecord)
    .catch(() => null);
  if (record?.format !== FORMAT || record.inputs !== options.inputs) return null;
  return (await filesHash(options.root, record.read)) === record.readHash ? record : null;
}

/** Removes what a refused entry had placed already, so the step writes into the folder as if nothing had been. */
async function removeFiles(dir: string, files: string[]): Promise<void> {
  const limit = pLimit(FILES_IN_FLIGHT);
  await Promise.all(files.map((file) => limit(() => unlink(path.join(dir, file)).catch(() => undefined))));
}

/**
 * The kept outputs and, for each, its files that changed after it was kept: none unless a build
 * step writes in place into a placed file, which would make every later build run the step again.
 */
export async function changedEntries(cacheDir: string): Promise<Array<{ name: string; changed: string[] }>> {
  const names = (await readdir(cacheDir).catch(() => [] as string[])).filter((name) => !name.endsWith('.tmp'));
  return Promise.all(
    names.map(async (name) => {
      const record = JSON.parse(await readFile(path.join(cacheDir, name, RECORD), 'utf8')) as EntryRecord;
      return { name, changed: await changedFiles(path.join(cacheDir, name, OUT), record.files) };
    }),
  );
}
