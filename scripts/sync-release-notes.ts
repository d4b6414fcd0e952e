/**
 * `npm run sync:release-notes`: captures every stable @ionic/core release and its publish date
 * from the npm registry into data/release-notes.json (committed; the build reads it offline).
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PACKAGE = '@ionic/core';

export interface ReleaseData {
  package: string;
  capturedAt: string;
  releases: Array<{ version: string; date: string }>;
}

const { stdout } = await run('npm', ['view', PACKAGE, 'time', '--json'], { maxBuffer: 64 * 1024 * 1024 });
const times = JSON.parse(stdout) as Record<string, string>;
const releases = Object.entries(times)
  .filter(([version]) => /^\d+\.\d+\.\d+$/.test(version) && Number(version.split('.')[0]) >= 4)
  .map(([version, date]) => ({ version, date: date.slice(0, 10) }))
  .sort((a, b) => b.date.localeCompare(a.date) || b.version.localeCompare(a.version, undefined, { numeric: true }));
const data: ReleaseData = { package: PACKAGE, capturedAt: new Date().toISOString().slice(0, 10), releases };
await writeFile(path.join(import.meta.dirname, '../data/release-notes.json'), JSON.stringify(data, null, 1) + '\n');
console.log(`Captured ${releases.length} releases of ${PACKAGE}`);
