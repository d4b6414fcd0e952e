import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageCompiler } from '../../src/node/content/compile-page.ts';

const root = path.resolve(import.meta.dirname, '../..');
const file = path.join(root, 'content/v8/fixture-cache.mdx');
const prelude = 'export const route = {};';
const source = '---\ntitle: T\ndescription: D\n---\n\nSome text.\n';

/** The one compiled-page entry (a `.js` file) under the cache folder. */
async function onlyEntry(dir: string): Promise<string> {
  const files = ((await readdir(dir, { recursive: true })) as string[]).filter((f) => f.endsWith('.js'));
  expect(files).toHaveLength(1);
  return path.join(dir, files[0] as string);
}

describe('the MDX disk cache', () => {
  let cacheDir: string;
  let saved: string | undefined;
  beforeEach(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'docs-mdx-cache-'));
    saved = process.env.DOCS_CACHE_DIR;
    process.env.DOCS_CACHE_DIR = cacheDir;
  });
  afterEach(async () => {
    if (saved === undefined) delete process.env.DOCS_CACHE_DIR;
    else process.env.DOCS_CACHE_DIR = saved;
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('knows a page is cached only once a compile stored it, so a build starts compile workers only for the rest', async () => {
    const compiler = new PageCompiler(root, false);
    expect(await compiler.isCached(source, file, prelude)).toBe(false);
    await compiler.compile(source, file, prelude);
    // A second process (here a second compiler) sees the entry on disk.
    const next = new PageCompiler(root, false);
    expect(await next.isCached(source, file, prelude)).toBe(true);
    expect(await next.isCached(source.replace('Some', 'Other'), file, prelude)).toBe(false);
    expect(await next.isCached(source, file, 'export const route = { changed: true };')).toBe(false);
  });

  it('compileOnce leaves the page to the disk cache: asked again, the compiler reads the entry instead of remembering it', async () => {
    const compiler = new PageCompiler(root, false);
    const first = await compiler.compileOnce(source, file, prelude);
    expect(first.code).toContain('Some text.');
    const entry = await onlyEntry(cacheDir);
    await writeFile(entry, '// changed on disk');
    expect((await compiler.compile(source, file, prelude)).code).toBe('// changed on disk');
    // Control: compile() keeps what it compiled, so it does not look at the disk again.
    await writeFile(entry, '// changed again');
    expect((await compiler.compile(source, file, prelude)).code).toBe('// changed on disk');
  });

  it('forget() lets go of the pages compile() kept: the next request reads the disk entry', async () => {
    const compiler = new PageCompiler(root, false);
    await compiler.compile(source, file, prelude);
    await writeFile(await onlyEntry(cacheDir), '// changed on disk');
    expect((await compiler.compile(source, file, prelude)).code).toContain('Some text.');
    compiler.forget();
    expect((await compiler.compile(source, file, prelude)).code).toBe('// changed on disk');
  });

  it('reports nothing as cached when the disk cache is off (development)', async () => {
    const compiler = new PageCompiler(root, true);
    await compiler.compile(source, file, prelude);
    expect(await compiler.isCached(source, file, prelude)).toBe(false);
  });
});
