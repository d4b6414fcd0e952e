/**
 * Applies a set of file changes all together or not at all: folder copies and whole-file
 * writes are first staged beside their targets (same file system, so the final step is a
 * rename), then moved into place; if any step fails, what was already moved is put back and
 * the staged files are removed, so the tree is as it was before.
 */
import { cp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';

export interface FileChanges {
  /** Folders copied whole to a path that must not exist yet. */
  copies: Array<{ from: string; to: string }>;
  /** Files written whole (new or replaced). */
  writes: Array<{ file: string; text: string }>;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

export async function applyFileChanges(changes: FileChanges): Promise<void> {
  const tag = `.version-cut-${process.pid}`;
  const staged: string[] = [];
  const undo: Array<() => Promise<void>> = [];
  try {
    for (const { from, to } of changes.copies) {
      if (await exists(to)) throw new Error(`${to} exists already`);
      staged.push(to + tag);
      await cp(from, to + tag, { recursive: true, errorOnExist: true, force: false });
    }
    for (const { file, text } of changes.writes) {
      staged.push(file + tag);
      await writeFile(file + tag, text);
    }
    for (const { to } of changes.copies) {
      await rename(to + tag, to);
      undo.push(() => rm(to, { recursive: true, force: true }));
    }
    for (const { file } of changes.writes) {
      const original = await readFile(file).catch(() => null);
      await rename(file + tag, file);
      undo.push(() => (original === null ? rm(file, { force: true }) : writeFile(file, original)));
    }
  } catch (error) {
    for (const step of undo.reverse()) await step().catch(() => undefined);
    for (const file of staged) await rm(file, { recursive: true, force: true }).catch(() => undefined);
    throw error;
  }
}
