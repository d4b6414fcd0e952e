/**
 * Where scanInlineContent (inline-hashes.ts) keeps each file's findings between builds: one JSON
 * file of findings by file hash, holding one site's worth, rewritten by every build.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomically } from '../build/write-files.ts';

/**
 * What one file holds, as the scan cache keeps it: hash sources rather than the texts (a page's
 * inline scripts are kilobytes, repeated on every page), the `style` attribute values, and the
 * first tag no hash can allow. A script file has only `styles`.
 */
export interface FileFindings {
  scripts: string[];
  styles: string[];
  attributes: string[];
  forbidden?: string;
}

/** The scanner and this file (the findings' format): a change to either must not reuse old findings. */
const SHAPING_FILES = [new URL('./inline-hashes.ts', import.meta.url), new URL(import.meta.url)];

/** The cache file in `dir`, named by the files that shape its findings, so a change to them starts afresh. */
export async function scanCacheFile(dir: string): Promise<string> {
  const hash = createHash('sha1');
  for (const file of SHAPING_FILES) hash.update(await readFile(file));
  return path.join(dir, `scan-${hash.digest('hex').slice(0, 16)}.json`);
}

/** The findings an earlier build kept, by key; none when there is no file or it cannot be read. */
export async function readScanCache(file: string | undefined): Promise<Map<string, FileFindings>> {
  if (!file) return new Map();
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, FileFindings>));
  } catch {
    return new Map();
  }
}

/**
 * This build's findings in place of the last build's, and the files of older scanner versions
 * removed. A cache that cannot be written costs the next build time, never this one.
 */
export async function writeScanCache(file: string, findings: Map<string, FileFindings>): Promise<void> {
  try {
    await writeFileAtomically(file, JSON.stringify(Object.fromEntries(findings)));
    const dir = path.dirname(file);
    const others = (await readdir(dir)).filter((name) => name.startsWith('scan-') && name !== path.basename(file));
    await Promise.all(others.map((name) => rm(path.join(dir, name), { force: true })));
  } catch (error) {
    console.warn(`CSP scan not cached: ${(error as Error).message}`);
  }
}
