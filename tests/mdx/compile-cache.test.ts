import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageCompiler } from '../../src/node/content/compile-page.ts';

const root = path.resolve(import.meta.dirname, '../..');
const file = path.join(root, 'content/v8/fixture-cache.mdx');
const prelude = 'export const route = {};';
const source = '---\ntitle: T\ndescription: D\n---\n\nSome text.\n';

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

  it('reports nothing as cached when the disk cache is off (development)', async () => {
    const compiler = new PageCompiler(root, true);
    await compiler.compile(source, file, prelude);
    expect(await compiler.isCached(source, file, prelude)).toBe(false);
  });
});
