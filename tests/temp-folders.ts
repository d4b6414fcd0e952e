import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * For a test file that works in scratch folders: returns a function that makes a fresh folder
 * under the system's temporary folder (its name starting with `prefix`), and removes every
 * folder it made once the file's tests are done. Call it at the top of the file.
 */
export function tempFolders(): (prefix: string) => Promise<string> {
  const made: string[] = [];
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));
  return async (prefix) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
