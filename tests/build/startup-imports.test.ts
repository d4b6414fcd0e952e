/**
 * Every build, test run and dev server starts by importing the build code. Packages that take
 * a large share of a second to load, and that a warm build never uses, are loaded on first use
 * instead: the TypeScript compiler (only a config error needs it), the MDX pipeline with Shiki
 * (only a page missing from the compile cache), satori and resvg (only a social card to draw).
 * Together they were 2.4 s of every build's start on this machine.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** The packages under node_modules whose modules a fresh Node process loads when it imports `entry`. */
function packagesLoadedBy(entry: string): string[] {
  const script = `await import(${JSON.stringify(path.join(root, entry))}); await new Promise((r) => setTimeout(r, 300));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--import', './tests/fixtures/record-imports.mjs', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  const line = out.split('\n').find((l) => l.startsWith('IMPORTS '));
  if (!line) throw new Error(`no IMPORTS line in:\n${out}`);
  const urls = JSON.parse(line.slice('IMPORTS '.length)) as string[];
  return [...new Set(urls.map((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? url))];
}

it('importing the build loads Vite but not the compiler, the MDX pipeline or the card renderer', { timeout: 60_000 }, () => {
  const loaded = packagesLoadedBy('src/node/build/build.ts');
  // The probe works: it sees what the build does need at once.
  expect(loaded).toContain('vite');
  for (const lazy of ['typescript', '@mdx-js/mdx', '@mdx-js/rollup', 'shiki', 'satori', '@resvg/resvg-js']) expect(loaded).not.toContain(lazy);
});
