import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import pLimit from 'p-limit';

/**
 * File operations a build step keeps in flight. Awaiting each read or write before the next
 * left the demo and Markdown steps waiting on the disk most of the time (the demos: 2.2 s of
 * work in 5 s). libuv runs file system calls on 4 threads; a few more queued keep them busy
 * without opening thousands of files at once.
 */
export const FILES_IN_FLIGHT = 16;

/**
 * Writes each `[file, contents]`, creating folders first, several at a time. A file listed twice
 * gets its last contents, as writing them in turn would give, not whichever write ends last.
 */
export async function writeFiles(files: ReadonlyArray<readonly [string, string]>): Promise<void> {
  const byFile = new Map(files);
  const limit = pLimit(FILES_IN_FLIGHT);
  const folders = [...new Set([...byFile.keys()].map((file) => path.dirname(file)))];
  await Promise.all(folders.map((folder) => limit(() => mkdir(folder, { recursive: true }))));
  await Promise.all([...byFile].map(([file, contents]) => limit(() => writeFile(file, contents))));
}

let temporaryFiles = 0;

/**
 * Writes `file` (creating its folder) under a temporary name first, then renames it into place:
 * a cache entry is then either whole or absent, whether the build was stopped mid-write or
 * another worker or build reads it meanwhile. The temporary name is unique to this process,
 * thread and write, and ends in `.tmp`, which cache pruning recognises as a leftover.
 */
export async function writeFileAtomically(file: string, contents: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${threadId}-${temporaryFiles++}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}
