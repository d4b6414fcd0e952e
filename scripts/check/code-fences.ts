import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { codeFences, type CodeFence } from '../../src/node/mdx/code-fences.ts';
import { locatePage } from '../../src/node/content/page-location.ts';
import { loadSiteConfig } from '../../src/node/config/load-config.ts';

export { codeFences, type CodeFence };

const root = path.resolve(import.meta.dirname, '../..');

/** A sample marked `legacy` shows an older API on purpose and is not checked. */
export function isLegacy(fence: CodeFence): boolean {
  return /(^|\s)legacy(\s|$)/.test(fence.meta);
}

/** The page version of a content file (`content/v7/…` → v7); outside the version folders, the current one. */
export function versionOfContentFile(file: string): string {
  currentVersion ??= loadSiteConfig().versions.current;
  return locatePage(path.resolve(file))?.version ?? currentVersion;
}

// Read once: the checkers ask for every sample of every page.
let currentVersion: string | undefined;

/** A problem a sample checker reports, at its line in the MDX file. */
export interface SampleProblem {
  file: string;
  line: number;
  message: string;
}

/** `content/v8/x.mdx:12  message`: how a problem is printed by the checkers and their tests. */
export function formatProblem(p: SampleProblem): string {
  return `${path.relative(root, p.file)}:${p.line}  ${p.message}`;
}

/** The command line of a sample checker: check the paths given (default: all content), print, fail on problems. */
export function runSampleCheck<S>(what: string, extract: (file: string, source: string) => S[], check: (samples: S[]) => SampleProblem[]): void {
  const targets = process.argv.slice(2);
  const samples = mdxSources(targets.length ? targets : undefined).flatMap(({ file, source }) => extract(file, source));
  const problems = check(samples);
  for (const p of problems) console.log(formatProblem(p));
  console.log(`${samples.length} ${what} checked, ${problems.length} problem(s).`);
  process.exit(problems.length ? 1 : 0);
}

/** The MDX files under the given paths (relative to the project root), with their sources. */
export function mdxSources(targets: string[] = ['content']): Array<{ file: string; source: string }> {
  return targets
    .flatMap((target) => {
      const abs = path.resolve(root, target);
      if (statSync(abs).isFile()) return [abs];
      return (readdirSync(abs, { recursive: true }) as string[]).filter((f) => f.endsWith('.mdx')).map((f) => path.join(abs, f));
    })
    .map((file) => ({ file, source: readFileSync(file, 'utf8') }));
}
