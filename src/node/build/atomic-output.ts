/**
 * Atomic build output. A build writes into a fresh staging folder inside the output folder
 * (`dist/staging-<pid>/` beside `dist/site`) and only a build that finished every step replaces
 * the live files, one rename per entry. A failed build leaves the previous site as it was, and
 * a server reading `dist/site` keeps answering while the new one is swapped in: each entry is
 * missing only between two renames on the same file system, not for the seconds a build takes.
 */
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

const STAGING_PREFIX = 'staging-';
const RETIRED_PREFIX = 'retired-';

/**
 * Swapped last: `build-info.json` marks a finished build (build-if-stale.ts reads its time), so
 * it must not appear before the site it describes; `site` goes just before it, after the files
 * that serve it (server bundle, hosting policy).
 */
const SWAP_LAST = ['site', 'build-info.json'];

export interface StagedOutput {
  /** The staging folder's name relative to the project root, to pass where an output name goes (`outDirs(root, name)`). */
  name: string;
  /** The staging folder's absolute path. */
  dir: string;
  /** Moves every entry of the staging folder over the live one and removes the old files. */
  commit(): Promise<void>;
  /** Removes the staging folder; the live output stays as it was. */
  discard(): Promise<void>;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Staging and retired folders left by builds that were killed (their process is gone). */
async function removeLeftovers(out: string): Promise<void> {
  for (const entry of await readdir(out).catch(() => [] as string[])) {
    const match = new RegExp(`^(?:${STAGING_PREFIX}|${RETIRED_PREFIX})(\\d+)$`).exec(entry);
    if (match && !alive(Number(match[1]))) await rm(path.join(out, entry), { recursive: true, force: true });
  }
}

/** Runs `build` against a fresh staging folder for `outName` (default `dist`) and commits it only if `build` resolves. */
export async function withAtomicOutput<T>(root: string, outName: string | undefined, build: (stagingName: string) => Promise<T>): Promise<T> {
  const staged = await stageOutput(root, outName);
  let result: T;
  try {
    result = await build(staged.name);
  } catch (error) {
    await staged.discard();
    throw error;
  }
  await staged.commit();
  return result;
}

export async function stageOutput(root: string, outName = 'dist'): Promise<StagedOutput> {
  const out = path.join(root, outName);
  await mkdir(out, { recursive: true });
  await removeLeftovers(out);
  const name = path.join(outName, `${STAGING_PREFIX}${process.pid}`);
  const dir = path.join(root, name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return {
    name,
    dir,
    discard: () => rm(dir, { recursive: true, force: true }),
    async commit() {
      const retired = path.join(out, `${RETIRED_PREFIX}${process.pid}`);
      await rm(retired, { recursive: true, force: true });
      await mkdir(retired);
      const entries = await readdir(dir);
      const order = [...entries.filter((e) => !SWAP_LAST.includes(e)), ...SWAP_LAST.filter((e) => entries.includes(e))];
      for (const entry of order) {
        const live = path.join(out, entry);
        // rename() cannot replace a non-empty folder, so the old entry moves aside first.
        const moved = await rename(live, path.join(retired, entry)).then(
          () => true,
          (error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error;
            return false;
          },
        );
        try {
          await rename(path.join(dir, entry), live);
        } catch (error) {
          // Put the old entry back rather than leave the live output without it.
          if (moved) await rename(path.join(retired, entry), live);
          throw error;
        }
      }
      await rm(dir, { recursive: true, force: true });
      await rm(retired, { recursive: true, force: true });
    },
  };
}
