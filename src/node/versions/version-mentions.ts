/**
 * Code that names a version in a string literal (`'v8'`): the cut cannot tell whether such a
 * place means "the current version" (and should now say the new one) or exactly that version,
 * so it lists them for a person to decide. Comment lines are skipped.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

const CODE_DIRS = ['src', 'scripts'];

/** `file:line` of every code line under src/ and scripts/ of `root` with `'<version>'` or `"<version>"` in it. */
export async function versionMentions(root: string, version: string): Promise<string[]> {
  const quoted = new RegExp(`(['"])${version}\\1`);
  const found: string[] = [];
  for (const dir of CODE_DIRS) {
    const files = ((await readdir(path.join(root, dir), { recursive: true }).catch(() => [])) as string[]).filter((f) => /\.tsx?$/.test(f)).sort();
    for (const rel of files) {
      const lines = (await readFile(path.join(root, dir, rel), 'utf8')).split('\n');
      lines.forEach((line, i) => {
        if (quoted.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line)) found.push(`${path.posix.join(dir, rel.split(path.sep).join('/'))}:${i + 1}`);
      });
    }
  }
  return found;
}
