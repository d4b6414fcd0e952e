import { readFile } from 'node:fs/promises';
import { writeFileAtomically } from './write-files.ts';

/**
 * The value kept as JSON in `file`, or, when the file is missing or unreadable, `make()`'s,
 * written there whole (writeFileAtomically) for the next build. `made` says which it was.
 */
export async function cachedJson<T>(file: string, make: () => T): Promise<{ value: T; made: boolean }> {
  const hit = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as T)
    .catch(() => null);
  if (hit !== null) return { value: hit, made: false };
  const value = make();
  await writeFileAtomically(file, JSON.stringify(value));
  return { value, made: true };
}
