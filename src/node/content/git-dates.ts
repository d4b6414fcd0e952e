import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';

const run = promisify(execFile);

/**
 * Last commit time of every file under `dirs`, from ONE `git log` call per build (not one per
 * file). Files git does not know yet get no date. Outside a git checkout the map is empty.
 */
export async function lastUpdatedDates(root: string, dirs: string[]): Promise<Map<string, string>> {
  const dates = new Map<string, string>();
  try {
    const { stdout } = await run('git', ['log', '--format=@%cI', '--name-only', '--no-renames', '--', ...dirs], {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    });
    let current = '';
    for (const line of stdout.split('\n')) {
      if (line.startsWith('@')) current = line.slice(1);
      else if (line && current && !dates.has(path.join(root, line))) dates.set(path.join(root, line), current);
    }
  } catch {
    // Not a git checkout (or git missing): pages simply show no "Last updated".
  }
  return dates;
}
