import { copyFile, link, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { FILES_IN_FLIGHT } from './write-files.ts';

/** Files by path relative to their folder (with `/`), each with its size and modification time in ms. */
export type PlacedFiles = Record<string, [size: number, mtimeMs: number]>;

/**
 * Puts the files of folder `from` into folder `to` as hard links: one call a file and no bytes
 * copied (a cached bundle is ~700 files and 35 MB; copying one took 0.3 s). Where a link cannot
 * be made (another file system), the file is copied. A file already at its place in `to` fails
 * the call.
 *
 * A link shares its file with the other name, so a write in place through either changes both.
 * `expected` (what an earlier call returned for the same `from`) guards against that: only those
 * files are placed, and the call fails if any no longer has the size and modification time it
 * had. Without it, every file of `from` is placed, and the result records them, for that check.
 * Either way it settles every file before it resolves or fails.
 */
export async function placeFiles(from: string, to: string, expected?: PlacedFiles): Promise<PlacedFiles> {
  const files = expected
    ? Object.keys(expected)
    : (await readdir(from, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(from, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const limit = pLimit(FILES_IN_FLIGHT);
  const folders = [...new Set(files.map((file) => path.dirname(path.join(to, file))))];
  await Promise.all(folders.map((folder) => limit(() => mkdir(folder, { recursive: true }))));
  const placed: PlacedFiles = {};
  // Settled, not raced: a caller that cleans up after a failure must find no call still writing.
  const results = await Promise.allSettled(
    files.map((file) =>
      limit(async () => {
        const source = path.join(from, file);
        const target = path.join(to, file);
        const want = expected?.[file];
        if (want && !(await unchanged(source, want))) throw new Error(`${source} changed after it was placed`);
        await link(source, target).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'EXDEV' || error.code === 'EPERM' || error.code === 'EMLINK') return copyFile(source, target);
          throw error;
        });
        if (!expected) {
          const { size, mtimeMs } = await stat(source);
          placed[file] = [size, mtimeMs];
        }
      }),
    ),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return placed;
}

async function unchanged(file: string, [size, mtimeMs]: [number, number]): Promise<boolean> {
  const now = await stat(file).catch(() => null);
  return now?.size === size && now.mtimeMs === mtimeMs;
}

/** The files of `expected` (placeFiles' record of folder `dir`) that are missing or no longer have the size and modification time recorded. */
export async function changedFiles(dir: string, expected: PlacedFiles): Promise<string[]> {
  const limit = pLimit(FILES_IN_FLIGHT);
  const checks = await Promise.all(
    Object.entries(expected).map(([file, want]) => limit(async () => ((await unchanged(path.join(dir, file), want)) ? null : file))),
  );
  return checks.filter((file): file is string => file !== null);
}
